import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesConfig, toRegistrations } from './discovery';
import { remoteFallbackPlugin } from './fallbackPlugin';
import { loadWithRetry, type RemoteComponentModule } from './retry';

let ready: Promise<void> | undefined;

/**
 * Runtime discovery: install the fallback plugin, read /remotes.json and register every remote by its
 * mf-manifest.json. Runs once; the shell renders meanwhile and remote loads wait for it.
 */
export function startFederation(): Promise<void> {
  ready ??= (async () => {
    registerPlugins([remoteFallbackPlugin()]);
    const remotes = await fetchRemotesConfig();
    registerRemotes(toRegistrations(remotes, window.location.href));
  })();
  return ready;
}

/** Loads an exposed component, e.g. "mfe_dashboard/Routes", with the bounded retry. */
export async function loadFederatedComponent(id: string): Promise<RemoteComponentModule> {
  await startFederation();
  return loadWithRetry(id, () => loadRemote<unknown>(id));
}
