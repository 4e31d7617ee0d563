import { ApiError, serverMessageOr } from '@tracker/api-client';
import type { ToastOptions } from '@tracker/shell-sdk';
import { FAILURE_FALLBACK, FAILURE_TITLE, UNEXPECTED_ERROR_TOAST, type SignInMode } from './authText';

/**
 * The `error` field of a failure body (product.md › API calls: "on failure body's error field read"), if it has text.
 */
function errorField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

/**
 * The toast for a failed sign-in or registration (product.md › Messages and errors): the server's answer gives 'Login
 * Failed' / 'Registration Failed' with its `error` text or the fallback; anything else (no answer, an unreadable one)
 * is the generic 'Error'.
 */
export function authFailureToast(mode: SignInMode, error: unknown): ToastOptions {
  if (error instanceof ApiError) {
    return {
      title: FAILURE_TITLE[mode],
      description: errorField(error.body) ?? FAILURE_FALLBACK[mode],
      variant: 'destructive',
    };
  }
  return UNEXPECTED_ERROR_TOAST;
}

/**
 * The toast for another failed call of the sign-in screens (forgotten password, new password): the server's own
 * sentence under `title`, else (no answer, or one without a message) the generic 'Error'.
 */
export function serverFailureToast(title: string, error: unknown): ToastOptions {
  const description = serverMessageOr(error, '');
  return description === '' ? UNEXPECTED_ERROR_TOAST : { title, description, variant: 'destructive' };
}
