import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@tracker/router';
import { ThemeProvider } from 'styled-components';
import { configureApiClient, type FetchLike } from '@tracker/api-client';
import { ShellProvider, useToast } from '@tracker/shell-sdk';
import { theme } from '@tracker/ui-kit';
import { RouterLandingNavigation } from '../../pages/landing/RouterLandingNavigation';
import { AuthModalProvider } from './AuthModalProvider';
import { useAuthModal } from './AuthModalContext';

/** Test helpers for the auth modal: a network stand-in for the api-client and the shell's providers. */

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * A Response with the parts the api-client reads (jsdom has no fetch API). Status texts are Node's.
 */
export function fakeResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'ok' | 'status' | 'statusText' | 'url' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    statusText:
      { 200: 'OK', 401: 'Unauthorized', 409: 'Conflict', 429: 'Too Many Requests', 500: 'Internal Server Error' }[
        status
      ] ?? '',
    url: '',
    text: async () => text,
  };
  return response as Response;
}

/** Points the shared api-client at `answer` and records every call it makes. */
export function fakeNetwork(answer: (call: RecordedCall) => Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  };
  configureApiClient({ fetch });
  return calls;
}

/** The open toasts as text, as the shell's Toaster would show them. */
export function ToastProbe() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id}>
            {t.title} / {t.description}
          </li>
        ))}
    </ul>
  );
}

function Openers() {
  const { open, mode } = useAuthModal();
  return (
    <div>
      <button onClick={() => open('login')}>Open login</button>
      <button onClick={() => open('signup')}>Open signup</button>
      <button onClick={() => open('login', { notice: 'google-not-configured' })}>Open with notice</button>
      <output aria-label="Mode">{mode ?? 'closed'}</output>
    </div>
  );
}

/** Renders the provider inside the shell's contexts (the router's landing navigation, as AppRoutes gives it), with openers and the toast list. */
export function renderAuthModal({ children, initialPath = '/' }: { children?: ReactNode; initialPath?: string } = {}) {
  const navigate = jest.fn<void, [string]>();
  const utils = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[initialPath]}>
        <ShellProvider auth={{ status: 'signedOut', user: null }}>
          <AuthModalProvider navigate={navigate} reloadDelayMs={0}>
            <Openers />
            <RouterLandingNavigation>{children}</RouterLandingNavigation>
            <ToastProbe />
          </AuthModalProvider>
        </ShellProvider>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { ...utils, navigate };
}
