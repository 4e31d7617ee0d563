import type { ComponentType } from 'react';
import { RemoteErrorCard } from './RemoteErrorCard';
import { useRemoteSlot } from './RemoteSlotContext';

/** Marks a module produced by the fallback plugin instead of the remote's own. */
export const REMOTE_FALLBACK = Symbol.for('tracker.remoteFallback');

export interface FallbackModule {
  __esModule: true;
  default: ComponentType;
  [REMOTE_FALLBACK]: true;
  /** The federation request that failed, e.g. "mfe_budget/Routes". */
  id: string;
  error: unknown;
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}

/**
 * A stand-in for a remote module that failed to load: its default export renders the error card of the area
 * it is mounted in (with that area's Retry), or a plain card where no area is known.
 */
export function createFallbackModule(id: string, error: unknown): FallbackModule {
  // biome-ignore lint/correctness/noComponentHookFactories: one stand-in per failed remote, made once when it fails
  function RemoteFallback() {
    const slot = useRemoteSlot();
    return <RemoteErrorCard area={slot?.area ?? id} label={slot?.label ?? 'This section'} onRetry={slot?.retry} />;
  }
  RemoteFallback.displayName = `RemoteFallback(${id})`;
  return { __esModule: true, default: RemoteFallback, [REMOTE_FALLBACK]: true, id, error };
}
