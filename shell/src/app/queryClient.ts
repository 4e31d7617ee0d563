import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '@tracker/api-client';

/**
 * The shell's QueryClient, shared with every remote (react-query is a federation singleton). product.md › Constants and
 * limits: no retry, no refetch on focus or reconnect, no polling, never stale, garbage-collected after 5 minutes;
 * mutations do not retry. product.md › API calls: by default a query GETs its key parts joined with '/' (api-client).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
