import { QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, resetApiClient } from '@tracker/api-client';
import { MemoryRouter } from '@tracker/router';
import type { RemoteComponentModule } from '../remotes/retry';
import { jsonResponse } from '../test/http';
import { renderWithTheme } from '../test/renderWithTheme';
import { installViewport } from '../test/viewport';
import type { AreaDefinition } from './areas';
import { AppRoutes, findArea } from './AppRoutes';
import { browserNavigation } from './browserNavigation';
import { createQueryClient } from './queryClient';
import { ShellProviders } from './ShellProviders';

// The whole shell renders in these tests; on a busy machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

jest.mock('../remotes/federation', () => ({
  loadFederatedComponent: () => Promise.reject(new Error('not used in this test')),
}));
// Helper B's pages have their own tests; here they only need to be recognisable.
jest.mock('../pages/landing', () => ({
  LandingPage: () => <h1>Landing page</h1>,
  LandingFooter: () => <footer>landing footer</footer>,
}));
jest.mock('../pages/legal', () => ({
  PrivacyPolicyPage: () => <h1>Privacy Policy</h1>,
  TermsOfUsePage: () => <h1>Terms of Use</h1>,
  DisclaimerPage: () => <h1>Disclaimer</h1>,
}));

const fixture = (id: string, paths: string[], load: () => Promise<RemoteComponentModule>): AreaDefinition => ({
  id,
  label: id[0].toUpperCase() + id.slice(1),
  remote: 'mfe_dashboard',
  paths,
  load,
});

/** Stable loaders: the shell caches loaded remotes per loader. */
const dashboard = async (): Promise<RemoteComponentModule> => ({
  default: () => <div data-testid="dashboard-page">Financial Dashboard</div>,
});
const budget = async (): Promise<RemoteComponentModule> => {
  throw new Error('mf-manifest.json: 404');
};
const other = async (): Promise<RemoteComponentModule> => ({ default: () => <p>other area remote</p> });
const community = async (): Promise<RemoteComponentModule> => ({ default: () => <p>community remote</p> });

const AREAS: AreaDefinition[] = [
  fixture('dashboard', ['/'], dashboard),
  fixture('transactions', ['/transactions', '/accounts'], other),
  fixture('budget', ['/budget'], budget),
  fixture('wealth', ['/wealth'], other),
  fixture('community', ['/account', '/vote-features', '/help', '/feedback'], community),
];

const PROTECTED = [
  '/transactions',
  '/accounts',
  '/budget',
  '/wealth',
  '/account',
  '/vote-features',
  '/help',
  '/feedback',
];
const LEGAL = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-use', 'Terms of Use'],
  ['/disclaimer', 'Disclaimer'],
];

type Session = 'signedIn' | 'signedOut' | 'pending';
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

function renderAt(path: string, session: Session) {
  fetchMock.mockImplementation((url) => {
    if (url !== '/api/user') return Promise.resolve(jsonResponse(404, { error: 'Not Found' }, url));
    if (session === 'pending') return new Promise<Response>(() => undefined);
    if (session === 'signedOut') return Promise.resolve(jsonResponse(401, { error: 'Unauthorized' }, url));
    return Promise.resolve(jsonResponse(200, { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' }, url));
  });
  return renderWithTheme(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ShellProviders>
          <AppRoutes areas={AREAS} />
        </ShellProviders>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AppRoutes (product.md › Screens and routes › Route table)', () => {
  let consoleError: jest.SpyInstance;
  let assign: jest.SpyInstance;
  beforeEach(() => {
    installViewport(1280);
    configureApiClient({ fetch: fetchMock });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    assign.mockRestore();
    fetchMock.mockReset();
    resetApiClient();
  });

  describe('while the auth status loads', () => {
    it.each(['/', '/budget', '/no-such-page'])("shows 'Loading...' at %s and nothing else", (path) => {
      renderAt(path, 'pending');
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });

    it('does not hold the legal pages back', async () => {
      renderAt('/privacy-policy', 'pending');
      expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
      expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
    });
  });

  describe('signed in', () => {
    it('mounts the dashboard remote at / inside the sidebar layout', async () => {
      renderAt('/', 'signedIn');
      expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
      expect(screen.getByTestId('app-sidebar')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    });

    it.each(['/account', '/vote-features', '/help', '/feedback'])(
      'serves %s from the community remote',
      async (path) => {
        renderAt(path, 'signedIn');
        expect(await screen.findByText('community remote')).toBeInTheDocument();
      },
    );

    it("shows 'Page Not Found' for an unknown path, with the sidebar", async () => {
      renderAt('/no-such-page', 'signedIn');
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });

    it('contains a failing area while the sidebar and the other areas keep working', async () => {
      renderAt('/budget', 'signedIn');
      expect(await screen.findByTestId('remote-error-budget')).toHaveTextContent("This section couldn't load.");

      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
      );
      expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
      expect(screen.queryByTestId('remote-error-budget')).not.toBeInTheDocument();

      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'More' })).getByRole('link', { name: 'Help Center' }),
      );
      expect(await screen.findByText('community remote')).toBeInTheDocument();
    });

    it.each(LEGAL)('shows %s with the sidebar', async (path, title) => {
      renderAt(path, 'signedIn');
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await screen.findByTestId('app-sidebar')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(within(screen.getByTestId('app-sidebar')).getByRole('link', { name: title })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  describe('signed out', () => {
    it('shows the landing page at /', async () => {
      renderAt('/', 'signedOut');
      expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
      expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });

    it.each([...PROTECTED, '/no-such-page', '/budget/categories'])(
      "sends %s to /auth/google, saying 'Please log in to access this page.'",
      async (path) => {
        renderAt(path, 'signedOut');
        expect(await screen.findByText('Please log in to access this page.')).toBeInTheDocument();
        expect(assign).toHaveBeenCalledTimes(1);
        expect(assign).toHaveBeenCalledWith('/auth/google');
        expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
      },
    );

    it.each(LEGAL)('shows %s without the sidebar', async (path, title) => {
      renderAt(path, 'signedOut');
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything()));
      // Let the failed check settle, then the page is still there, still without a sidebar.
      await screen.findByText('landing footer');
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.queryByTestId('app-sidebar')).not.toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
    });
  });
});

describe('findArea', () => {
  it('matches an area path and everything below it, and nothing else', () => {
    expect(findArea(AREAS, '/')?.id).toBe('dashboard');
    expect(findArea(AREAS, '/budget')?.id).toBe('budget');
    expect(findArea(AREAS, '/budget/categories/1')?.id).toBe('budget');
    expect(findArea(AREAS, '/help')?.id).toBe('community');
    expect(findArea(AREAS, '/budgets')).toBeUndefined();
    expect(findArea(AREAS, '/unknown')).toBeUndefined();
  });
});
