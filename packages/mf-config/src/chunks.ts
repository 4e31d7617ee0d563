import type { Configuration } from '@rspack/core';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;

/**
 * Chunk name → the packages whose code it carries (`react-dom`, `@tanstack/react-query`, or a workspace package such as
 * `@tracker/ui-kit`, matched by its folder under packages/). Listed first wins when a package could fit two.
 */
export type SharedChunkGroups = Record<string, readonly string[]>;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A path test for a package installed in node_modules, or a workspace package in packages/ (`@tracker/x` → `x`). */
export function packagePathPattern(packages: readonly string[]): RegExp {
  const sep = '[\\\\/]';
  const parts = packages.map((name) => {
    const workspace = /^@tracker\/(.+)$/.exec(name);
    if (workspace?.[1]) return `${sep}packages${sep}${escapeRegExp(workspace[1])}${sep}`;
    return `${sep}node_modules${sep}${name.split('/').map(escapeRegExp).join(sep)}${sep}`;
  });
  return new RegExp(parts.join('|'));
}

/**
 * splitChunks for the host: the shared packages a page always needs together travel in one file per group instead of
 * one file per package. Every script costs a request and its response headers (≈0.7 kB each over HTTP/1.1), and one
 * brotli stream compresses several packages better than each alone.
 */
export function sharedChunkSplitting(groups: SharedChunkGroups): SplitChunks {
  const names = Object.keys(groups);
  return {
    chunks: 'async',
    cacheGroups: Object.fromEntries(
      names.map((name, index) => [
        name,
        { test: packagePathPattern(groups[name] ?? []), name, enforce: true, priority: names.length - index },
      ]),
    ),
  };
}
