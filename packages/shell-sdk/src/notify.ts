import { useMemo } from 'react';
import { useToast } from './toast';

export interface Notify {
  success(title: string, description?: string): void;
  /** A neutral toast. */
  info(title: string, description?: string): void;
  /** A destructive toast: `description` under `title`, which is 'Error' unless given. */
  error(description: string, title?: string): void;
  /** A result with details to read (a sync that could not price some assets): shown twice as long when detailed. */
  notice(title: string, description: string | undefined, variant: 'success' | 'destructive'): void;
}

/** A toast with details stays twice the usual time, so a list can be read. */
const DETAILED_TOAST_MS = 10_000;

/**
 * The shell's toasts in the shapes every area uses. A failed call's text comes from `serverMessageOr` of
 * @tracker/api-client (the server's own words, else the product's fallback), so every area reads it one way.
 */
export function useNotify(): Notify {
  const { toast } = useToast();
  return useMemo<Notify>(
    () => ({
      success: (title, description) => void toast({ title, description, variant: 'success' }),
      info: (title, description) => void toast({ title, description }),
      error: (description, title = 'Error') => void toast({ title, description, variant: 'destructive' }),
      notice: (title, description, variant) =>
        void toast({ title, description, variant, ...(description ? { duration: DETAILED_TOAST_MS } : {}) }),
    }),
    [toast],
  );
}
