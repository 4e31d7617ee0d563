import { useMemo } from 'react';
import { useToast } from '@tracker/shell-sdk';

export interface Notify {
  success: (title: string, description?: string) => void;
  /** A destructive toast; the title defaults to 'Error' (product.md › Messages and errors). */
  error: (description: string, title?: string) => void;
  /** A longer-lived toast for a result with details to read (a sync that could not price some assets). */
  notice: (title: string, description: string | undefined, variant: 'success' | 'destructive') => void;
}

/** A toast with details stays twice the usual time, so a list of assets can be read. */
const DETAILED_TOAST_MS = 10_000;

export function useNotify(): Notify {
  const { toast } = useToast();
  return useMemo<Notify>(
    () => ({
      success: (title, description) => void toast({ title, description, variant: 'success' }),
      error: (description, title = 'Error') => void toast({ title, description, variant: 'destructive' }),
      notice: (title, description, variant) =>
        void toast({ title, description, variant, ...(description ? { duration: DETAILED_TOAST_MS } : {}) }),
    }),
    [toast],
  );
}
