import { useMemo } from 'react';
import { useToast } from '@tracker/shell-sdk';

export interface Notify {
  success: (title: string, description?: string) => void;
  /** A destructive toast. */
  error: (title: string, description: string) => void;
}

/** The shell's toasts in the two shapes this area uses. */
export function useNotify(): Notify {
  const { toast } = useToast();
  return useMemo<Notify>(
    () => ({
      success: (title, description) => void toast({ title, description, variant: 'success' }),
      error: (title, description) => void toast({ title, description, variant: 'destructive' }),
    }),
    [toast],
  );
}
