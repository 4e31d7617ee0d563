import { ApiError } from '@tracker/api-client';

/** product.md › Messages and errors › Budget: 'Please log in to continue' on 401, else the failure of that list. */
export function fetchFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return 'Please log in to continue';
  return fallback;
}
