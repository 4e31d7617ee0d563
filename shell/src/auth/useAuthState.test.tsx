import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { configureApiClient, resetApiClient } from '@tracker/api-client';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/queryClient';
import { jsonResponse } from '../test/http';
import { currentUserQuery } from './currentUser';
import { useAuthState } from './useAuthState';

const json = jsonResponse;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const onUnauthorized = jest.fn();

function renderAuth() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useAuthState(), { wrapper }) };
}

describe('useAuthState (GET /api/user)', () => {
  beforeEach(() => configureApiClient({ fetch: fetchMock, onUnauthorized }));
  afterEach(() => {
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    resetApiClient();
  });

  it('is loading, then signed in with the user', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'u1', email: 'ada@example.com', firstName: 'Ada' }));
    const { result } = renderAuth();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.user).toMatchObject({ id: 'u1', email: 'ada@example.com' });
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it("is signed out on a 401, which fails the query with 'Unauthorized' and never redirects", async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Unauthorized', message: 'Not signed in' }));
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(client.getQueryState(currentUserQuery.queryKey)?.error?.message).toBe('Unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("is signed out when the call fails otherwise: 'Failed to fetch user'", async () => {
    fetchMock.mockResolvedValue(json(502, { error: 'Bad Gateway', message: 'auth is down' }));
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(client.getQueryState(currentUserQuery.queryKey)?.error?.message).toBe('Failed to fetch user');
  });

  it('asks once: no retry, and a second reader after a failure does not ask again', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Unauthorized' }));
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const second = renderHook(() => useAuthState(), { wrapper });
    expect(second.result.current.status).toBe('signedOut');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('currentUserQuery', () => {
  it('uses the user-query options of product.md › API calls', () => {
    expect(currentUserQuery).toMatchObject({
      queryKey: ['/api/user'],
      staleTime: 5 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchOnMount: false,
      retry: false,
    });
  });
});
