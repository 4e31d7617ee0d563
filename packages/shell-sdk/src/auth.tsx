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
  /** The ISO 4217 currency totals are shown in (USD when the server names none). */
  homeCurrency?: string;
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

/** The currency a user who has not chosen one sees totals in (what everything stored before currencies was in). */
export const DEFAULT_HOME_CURRENCY = 'USD';

/** The signed-in user's home currency (ISO 4217), or USD. */
export function useHomeCurrency(): string {
  const { user } = useAuth();
  return user?.homeCurrency ?? DEFAULT_HOME_CURRENCY;
}

/** The reader's locale for numbers and amounts (the browser's language), en-US when it names none. */
export function useDisplayLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}
