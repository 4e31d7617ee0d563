import { useMemo } from 'react';
import { ApiError } from '@tracker/api-client';
import { useToast } from '@tracker/shell-sdk';

export interface Notify {
  success: (title: string, description?: string) => void;
  /** A destructive toast: the spec's failure text as the title, the server's reason (when it gave one) below. */
  failure: (title: string, error: unknown) => void;
  /** A destructive toast titled 'Error' with this text. */
  error: (description: string) => void;
}

/** The server's own words for a 4xx (a clear reason such as a duplicate name); nothing for other failures. */
export function reasonOf(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.serverMessage ?? undefined;
  return undefined;
}

export function useNotify(): Notify {
  const { toast } = useToast();
  return useMemo<Notify>(
    () => ({
      success: (title, description) => void toast({ title, description, variant: 'success' }),
      failure: (title, error) => void toast({ title, description: reasonOf(error) ?? 'Please try again.', variant: 'destructive' }),
      error: (description) => void toast({ title: 'Error', description, variant: 'destructive' }),
    }),
    [toast],
  );
}
