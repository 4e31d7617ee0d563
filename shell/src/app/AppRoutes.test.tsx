import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../test/renderWithTheme';
import type { RemoteComponentModule } from '../remotes/retry';
import type { AreaDefinition } from './areas';
import { AppRoutes, findArea } from './AppRoutes';

jest.mock('../remotes/federation', () => ({
  loadFederatedComponent: () => Promise.reject(new Error('not used in this test')),
}));

const fixture = (id: string, paths: string[], load: () => Promise<RemoteComponentModule>): AreaDefinition => ({
  id,
  label: id[0].toUpperCase() + id.slice(1),
  remote: 'mfe_dashboard',
  paths,
  load,
});

function areas(): AreaDefinition[] {
  const dashboard = async (): Promise<RemoteComponentModule> => ({
    default: () => <div data-testid="dashboard-page">Financial Dashboard</div>,
  });
  const budget = async (): Promise<RemoteComponentModule> => {
    throw new Error('mf-manifest.json: 404');
  };
  const community = async (): Promise<RemoteComponentModule> => ({
    default: () => <p>community remote</p>,
  });
  return [
    fixture('dashboard', ['/'], dashboard),
    fixture('budget', ['/budget'], budget),
    fixture('community', ['/account', '/vote-features', '/help', '/feedback'], community),
  ];
}

function renderAt(path: string) {
  return renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes areas={areas()} />
    </MemoryRouter>,
  );
}

describe('AppRoutes', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('mounts the dashboard remote at /', async () => {
    renderAt('/');
    expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
  });

  it('contains a failing area while the navigation and other areas keep working', async () => {
    renderAt('/budget');
    expect(await screen.findByTestId('remote-error-budget')).toHaveTextContent("This section couldn't load.");

    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByTestId('dashboard-page')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error-budget')).not.toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('navigation', { name: 'More' })).getByRole('link', { name: 'Help' }));
    expect(await screen.findByText('community remote')).toBeInTheDocument();
  });

  it.each(['/account', '/vote-features', '/help', '/feedback'])('serves %s from the community remote', async (path) => {
    renderAt(path);
    expect(await screen.findByText('community remote')).toBeInTheDocument();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('findArea', () => {
  it('matches an area path and everything below it, and nothing else', () => {
    const list = areas();
    expect(findArea(list, '/')?.id).toBe('dashboard');
    expect(findArea(list, '/budget')?.id).toBe('budget');
    expect(findArea(list, '/budget/categories/1')?.id).toBe('budget');
    expect(findArea(list, '/help')?.id).toBe('community');
    expect(findArea(list, '/budgets')).toBeUndefined();
    expect(findArea(list, '/unknown')).toBeUndefined();
  });
});
