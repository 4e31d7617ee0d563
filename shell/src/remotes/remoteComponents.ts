import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isFallbackModule } from './fallback';
import type { RemoteComponentModule } from './retry';

export type RemoteLoader = () => Promise<RemoteComponentModule>;

export interface RemoteEntry {
  /** Bumped on every fresh start, so consumers can key on it. */
  generation: number;
  component: LazyExoticComponent<ComponentType>;
  /** Set once this load ended in the fallback module or a rejection. */
  failed: boolean;
}

/**
 * One lazy component per loader, kept outside React. React discards the state of a render it does not
 * commit (a suspended navigation transition), so a lazy created during render would be created — and
 * loaded — again on every retry of that render. Kept here, a loaded area renders at once when revisited.
 */
const entries = new WeakMap<RemoteLoader, RemoteEntry>();

function start(load: RemoteLoader, generation: number): RemoteEntry {
  const entry: RemoteEntry = {
    generation,
    failed: false,
    component: lazy(() =>
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

/** Forget the current attempt and start a fresh load (Retry, or revisiting an area that failed). */
export function restartRemoteEntry(load: RemoteLoader): RemoteEntry {
  return start(load, (entries.get(load)?.generation ?? -1) + 1);
}
