import path from 'node:path';

/** The global through which the shell hands its federation bundler runtime to every remote entry. */
export const BUNDLER_RUNTIME_GLOBAL = '__TRACKER_MF_BUNDLER_RUNTIME__';

/** The shell's runtime plugin that publishes its bundler runtime (shareBundlerRuntime.ts). */
export const shareBundlerRuntimePlugin = path.join(__dirname, 'shareBundlerRuntime.ts');

/**
 * What a remote's build compiles in place of `@module-federation/webpack-bundler-runtime` (its `dist/index.cjs`, which
 * the federation's generated start-up code imports): the shell's copy, read from the global (hostBundlerRuntime.ts).
 */
export function bundlerRuntimeReplacement(): { test: RegExp; replacement: string } {
  return {
    test: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/,
    replacement: path.join(__dirname, 'hostBundlerRuntime.ts'),
  };
}
