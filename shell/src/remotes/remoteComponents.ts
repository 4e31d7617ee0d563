import { preloadable, type Preloadable } from '@tracker/ui-kit';
import { isFallbackModule } from './fallback';
import type { RemoteComponentModule } from './retry';

export type RemoteLoader = () => Promise<RemoteComponentModule>;

export interface RemoteEntry {
  /** Bumped on every fresh start, so consumers can key on it. */
  generation: number;
  /** The area's code: loaded once, read synchronously once here (the fallback module included). */
  code: Preloadable<RemoteComponentModule>;
  /** Set once this load ended in the fallback module or a rejection. */
  failed: boolean;
}

/**
 * One load per loader, kept outside React: React discards the state of a render it does not commit, so a load
 * started from render state would start again on every retry of that render. Kept here, a loaded area renders at
 * once when revisited.
 */
const entries = new WeakMap<RemoteLoader, RemoteEntry>();

function start(load: RemoteLoader, generation: number): RemoteEntry {
  const entry: RemoteEntry = {
    generation,
    failed: false,
    code: preloadable(() =>
      load().then(
        (module) => {
          if (isFallbackModule(module)) entry.failed = true;
          return module;
        },
        (error: unknown) => {
          entry.failed = true;
          throw error;
        },
      ),
    ),
  };
  entries.set(load, entry);
  return entry;
}

/** The current entry for this loader, started on first use. */
export function getRemoteEntry(load: RemoteLoader): RemoteEntry {
  return entries.get(load) ?? start(load, 0);
}

/**
 * Starts loading an area before it renders (the shell knows the first page's area as soon as its own code runs),
 * so its code arrives beside the shell's instead of after it.
 */
export function preloadRemoteEntry(load: RemoteLoader): void {
  getRemoteEntry(load)
    .code.load()
    .catch(() => undefined); // RemoteArea shows a failure when it renders
}

/** Forget the current attempt and start a fresh load (Retry, or revisiting an area that failed). */
export function restartRemoteEntry(load: RemoteLoader): RemoteEntry {
  return start(load, (entries.get(load)?.generation ?? -1) + 1);
}
