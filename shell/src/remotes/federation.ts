import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemotesConfig, toRegistrations, type RemoteRegistration } from './discovery';
import { isMissingChunk } from './missingChunk';
import { remoteFallbackPlugin } from './fallbackPlugin';
import { loadWithRetry, type RemoteComponentModule } from './retry';

let ready: Promise<void> | undefined;
let registrations: RemoteRegistration[] = [];

/**
 * Runtime discovery: install the fallback plugin, read /remotes.json and register every remote by its
 * mf-manifest.json. Runs once; the shell renders meanwhile and remote loads wait for it.
 */
export function startFederation(): Promise<void> {
  ready ??= (async () => {
    registerPlugins([remoteFallbackPlugin()]);
    const remotes = await fetchRemotesConfig();
    registrations = toRegistrations(remotes, window.location.href);
    registerRemotes(registrations);
  })();
  return ready;
}

/** Forgets what the runtime holds of a remote, so its next load reads its manifest (and chunks) afresh. */
export function refreshRemote(name: string): void {
  const registration = registrations.find((r) => r.name === name);
  if (registration) registerRemotes([registration], { force: true });
}

/** The remote whose files a missing chunk's URL names (its manifest's folder), if any. */
export function remoteOfChunkError(error: unknown): string | undefined {
  const text = String((error as { message?: unknown } | null)?.message ?? '');
  return registrations.find((r) => text.includes(r.entry.slice(0, r.entry.lastIndexOf('/') + 1)))?.name;
}

/**
 * Loads an exposed component, e.g. "mfe_dashboard/Routes", with the bounded retry; a chunk found missing (the remote
 * was deployed again meanwhile) makes it read the remote's new manifest, once.
 */
export async function loadFederatedComponent(id: string): Promise<RemoteComponentModule> {
  await startFederation();
  let refreshed = false;
  return loadWithRetry(id, async () => {
    try {
      return await loadRemote<unknown>(id);
    } catch (error) {
      if (!isMissingChunk(error) || refreshed) throw error;
      refreshed = true;
      refreshRemote(id.split('/')[0]);
      return loadRemote<unknown>(id);
    }
  });
}
