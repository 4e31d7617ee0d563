import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { configureApiClient, defaultQueryFn, resetApiClient } from '@tracker/api-client';
import { QUERY_DEFAULTS } from '@tracker/contracts';
import { ShellProvider, useToast } from '@tracker/shell-sdk';
import { theme } from '@tracker/ui-kit';
import { createFakeApi, type FakeApi } from './fakeApi';

// Role queries skip the accessibility-tree visibility check, which calls jsdom's slow getComputedStyle on every
// ancestor against all of styled-components' rules; nothing these tests query is hidden by CSS. findBy/waitFor
// wait up to 5 s: the machine is shared, and a first render with the whole table can take over a second.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

/** Shows the shell's current toast, as the shell's Toaster does (title and description in one element). */
function ToastProbe() {
  const { toasts } = useToast();
  return (
    <div aria-label="Notifications">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <div key={t.id} data-testid="toast" data-variant={t.variant}>
            <div data-testid="toast-title">{t.title}</div>
            <div data-testid="toast-description">{t.description}</div>
          </div>
        ))}
    </div>
  );
}

/** A QueryClient with the shell's defaults (spec §9) and the spec's default fetch. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, refetchOnReconnect: false, queryFn: defaultQueryFn },
      mutations: QUERY_DEFAULTS.mutations,
    },
  });
}

/**
 * Renders inside what the shell provides to a remote: theme, QueryClient, router, auth and toasts. Network goes
 * to the in-memory API (`api`, created unless given).
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { api?: FakeApi; route?: string; auth?: 'signedIn' | 'signedOut' } = {},
) {
  const api = options.api ?? createFakeApi();
  resetApiClient();
  configureApiClient({ fetch: api.fetch, onUnauthorized: () => undefined });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ShellProvider
          auth={
            options.auth === 'signedOut'
              ? { status: 'signedOut', user: null }
              : { status: 'signedIn', user: { id: 'u1', email: 'ada@example.com' } }
          }
        >
          <MemoryRouter initialEntries={[options.route ?? '/']}>{children}</MemoryRouter>
          <ToastProbe />
        </ShellProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return { api, queryClient, ...render(ui, { wrapper }) };
}
