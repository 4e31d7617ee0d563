import path from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import {
  SHARED_SINGLETONS,
  SHARED_WHEN_IDENTICAL,
  contentVersion,
  createSharedMap,
  findRepoRoot,
  packageNameOf,
  readPackageJson,
} from './shared';

const repoRoot = path.resolve(__dirname, '../../..');
const shellDir = path.join(repoRoot, 'shell');
const dashboardDir = path.join(repoRoot, 'mfe-dashboard');

describe('the shared-dependency map', () => {
  const shared = createSharedMap(shellDir);

  it('shares every singleton the shell and remotes rely on, with react-dom/ (trailing slash) for react-dom/client', () => {
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS, ...SHARED_WHEN_IDENTICAL].sort());
    for (const key of [
      'react',
      'react-dom',
      'react-dom/',
      '@tracker/router',
      '@tanstack/react-query',
      'styled-components',
      '@tracker/shell-sdk',
      '@tracker/ui-kit',
    ]) {
      expect(shared).toHaveProperty([key]);
    }
  });

  it('makes each one a lazily loaded singleton', () => {
    for (const key of SHARED_SINGLETONS) {
      expect(shared[key]).toMatchObject({ singleton: true, eager: false });
    }
  });

  it('shares the contracts only between builds of the same source, so a remote with newer ones keeps its own', () => {
    const entry = shared['@tracker/contracts'];
    expect(entry).toMatchObject({ singleton: false, eager: false });
    expect(entry.requiredVersion).toBe(entry.version);
    expect(entry.version).toMatch(/^0\.1\.0-c[0-9a-f]{12}$/);
    expect(createSharedMap(dashboardDir)['@tracker/contracts']).toEqual(entry);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'mf-content-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), '{"version":"1.2.3"}');
      writeFileSync(path.join(dir, 'schema.ts'), 'export const a = 1;');
      const before = contentVersion(dir);
      writeFileSync(path.join(dir, 'schema.ts'), 'export const a = 2;');
      expect(contentVersion(dir)).not.toBe(before);
      expect(contentVersion(dir)).toMatch(/^1\.2\.3-c/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("requires the versions the app's package.json declares", () => {
    const declared = readPackageJson(path.join(shellDir, 'package.json')).dependencies ?? {};
    expect(shared.react.requiredVersion).toBe(declared.react);
    expect(shared['react-dom/'].requiredVersion).toBe(declared['react-dom']);
    expect(shared['@tanstack/react-query'].requiredVersion).toBe(declared['@tanstack/react-query']);
    expect(shared['styled-components'].requiredVersion).toBe(declared['styled-components']);
  });

  it('requires ^<own version> for workspace packages declared as *', () => {
    const uiKitVersion = readPackageJson(path.join(repoRoot, 'packages/ui-kit/package.json')).version;
    expect(shared['@tracker/ui-kit'].requiredVersion).toBe(`^${uiKitVersion}`);
    expect(shared['@tracker/ui-kit'].version).toBe(uiKitVersion);
  });

  it('offers the installed version, the same for host and remote', () => {
    const remote = createSharedMap(dashboardDir);
    for (const key of SHARED_SINGLETONS) {
      const installed = readPackageJson(path.join(repoRoot, 'node_modules', packageNameOf(key), 'package.json'));
      expect(shared[key].version).toBe(installed.version);
      expect(remote[key].version).toBe(shared[key].version);
    }
  });

  it('finds the workspace root from an app folder', () => {
    expect(findRepoRoot(shellDir)).toBe(repoRoot);
  });
});
