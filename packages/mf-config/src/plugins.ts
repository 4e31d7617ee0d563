import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Emits a small JSON file (no content hash: the gateway serves it no-cache) into the build output.
 * The shell uses it for `remotes.json`, the run-time map from federation name to mf-manifest.json URL.
 */
export class EmitJsonPlugin implements RspackPluginInstance {
  readonly name = 'EmitJsonPlugin';

  constructor(
    private readonly filename: string,
    private readonly data: unknown,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: this.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify(this.data, null, 2)}\n`));
        },
      );
    });
  }
}
