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
  /** The module once it has loaded (the fallback module included): rendered directly, without suspending. */
  loaded?: RemoteComponentModule;
  /** Starts the load if it has not started, and resolves when it has loaded or failed. */
  settle(): Promise<void>;
}

/**
 * One lazy component per loader, kept outside React. React discards the state of a render it does not
 * commit (a suspended navigation transition), so a lazy created during render would be created — and
 * loaded — again on every retry of that render. Kept here, a loaded area renders at once when revisited.
 */
const entries = new WeakMap<RemoteLoader, RemoteEntry>();

function start(load: RemoteLoader, generation: number): RemoteEntry {
  let pending: Promise<RemoteComponentModule> | undefined;
  const run = () =>
    (pending ??= load().then(
      (module) => {
        if (isFallbackModule(module)) entry.failed = true;
        entry.loaded = module;
        return module;
      },
      (error: unknown) => {
        entry.failed = true;
        throw error;
      },
    ));
  const entry: RemoteEntry = {
    generation,
    failed: false,
    component: lazy(run),
    settle: () => run().then(
      () => undefined,
      () => undefined,
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
  void getRemoteEntry(load).settle();
}

/** Forget the current attempt and start a fresh load (Retry, or revisiting an area that failed). */
export function restartRemoteEntry(load: RemoteLoader): RemoteEntry {
  return start(load, (entries.get(load)?.generation ?? -1) + 1);
}
