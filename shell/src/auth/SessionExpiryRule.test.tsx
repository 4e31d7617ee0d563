import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, request, resetApiClient } from '@tracker/api-client';
import { useAuth } from '@tracker/shell-sdk';
import { MemoryRouter, useLocation } from '@tracker/router';
import { createQueryClient } from '../app/queryClient';
import { ShellProviders } from '../app/ShellProviders';
import { jsonResponse } from '../test/http';
import { renderWithTheme } from '../test/renderWithTheme';
import { Toaster } from '../toasts/Toaster';
import { SessionExpiryRule } from './SessionExpiryRule';

// The whole shell renders in these tests; on a busy machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

const ada = { id: 'u1', email: 'ada@example.com' };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
let lastError = '';

/** Where the router is, and who the shell thinks is signed in. */
function Probe() {
  const { pathname } = useLocation();
  const auth = useAuth();
  return (
    <p data-testid="probe">
      {pathname} {auth.status}
    </p>
  );
}

/** Like a remote: a signed-in call through the shared api-client with the default 401 rule. */
function RemotePage() {
  const tags = useQuery({ queryKey: ['/api/tags'] });
  return (
    <>
      <p data-testid="tags">{tags.isSuccess ? 'tags loaded' : tags.status}</p>
      <button
        onClick={() =>
          request('listTransactions').catch((error: Error) => {
            lastError = error.message;
          })
        }
      >
        load transactions
      </button>
    </>
  );
}

function setup() {
  const client = createQueryClient();
  renderWithTheme(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/budget']}>
        <ShellProviders>
          <SessionExpiryRule />
          <Probe />
          <RemotePage />
          <Toaster />
        </ShellProviders>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('SessionExpiryRule (product.md › Messages and errors: a 401 sends the browser to / with a message)', () => {
  let sessionAlive = true;
  beforeEach(() => {
    sessionAlive = true;
    lastError = '';
    configureApiClient({ fetch: fetchMock });
    fetchMock.mockImplementation(async (url) => {
      if (!sessionAlive) return jsonResponse(401, { error: 'Unauthorized', message: 'Not signed in' }, url);
      if (url === '/api/user') return jsonResponse(200, ada, url);
      if (url === '/api/tags') return jsonResponse(200, ['groceries'], url);
      return jsonResponse(404, { error: 'Not Found' }, url);
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    resetApiClient();
  });

  it("shows 'Session expired. Please log in again.', goes to / and finds the visitor signed out", async () => {
    const client = setup();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/budget signedIn'));
    await waitFor(() => expect(screen.getByTestId('tags')).toHaveTextContent('tags loaded'));

    sessionAlive = false; // the server destroyed the session
    fireEvent.click(screen.getByRole('button', { name: 'load transactions' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Session expired. Please log in again.');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/ signedOut'));
    expect(lastError).toBe('Session expired. Please log in again.');
    // The old session's answers are gone; /api/user was asked again.
    expect(client.getQueryData(['/api/tags'])).toBeUndefined();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/user')).toHaveLength(2);
  });
});
