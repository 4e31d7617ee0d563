// The one file of the federation bundler runtime hostBundlerRuntime.ts imports by path (the package ships its types
// as initContainerEntry.d.ts, which TypeScript does not pair with a .cjs file).
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  export { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry';
}
