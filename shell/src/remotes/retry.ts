import type { ComponentType } from 'react';
import { isFallbackModule } from './fallback';

export interface RemoteComponentModule {
  default: ComponentType;
}

function isComponent(value: unknown): value is ComponentType {
  // Function components and classes, or React's wrapper objects (memo, forwardRef, lazy).
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

export function isComponentModule(value: unknown): value is RemoteComponentModule {
  return typeof value === 'object' && value !== null && 'default' in value && isComponent(value.default);
}

export interface RetryOptions {
  /** Total tries, the first included. */
  attempts?: number;
  /** Wait before the second try; doubles each time after. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Layer 1 of containment: a bounded retry with backoff around loading one remote module. A fallback module
 * (layer 2) counts as a failure to retry; when the tries run out it is returned so the area shows its error
 * card, and anything else still failing is thrown for the error boundary (layer 3).
 */
export async function loadWithRetry(
  id: string,
  load: () => Promise<unknown>,
  { attempts = 3, delayMs = 400, sleep = wait }: RetryOptions = {},
): Promise<RemoteComponentModule> {
  let lastError: unknown = new Error(`Remote module "${id}" did not load`);
  let fallback: RemoteComponentModule | undefined;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const loaded = await load();
      if (isFallbackModule(loaded)) {
        fallback = loaded;
        lastError = loaded.error;
      } else if (isComponentModule(loaded)) {
        return loaded;
      } else {
        lastError = new Error(`Remote module "${id}" has no default component export`);
      }
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await sleep(delayMs * 2 ** (attempt - 1));
  }
  if (fallback) return fallback;
  throw lastError instanceof Error ? lastError : new Error(`Remote module "${id}" failed: ${String(lastError)}`);
}
