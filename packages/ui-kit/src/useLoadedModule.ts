import { useEffect, useReducer, useState } from 'react';
import type { Preloadable } from './preloadable';

export interface LoadedModule<M> {
  /** The module once it has arrived (render a placeholder meanwhile). */
  module: M | undefined;
  /** Why the import failed, if it did. */
  error: unknown;
}

/**
 * The module while `wanted`, loading it if needed.
 *
 * Why not React.lazy and Suspense: React 19 holds a boundary's content until 300 ms after its fallback was last
 * shown, and a lazy component suspends on its first render even when its code has already arrived. Code asked for
 * early (`load()` before the render that needs it) therefore renders at once here, where a lazy one waits.
 */
export function useLoadedModule<M>(source: Preloadable<M>, wanted = true): LoadedModule<M> {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  // Kept with its source: a component handed another source (a retry's fresh load) starts without the old failure.
  const [failure, setFailure] = useState<{ source: Preloadable<M>; error: unknown } | null>(null);
  const needsLoad = wanted && source.current() === undefined;
  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    source.load().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ source, error }),
    );
    return () => {
      live = false;
    };
  }, [source, needsLoad]);
  return {
    module: wanted ? source.current() : undefined,
    error: failure?.source === source ? failure.error : undefined,
  };
}
