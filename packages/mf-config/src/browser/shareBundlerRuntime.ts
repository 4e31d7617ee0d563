/**
 * A federation runtime plugin of the shell: publishes the shell's bundler runtime (the code that loads remotes, shares
 * and chunks, ≈28 kB minified with the SDK it uses) so that each remote entry uses it instead of bundling its own copy
 * (hostBundlerRuntime.ts). It is published at `beforeInit`, when the shell's start-up code has filled in
 * `__webpack_require__.federation`, before any remote entry can load.
 */
declare const __webpack_require__: { federation: Record<string, unknown> };

export default function shareBundlerRuntime() {
  return {
    name: 'tracker-share-bundler-runtime',
    beforeInit<T>(args: T): T {
      const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      Reflect.set(globalThis, '__TRACKER_MF_BUNDLER_RUNTIME__', { runtime, bundlerRuntime, attachShareScopeMap });
      return args;
    },
  };
}
