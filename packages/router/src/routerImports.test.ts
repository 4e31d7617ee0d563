import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const FRONT_ENDS = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-')), 'packages'];
const ROUTER_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]react-router(?:-dom)?(?:\/[^'"]*)?['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('@tracker/router is the only way into react-router', () => {
  it('the pattern catches every form of import (so the scan below can fail)', () => {
    expect(ROUTER_IMPORT.test(`import { Link } from 'react-router-dom';`)).toBe(true);
    expect(ROUTER_IMPORT.test(`import { Link } from "react-router";`)).toBe(true);
    expect(ROUTER_IMPORT.test(`const m = await import('react-router/dom');`)).toBe(true);
    expect(ROUTER_IMPORT.test(`import { Link } from '@tracker/router';`)).toBe(false);
  });

  // A remote that imported react-router itself would bundle a second router with its own contexts: its links and
  // hooks would throw outside the shell's <BrowserRouter>, and the bytes saved by sharing the wrapper come back.
  it('no front-end source imports react-router or react-router-dom but packages/router', () => {
    const offenders = FRONT_ENDS.flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => !file.startsWith(path.join(root, 'packages', 'router') + path.sep))
      .filter((file) => ROUTER_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
