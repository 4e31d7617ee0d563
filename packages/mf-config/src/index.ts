export {
  assertFederationName,
  createHostConfig,
  createRemoteConfig,
  isDevelopment,
  runtimeRemotesFromEnv,
  type Exposes,
  type HostConfigOptions,
  type RemoteConfigOptions,
  type RuntimeRemotes,
} from './config';
export { packagePathPattern, sharedChunkSplitting, type SharedChunkGroups } from './chunks';
export { EmitJsonPlugin } from './plugins';
export {
  SHARED_SINGLETONS,
  SHARED_WHEN_IDENTICAL,
  contentVersion,
  createSharedMap,
  findInstalledPackageJson,
  findRepoRoot,
  packageNameOf,
  type SharedEntry,
  type SharedMap,
  type SharedName,
} from './shared';
export { swcLoaderOptions } from './swc';
