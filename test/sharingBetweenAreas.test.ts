/**
 * One way to share between areas (docs/decisions/platform-sharing-between-areas.md): a front end uses another
 * area's reads or widgets through federation at run time (an exposed module, loaded through the shell's federation
 * instance) or through a package under packages/ that belongs to no front end — never by compiling another front
 * end's source. This reads every front end's package.json and the import specifiers of every source file, and fails
 * on any path into another front end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const FRONT_ENDS = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mfe-'));
const PACKAGES = readdirSync(path.join(ROOT, 'packages')).map((name) => path.join('packages', name));
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
/** `from '…'`, `import '…'`, `import('…')`, `require('…')`, `export … from '…'`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The front end (folder name) a specifier in `file` reaches, when it is not the file's own. */
function frontEndReached(file: string, specifier: string, own: string | null): string | null {
  const scoped = /^@tracker\/(mfe-[^/]+|shell)(?:\/|$)/.exec(specifier);
  if (scoped) return scoped[1] === own ? null : (scoped[1] ?? null);
  if (!specifier.startsWith('.')) return null;
  const [top] = path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep);
  return top && FRONT_ENDS.includes(top) && top !== own ? top : null;
}

function crossings(folder: string, own: string | null): string[] {
  const found: string[] = [];
  const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    const reached = frontEndReached(path.join(ROOT, folder, 'package.json'), name, own);
    if (reached) found.push(`${folder}/package.json depends on ${name}`);
  }
  for (const file of sourceFiles(path.join(ROOT, folder))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (specifier && frontEndReached(file, specifier, own)) {
        found.push(`${path.relative(ROOT, file)} imports ${specifier}`);
      }
    }
  }
  return found;
}

describe('sharing between areas', () => {
  it.each(FRONT_ENDS)('%s compiles no other front end’s source', (frontEnd) => {
    expect(crossings(frontEnd, frontEnd)).toEqual([]);
  });

  it.each(PACKAGES)('%s belongs to no front end: it imports none', (pkg) => {
    expect(crossings(pkg, null)).toEqual([]);
  });

  it('sees an import of another front end, by package name or by path', () => {
    const dashboardFile = path.join(ROOT, 'mfe-dashboard/src/x.ts');
    expect(frontEndReached(dashboardFile, '@tracker/mfe-wealth/reads', 'mfe-dashboard')).toBe('mfe-wealth');
    expect(frontEndReached(dashboardFile, '../../mfe-budget/src/queries', 'mfe-dashboard')).toBe('mfe-budget');
    expect(frontEndReached(dashboardFile, './features/queries', 'mfe-dashboard')).toBeNull();
    expect(frontEndReached(dashboardFile, '@tracker/area-reads/wealth', 'mfe-dashboard')).toBeNull();
  });
});
