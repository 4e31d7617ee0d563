/**
 * A compact index built from a package's data is kept in a cache file, so later starts read a few hundred KB of
 * JSON instead of rebuilding it from many MB. The file's name carries a hash of what it was built from (the package
 * version, the builder's format and the OSM tag table): a new package or a changed table builds it again. Without a
 * writable cache folder (a read-only image) the index is simply built at every start.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A package's folder, found as Node finds the package (its `exports` may not list package.json or its data files,
 * so require.resolve cannot be asked for them).
 */
export function packageDir(name: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = join(folder, name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`package ${name} is not installed`);
}

/** A package's version, from its package.json. */
export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
}

/** `CATEGORISER_CACHE_DIR`, else node_modules/.cache/categoriser (where build tools keep their caches). */
export function cacheDir(env: Record<string, string | undefined> = process.env): string {
  const configured = env.CATEGORISER_CACHE_DIR;
  if (configured !== undefined && configured !== '') return configured;
  return join(dirname(packageDir('name-suggestion-index')), '.cache', 'categoriser');
}

export interface Cached<T> {
  value: T;
  /** Whether it came from the cache file (false: built now). */
  fromCache: boolean;
}

/** The cached value of `name` for `key`, or `build()`'s, written to the cache for next time (best effort). */
export function cachedJson<T>(name: string, key: string, build: () => T, dir = cacheDir()): Cached<T> {
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const path = join(dir, `${name}-${hash}.json`);
  try {
    return { value: JSON.parse(readFileSync(path, 'utf8')) as T, fromCache: true };
  } catch {
    // Not built yet (or unreadable): build it below.
  }
  const value = build();
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, path); // whole or not at all, also with two processes starting at once
  } catch {
    // A read-only folder: the index is rebuilt at the next start.
  }
  return { value, fromCache: false };
}
