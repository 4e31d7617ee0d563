/**
 * What a remote entry compiles in place of `@module-federation/webpack-bundler-runtime`: the shell's copy, published by
 * its runtime plugin (shareBundlerRuntime.ts), so a remote entry carries only its own tables (≈12 → 4 kB over the
 * wire). The functions hold no state of their own (each takes the container's `__webpack_require__`); what is per
 * container (options, instance, share scope object) is made fresh here, as the package's own module would be.
 * Two parts stay the remote's own: `@module-federation/runtime` (small; it finds its container's instance by an id
 * fixed at build time, so the shell's copy would hand the remote the shell's instance) and `initContainerEntry` (the
 * shell exposes nothing, so its build leaves that function out).
 * A remote entry therefore needs the shell and the same @module-federation version (it already shares the shell's
 * runtime core, experiments.externalRuntime).
 */
// Plain JavaScript syntax only: rspack compiles this file in place of the package's, without the TypeScript loader.
import * as ownRuntime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';

const host = Reflect.get(globalThis, '__TRACKER_MF_BUNDLER_RUNTIME__');
if (!host) {
  throw new Error('This remote entry runs inside the shell, which provides the federation bundler runtime');
}

export const bundlerRuntime = { ...host.bundlerRuntime, S: {}, initContainerEntry };
export const attachShareScopeMap = host.attachShareScopeMap;
export const runtime = ownRuntime;

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
