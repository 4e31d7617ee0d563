// No React here: the shell's entry starts imports before the shared modules load (`@tracker/ui-kit/preloadable`).
/** Code loaded on demand (a dynamic import) that can be asked for early and read synchronously once it is here. */
export interface Preloadable<M> {
  /** Starts the import (once; again after a failure) and settles with the module. */
  load(): Promise<M>;
  /** The module, once it has arrived. */
  current(): M | undefined;
}

export function preloadable<M>(importModule: () => Promise<M>): Preloadable<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}
