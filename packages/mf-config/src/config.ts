import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { bundlerRuntimeReplacement, shareBundlerRuntimePlugin } from './browser/bundlerRuntime';
import { federationErrorTextsReplacement } from './browser/federationErrorTextsReplacement';
import { zodJsonSchemaReplacement } from './browser/zodJsonSchema';
import { type SharedChunkGroups, sharedChunkSplitting } from './chunks';
import { EmitJsonPlugin } from './plugins';
import { createSharedMap, findInstalledPackageJson, findRepoRoot } from './shared';
import { swcLoaderOptions } from './swc';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** `./Routes` → `./src/exposes/Routes.tsx`: what a remote federates. */
export type Exposes = Record<`./${string}`, string>;

/** Federation name → URL of its mf-manifest.json (absolute or relative to the page). */
export type RuntimeRemotes = Record<string, string>;

export interface RemoteConfigOptions {
  /** Federation name; an identifier such as `mfe_dashboard`. */
  name: string;
  exposes: Exposes;
  /** The app folder (its package.json, src/ and dist/). */
  dir: string;
  /** Port of `rspack dev` for this remote. */
  devPort?: number;
}

export interface HostConfigOptions {
  name: string;
  dir: string;
  /** Default run-time remotes, written to dist/remotes.json (the deployment may replace that file). */
  runtimeRemotes: RuntimeRemotes;
  html: { title: string; template: string; favicon?: string };
  devPort?: number;
  /** Where `rspack dev` forwards /api, /auth and /mfe (the gateway). */
  devProxyTarget?: string;
  /** Shared packages loaded together, one file per group (chunks.ts); others keep a file each. */
  sharedChunks?: SharedChunkGroups;
}

const FEDERATION_NAME = /^[A-Za-z_$][\w$]*$/;

export function assertFederationName(name: string): void {
  if (!FEDERATION_NAME.test(name)) {
    throw new Error(`mf-config: federation name "${name}" must be an identifier such as mfe_dashboard`);
  }
}

export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}

/**
 * Dev override of the run-time remotes: MF_REMOTES='{"mfe_dashboard":"http://localhost:3001/mf-manifest.json"}'
 * points one area at a local `rspack dev` while the others come from the gateway.
 */
export function runtimeRemotesFromEnv(defaults: RuntimeRemotes, env = process.env.MF_REMOTES): RuntimeRemotes {
  if (!env) return defaults;
  const parsed: unknown = JSON.parse(env);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('mf-config: MF_REMOTES must be a JSON object of name → manifest URL');
  }
  const overrides: RuntimeRemotes = {};
  for (const [name, url] of Object.entries(parsed)) {
    assertFederationName(name);
    if (typeof url !== 'string') throw new Error(`mf-config: MF_REMOTES.${name} must be a string`);
    overrides[name] = url;
  }
  return { ...defaults, ...overrides };
}

/**
 * react-router 7's `exports` only name its development build (dev warnings on); in production builds point
 * `react-router` and `react-router/dom` at the production build the package ships beside it.
 */
function productionAliases(dir: string): Record<string, string> {
  const pkg = findInstalledPackageJson(dir, 'react-router');
  if (!pkg) return {};
  const prod = path.join(path.dirname(pkg), 'dist', 'production');
  const aliases: Record<string, string> = {};
  const index = path.join(prod, 'index.mjs');
  const dom = path.join(prod, 'dom-export.mjs');
  if (existsSync(index)) aliases['react-router$'] = index;
  if (existsSync(dom)) aliases['react-router/dom$'] = dom;
  return aliases;
}

interface BaseOptions {
  name: string;
  dir: string;
  publicPath: string;
  entry: Configuration['entry'];
  federation: FederationOptions;
  plugins: RspackPluginInstance[];
  devServer: Configuration['devServer'];
  splitChunks?: NonNullable<Configuration['optimization']>['splitChunks'];
}

function createBaseConfig(options: BaseOptions): Configuration {
  const isDev = isDevelopment();
  const repoRoot = findRepoRoot(options.dir);
  const zodJsonSchema = zodJsonSchemaReplacement();
  const federationErrorTexts = federationErrorTextsReplacement();
  const hash = isDev ? '' : '.[contenthash:8]';
  return {
    name: options.name,
    mode: isDev ? 'development' : 'production',
    context: options.dir,
    entry: options.entry,
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    target: 'web',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: options.publicPath,
      uniqueName: options.name,
      // Names with an 8-hex content hash are served as immutable by the gateway.
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: `assets/[name]${hash}[ext]`,
      // RELEASE_SALT: a build of unchanged sources under all-new file names, as a changed source would give (the
      // e2e test of a deploy while a page is open publishes such a release).
      ...(process.env.RELEASE_SALT ? { hashSalt: process.env.RELEASE_SALT } : {}),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: isDev ? {} : productionAliases(options.dir),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          // The app's own source and the internal packages (TypeScript source through `exports`; the symlinks in
          // node_modules/@tracker resolve to these real paths). Never another front end's source: areas share
          // through packages or federation (docs/decisions/platform-sharing-between-areas.md).
          include: [path.join(options.dir, 'src'), path.join(repoRoot, 'packages')],
          exclude: /[\\/]node_modules[\\/]/,
          loader: 'builtin:swc-loader',
          options: swcLoaderOptions(isDev),
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(options.federation),
      // No page turns a schema into JSON Schema: zod's generator stays out of every bundle (browser/zodJsonSchema.ts).
      new rspack.NormalModuleReplacementPlugin(zodJsonSchema.test, zodJsonSchema.replacement),
      // Federation errors keep their code and docs link, without every code's description (browser/federationErrorTexts.cjs).
      new rspack.NormalModuleReplacementPlugin(federationErrorTexts.test, federationErrorTexts.replacement),
      ...options.plugins,
    ],
    optimization: {
      // One runtime per container: a shared runtime chunk across host and remotes would collide.
      runtimeChunk: false,
      ...(options.splitChunks ? { splitChunks: options.splitChunks } : {}),
    },
    performance: {
      // react-dom alone is ~180 kB minified; warn only at sizes that mean something went wrong.
      maxAssetSize: 400_000,
      maxEntrypointSize: 400_000,
    },
    devServer: options.devServer,
  };
}

function federationOptions(
  name: string,
  dir: string,
  extra: Pick<FederationOptions, 'exposes' | 'filename'>,
  runtime: 'provide' | 'external',
): FederationOptions {
  assertFederationName(name);
  return {
    name,
    ...extra,
    // Remotes are registered at run time from remotes.json, never at build time.
    remotes: {},
    shared: createSharedMap(dir),
    // Use what is already loaded (the shell's copy) rather than fetching every remote entry up front to
    // compare versions: a remote that is down must not delay or break the shell's start.
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    experiments: {
      // Browser-only runtime: leaves out the Node loading paths.
      optimization: { target: 'web' },
      // The federation runtime core ships once, with the shell; each remote entry uses it instead of
      // bundling its own copy (a remote is only ever loaded by the shell).
      ...(runtime === 'provide' ? { provideExternalRuntime: true } : { externalRuntime: true }),
    },
    // The shell also hands its bundler runtime to the remote entries (browser/shareBundlerRuntime.ts).
    ...(runtime === 'provide' ? { runtimePlugins: [shareBundlerRuntimePlugin] } : {}),
  };
}

/** A complete rspack config for a remote (one feature area): remoteEntry + mf-manifest.json + chunks. */
export function createRemoteConfig(options: RemoteConfigOptions): Configuration {
  const isDev = isDevelopment();
  const bundlerRuntime = bundlerRuntimeReplacement();
  return createBaseConfig({
    name: options.name,
    dir: options.dir,
    // Chunks are found relative to wherever mf-manifest.json was served from (e.g. /mfe/dashboard/).
    publicPath: 'auto',
    entry: {},
    federation: federationOptions(
      options.name,
      options.dir,
      { exposes: options.exposes, filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:8].js' },
      'external',
    ),
    // The shell's bundler runtime instead of a copy in every remote entry (browser/hostBundlerRuntime.ts).
    plugins: [new rspack.NormalModuleReplacementPlugin(bundlerRuntime.test, bundlerRuntime.replacement)],
    // Each exposed module and each lazy part in one file with all the area code it needs, rather than the code two
    // exposes share in a file of its own: a page then loads one file of the area's code, not two or three.
    splitChunks: { chunks: 'async', cacheGroups: { default: false, defaultVendors: false } },
    devServer: {
      port: options.devPort,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
    },
  });
}

/** A complete rspack config for the host (shell): index.html, remotes.json and the federation runtime. */
export function createHostConfig(options: HostConfigOptions): Configuration {
  const proxyTarget = options.devProxyTarget ?? process.env.GATEWAY_URL ?? 'http://localhost:8080';
  return createBaseConfig({
    name: options.name,
    dir: options.dir,
    publicPath: '/',
    // index.ts only imports bootstrap.tsx: the async boundary lets shared singletons load before use.
    entry: { main: './src/index.ts' },
    federation: federationOptions(options.name, options.dir, {}, 'provide'),
    ...(options.sharedChunks ? { splitChunks: sharedChunkSplitting(options.sharedChunks) } : {}),
    plugins: [
      new rspack.HtmlRspackPlugin({
        title: options.html.title,
        template: path.resolve(options.dir, options.html.template),
        favicon: options.html.favicon ? path.resolve(options.dir, options.html.favicon) : undefined,
        scriptLoading: 'defer',
      }),
      new EmitJsonPlugin('remotes.json', runtimeRemotesFromEnv(options.runtimeRemotes)),
      // Static assets the host serves as they are (the landing page's demo video and poster).
      ...(existsSync(path.join(options.dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(options.dir, 'public'), to: '.' }] })]
        : []),
    ],
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      proxy: [{ context: ['/api', '/auth', '/mfe'], target: proxyTarget, changeOrigin: false }],
    },
  });
}
