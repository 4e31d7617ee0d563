import { ApiError, NetworkError } from '@tracker/api-client';

export const CONNECTION_MESSAGE = 'Unable to connect to server. Please check your connection and try again.';

/**
 * The server's own words for a failed call, or `fallback` (product.md › Messages and errors: "server message or …").
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
export const isNetworkFailure = (error: unknown): boolean => error instanceof NetworkError;
