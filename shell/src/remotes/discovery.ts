import { DEFAULT_REMOTES, type RemotesConfig } from './defaultRemotes';

const FEDERATION_NAME = /^[A-Za-z_$][\w$]*$/;

export interface RemoteRegistration {
  name: string;
  entry: string;
}

/** Keeps the well-formed entries of a remotes.json body: identifier → non-empty string URL. */
export function parseRemotesConfig(body: unknown): RemotesConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('remotes.json must be an object of federation name → mf-manifest.json URL');
  }
  const remotes: RemotesConfig = {};
  for (const [name, entry] of Object.entries(body)) {
    if (FEDERATION_NAME.test(name) && typeof entry === 'string' && entry.trim() !== '') remotes[name] = entry;
    else console.warn(`[remotes] ignoring invalid entry "${name}" in remotes.json`);
  }
  return remotes;
}

/**
 * Reads /remotes.json (no-cache, so a redeployed remote is picked up on the next load). If it cannot be read
 * the shell still starts with the defaults it was built with: one missing file must not blank the app.
 */
export async function fetchRemotesConfig(
  url = '/remotes.json',
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): Promise<RemotesConfig> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return parseRemotesConfig(await response.json());
  } catch (error) {
    console.warn('[remotes] could not read remotes.json, using the built-in defaults', error);
    return { ...DEFAULT_REMOTES };
  }
}

/** Absolute manifest URLs, so chunk URLs resolve against the manifest and not the current route. */
export function toRegistrations(remotes: RemotesConfig, base: string): RemoteRegistration[] {
  return Object.entries(remotes).map(([name, entry]) => ({ name, entry: new URL(entry, base).href }));
}
