import type { ReactNode } from 'react';
import { AuthContext, LOADING_AUTH, type AuthState } from './auth';
import { ToastProvider } from './toast';

export interface ShellProviderProps {
  /** The shell's current auth state; remotes read it through useAuth(). */
  auth?: AuthState;
  /** Default toast display time in ms (spec: 5000). */
  toastDuration?: number;
  children: ReactNode;
}

/** What the shell wraps around the app so every remote reaches the same auth state and toasts. */
export function ShellProvider({ auth = LOADING_AUTH, toastDuration, children }: ShellProviderProps) {
  return (
    <AuthContext.Provider value={auth}>
      <ToastProvider duration={toastDuration}>{children}</ToastProvider>
    </AuthContext.Provider>
  );
}
