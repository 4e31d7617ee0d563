import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The one declaration of what the shell and every remote share at run time.
 *
 * All are singletons: two copies of React, the router, react-query, styled-components or the shell SDK
 * would each bring their own contexts, and a remote would no longer see the shell's QueryClient, router,
 * theme, auth or toasts. `react/` and `react-dom/` (trailing slash) share the sub-paths too, so
 * `react/jsx-runtime` and `react-dom/client` are not loaded a second time. The router is shared as
 * `@tracker/router`, the one module every app imports it through, not as react-router itself: a shared module
 * cannot be tree-shaken, and all of react-router is ≈60 kB gzip against ≈15 kB for what the apps use.
 *
 * `@tracker/api-client` is shared so the client the shell configures (configureApiClient) is the one every
 * remote calls through. `zod` itself is deliberately not shared: a shared module cannot be tree-shaken, and the
 * whole of zod with its locales is ≈390 kB.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tracker/router',
  '@tanstack/react-query',
  'styled-components',
  '@tracker/shell-sdk',
  '@tracker/ui-kit',
  '@tracker/api-client',
] as const;

/**
 * Stateless packages shared only between apps built from the same source: `@tracker/contracts` saves each remote
 * its own copy of every schema and of the part of zod they use (≈90 kB minified) when it matches the shell's, but a
 * remote deployed with newer contracts (a new schema or helper) must get its own copy, not the shell's older one.
 * Their shared version is the package version plus a hash of its files, required exactly.
 */
export const SHARED_WHEN_IDENTICAL = ['@tracker/contracts'] as const;

export type SharedName = (typeof SHARED_SINGLETONS)[number] | (typeof SHARED_WHEN_IDENTICAL)[number];

export interface SharedEntry {
  singleton: boolean;
  eager: false;
  requiredVersion: string;
  version: string;
  strictVersion: false;
}

export type SharedMap = Record<SharedName, SharedEntry>;

interface PackageJson {
  name?: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** `react-dom/` → `react-dom`; `@scope/name/` → `@scope/name`. */
export function packageNameOf(shareKey: string): string {
  return shareKey.endsWith('/') ? shareKey.slice(0, -1) : shareKey;
}

/** The package.json a Node-style lookup from `fromDir` would find for `name` (ignores `exports`). */
export function findInstalledPackageJson(fromDir: string, name: string): string | undefined {
  let dir = path.resolve(fromDir);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function isConcreteRange(range: string | undefined): range is string {
  return range !== undefined && range !== '*' && range !== '' && !range.startsWith('workspace:');
}

/**
 * The shared map for the app in `dir`. `requiredVersion` is what the app's package.json declares (the repo
 * pins exact versions); a workspace package declared as `*` requires `^<its own version>`. `version` is what
 * is installed, so the share scope says which copy it offers.
 */
export function createSharedMap(dir: string): SharedMap {
  const appPkg = readPackageJson(path.join(dir, 'package.json'));
  const declared = { ...appPkg.peerDependencies, ...appPkg.devDependencies, ...appPkg.dependencies };
  const singletons = SHARED_SINGLETONS.map((key): [SharedName, SharedEntry] => {
    const name = packageNameOf(key);
    const installedFile = findInstalledPackageJson(dir, name);
    if (!installedFile) {
      throw new Error(`mf-config: shared package "${name}" is not installed (looked up from ${dir})`);
    }
    const installed = readPackageJson(installedFile).version;
    if (!installed) throw new Error(`mf-config: ${installedFile} has no version`);
    const range = declared[name];
    return [
      key,
      {
        singleton: true,
        eager: false,
        requiredVersion: isConcreteRange(range) ? range : `^${installed}`,
        version: installed,
        strictVersion: false,
      },
    ];
  });
  const identical = SHARED_WHEN_IDENTICAL.map((name): [SharedName, SharedEntry] => {
    const installedFile = findInstalledPackageJson(dir, name);
    if (!installedFile) throw new Error(`mf-config: shared package "${name}" is not installed (looked up from ${dir})`);
    const version = contentVersion(path.dirname(installedFile));
    return [name, { singleton: false, eager: false, requiredVersion: version, version, strictVersion: false }];
  });
  return Object.fromEntries([...singletons, ...identical]) as SharedMap;
}

/** Every file under `dir` but dependencies and build output, as relative paths in a stable order. */
function sourceFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? sourceFiles(dir, relative) : entry.isFile() ? [relative] : [];
    });
}

/** `<version>-c<hash of the package's files>`: equal exactly when two builds compiled the same source. */
export function contentVersion(packageDir: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(packageDir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(packageDir, file)))
      .update('\0');
  const { version } = readPackageJson(path.join(packageDir, 'package.json'));
  return `${version ?? '0.0.0'}-c${hash.digest('hex').slice(0, 12)}`;
}

/** The repository root: the nearest ancestor of `dir` whose package.json declares workspaces. */
export function findRepoRoot(dir: string): string {
  let current = path.resolve(dir);
  for (;;) {
    const file = path.join(current, 'package.json');
    if (existsSync(file) && Array.isArray(readPackageJson(file).workspaces)) return current;
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`mf-config: no workspace root above ${dir}`);
    current = parent;
  }
}
