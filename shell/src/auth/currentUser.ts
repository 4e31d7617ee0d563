import { queryOptions } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import type { ShellUser } from '@tracker/shell-sdk';

/**
 * GET /api/user (spec §7). A 401 means signed out: null, and no redirect (that rule is for pages that need
 * a session). Any other failure is 'Failed to fetch user'.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<ShellUser | null> {
  try {
    return await request('getUser', {}, { on401: 'returnNull', signal });
  } catch (error) {
    throw new Error('Failed to fetch user', { cause: error });
  }
}

/** The user query: stale after 5 min, kept 10 min, no refetch on focus/reconnect/mount, no retry. */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/user'],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
});
