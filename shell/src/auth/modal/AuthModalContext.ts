import { createContext, useContext } from 'react';
import type { AuthModalMode, AuthNotice } from './authText';

export interface OpenAuthModalOptions {
  /** A notice shown inside the modal (from `/auth/google` coming back). */
  notice?: AuthNotice;
  /** Where focus returns when it closes, when the opener itself goes away (a menu item). */
  returnFocusTo?: HTMLElement | null;
}

export interface AuthModalApi {
  /** Opens the modal in a mode with empty fields. */
  open: (mode: AuthModalMode, options?: OpenAuthModalOptions) => void;
  close: () => void;
  /** The open mode, or null while closed. */
  mode: AuthModalMode | null;
}

export const AuthModalContext = createContext<AuthModalApi | null>(null);
AuthModalContext.displayName = 'AuthModalContext';

/** Open or close the sign-in / sign-up modal. */
export function useAuthModal(): AuthModalApi {
  const api = useContext(AuthModalContext);
  if (!api) throw new Error('useAuthModal() must be used inside <AuthModalProvider>');
  return api;
}
