import { useQuery } from '@tanstack/react-query';
import type { AuthState } from '@tracker/shell-sdk';
import { currentUserQuery } from './currentUser';

/** Loading until the first /api/user answer; signed in if it gives a user, else signed out (spec §4). */
export function useAuthState(): AuthState {
  const { data, isPending } = useQuery(currentUserQuery);
  if (isPending) return { status: 'loading', user: null };
  if (data) return { status: 'signedIn', user: data };
  return { status: 'signedOut', user: null };
}
