import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { request } from '@tracker/api-client';
import type { ReactNode } from 'react';
import { createQueryClient } from '../app/queryClient';
import { useAuthState } from './useAuthState';

jest.mock('@tracker/api-client', () => ({
  ...jest.requireActual<typeof import('@tracker/api-client')>('@tracker/api-client'),
  request: jest.fn(),
}));

const mockedRequest = jest.mocked(request);

function renderAuth() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAuthState(), { wrapper });
}

describe('useAuthState', () => {
  afterEach(() => mockedRequest.mockReset());

  it('is loading, then signed in with the user from GET /api/user', async () => {
    mockedRequest.mockResolvedValue({ id: 'u1', email: 'ada@example.com', firstName: 'Ada' });
    const { result } = renderAuth();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signedIn'));
    expect(result.current.user).toMatchObject({ id: 'u1', email: 'ada@example.com' });
    // 401 means signed out here, not "redirect to /".
    expect(mockedRequest).toHaveBeenCalledWith('getUser', {}, expect.objectContaining({ on401: 'returnNull' }));
  });

  it('is signed out when there is no session (401 → null)', async () => {
    mockedRequest.mockResolvedValue(null);
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
  });

  it('is signed out when the call fails', async () => {
    mockedRequest.mockRejectedValue(new Error('500: Internal Server Error'));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
  });
});
