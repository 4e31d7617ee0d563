import { useMemo } from 'react';
import { useToast } from '@tracker/shell-sdk';

export interface Notify {
  success: (title: string, description?: string) => void;
  info: (title: string, description?: string) => void;
  /** A destructive toast; the title defaults to 'Error' (product.md › Messages and errors). */
  error: (description: string, title?: string) => void;
}

/** The shell's toasts in the three shapes this area uses. */
export function useNotify(): Notify {
  const { toast } = useToast();
  return useMemo<Notify>(
    () => ({
      success: (title, description) => void toast({ title, description, variant: 'success' }),
      info: (title, description) => void toast({ title, description }),
      error: (description, title = 'Error') => void toast({ title, description, variant: 'destructive' }),
    }),
    [toast],
  );
}
