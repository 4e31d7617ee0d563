import { useMemo } from 'react';
import { useToast } from '@tracker/shell-sdk';

export interface Notify {
  success: (title: string, description?: string) => void;
  /** A destructive toast; the title defaults to 'Error' (spec §8). */
  error: (description: string, title?: string) => void;
}

export function useNotify(): Notify {
  const { toast } = useToast();
  return useMemo<Notify>(
    () => ({
      success: (title, description) => void toast({ title, description, variant: 'success' }),
      error: (description, title = 'Error') => void toast({ title, description, variant: 'destructive' }),
    }),
    [toast],
  );
}
