import { createContext, useContext } from 'react';

/**
 * The signed-in user as the shell knows it (GET /api/user). Structurally the `User` of @tracker/contracts,
 * which this package does not depend on; fields beyond these: not shown by the spec.
 */
export interface ShellUser {
  id: string;
  email: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  picture?: string | null;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: ShellUser }
  | { status: 'signedOut'; user: null };

export const LOADING_AUTH: AuthState = { status: 'loading', user: null };

export const AuthContext = createContext<AuthState | null>(null);
AuthContext.displayName = 'ShellAuthContext';

/** The shell's auth state. Remotes read it; only the shell changes it. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() must be used inside <ShellProvider> (the shell provides it to every remote)');
  return auth;
}
