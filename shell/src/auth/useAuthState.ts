import { useQuery } from '@tanstack/react-query';
import type { AuthState } from '@tracker/shell-sdk';
import { currentUserQuery } from './currentUser';

/**
 * product.md › Behaviour: unknown ('loading') until the first answer of GET /api/user; signed in if it gives a user,
 * signed out if it fails (401 'Unauthorized' or any other failure), even when an earlier answer had a user.
 */
export function useAuthState(): AuthState {
  const { data, status } = useQuery(currentUserQuery);
  if (status === 'pending') return { status: 'loading', user: null };
  if (status === 'success') return { status: 'signedIn', user: data };
  return { status: 'signedOut', user: null };
}
