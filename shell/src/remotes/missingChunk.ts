/**
 * A chunk that is gone: a remote was deployed twice since this page loaded its manifest, and the chunk this page
 * still asks for was removed (scripts/lib/publishRemote.mjs keeps the files of the previous release only). The area
 * then reloads once from the new manifest instead of showing its error card.
 */
const MISSING_CHUNK =
  /ChunkLoadError|Loading (?:CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|RUNTIME-008/;

export function isMissingChunk(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return MISSING_CHUNK.test(`${String(name ?? '')} ${String(message ?? '')}`);
}

/** Areas that already reloaded once on this page: a second miss shows the card (no reload loop). */
const reloaded = new Set<string>();

/** True the first time an area meets a missing chunk on this page, false after. */
export function claimAreaReload(area: string): boolean {
  if (reloaded.has(area)) return false;
  reloaded.add(area);
  return true;
}

export function hasAreaReloaded(area: string): boolean {
  return reloaded.has(area);
}
