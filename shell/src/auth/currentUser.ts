import { queryOptions } from '@tanstack/react-query';
import { ApiError, createApiClient, request } from '@tracker/api-client';
import { USER_QUERY_OPTIONS } from '@tracker/contracts';
import type { ShellUser } from '@tracker/shell-sdk';

/** product.md › API calls: the user query fails with 'Unauthorized' on a 401 and 'Failed to fetch user' otherwise. */
export const USER_UNAUTHORIZED_MESSAGE = 'Unauthorized';
export const USER_FETCH_FAILED_MESSAGE = 'Failed to fetch user';

/**
 * GET /api/user. A 401 here means "signed out", not "session expired": it is thrown as a plain error and
 * never goes through the api-client's redirect-to-/ rule (on401: 'throw').
 */
export async function fetchCurrentUser(signal?: AbortSignal, answer?: () => Promise<Response>): Promise<ShellUser> {
  // `answer`: a response already asked for (the entry's boot/userProbe), read with the same parsing and rules.
  const send = answer ? createApiClient({ fetch: answer }).request : request;
  try {
    return await send('getUser', {}, { on401: 'throw', signal });
  } catch (error) {
    const unauthorized = error instanceof ApiError && error.status === 401;
    throw new Error(unauthorized ? USER_UNAUTHORIZED_MESSAGE : USER_FETCH_FAILED_MESSAGE, { cause: error });
  }
}

/**
 * The user query (product.md › API calls, Constants and limits): stale after 5 min, kept 10 min, no refetch on
 * focus/reconnect/mount, no retry. retryOnMount is off too, so every page that reads the user after a failed check does
 * not ask again; a sign-in reloads the page, and the 401 rule resets this query on purpose.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/user'],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  ...USER_QUERY_OPTIONS,
  retryOnMount: false,
});
