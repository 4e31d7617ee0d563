import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@tracker/router';
import type { ShellUser } from '@tracker/shell-sdk';
import { browserNavigation } from '../app/browserNavigation';
import { renderWithTheme } from '../test/renderWithTheme';
import { installViewport, resizeViewport } from '../test/viewport';
import { AppLayout } from './AppLayout';

const ada: ShellUser = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

function CurrentPage() {
  const { pathname } = useLocation();
  return <h1>page {pathname}</h1>;
}

function renderLayout({ path = '/', width = 1280 }: { path?: string; width?: number } = {}) {
  installViewport(width);
  return renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout user={ada} />}>
          <Route path="*" element={<CurrentPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const sidebar = () => screen.getByTestId('app-sidebar');
const menuButton = () => screen.getByTestId('sidebar-toggle');

describe('AppLayout: the sidebar on a wide screen (from 1024px)', () => {
  it('lists the areas and the More links of product.md › Screens and routes', () => {
    renderLayout();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Transactions', '/transactions'],
      ['Accounts', '/accounts'],
      ['Budget', '/budget'],
      ['Wealth', '/wealth'],
      ['Account', '/account'],
    ]);
    const more = within(screen.getByRole('navigation', { name: 'More' }));
    expect(more.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Vote for Improvements', '/vote-features'],
      ['Help Center', '/help'],
      ['Feedback', '/feedback'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Disclaimer', '/disclaimer'],
    ]);
  });

  it('is a fixed panel, not a dialog, and marks the current page', () => {
    renderLayout({ path: '/budget' });
    expect(sidebar()).toHaveAttribute('data-state', 'fixed');
    expect(sidebar()).toHaveAttribute('role', 'complementary');
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Budget' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks an area link current below its path too, and Dashboard only at /', () => {
    renderLayout({ path: '/transactions/123' });
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('navigates with its links and shows who is signed in', () => {
    renderLayout();
    fireEvent.click(screen.getByRole('link', { name: 'Help Center' }));
    expect(screen.getByRole('heading', { name: 'page /help' })).toBeInTheDocument();
    expect(sidebar()).toHaveTextContent('Ada Lovelace');
    expect(sidebar()).toHaveTextContent('ada@example.com');
  });

  it('logs out by sending the browser to /api/logout', () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
    assign.mockRestore();
  });
});

describe('AppLayout: the drawer below 1024px', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('names its icon-only buttons in a tooltip too, for a keyboard user', () => {
    renderLayout({ width: 375 });
    fireEvent.keyDown(document, { key: 'Tab' });
    act(() => menuButton().focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Open menu');
    expect(menuButton()).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    fireEvent.keyDown(menuButton(), { key: 'Enter' });
    fireEvent.click(menuButton());
    // The drawer gives its close button focus, after a key: its tooltip says what it does.
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close menu');
  });

  it('starts closed: hidden, inert, no overlay, page scrolls', () => {
    renderLayout({ width: 375 });
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(sidebar()).toHaveAttribute('inert');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'app-sidebar');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    // Hidden from the accessibility tree while closed.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('opens as a modal dialog over an overlay, locks page scroll and takes focus', () => {
    renderLayout({ width: 375 });
    fireEvent.click(menuButton());
    expect(sidebar()).toHaveAttribute('data-state', 'open');
    expect(sidebar()).toHaveAttribute('role', 'dialog');
    expect(sidebar()).toHaveAttribute('aria-modal', 'true');
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(within(screen.getByRole('dialog')).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('closes on navigation, unlocking scroll and giving focus back to the menu button', () => {
    renderLayout({ width: 375 });
    fireEvent.click(menuButton());
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Wealth' }));
    expect(screen.getByRole('heading', { name: 'page /wealth' })).toBeInTheDocument();
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menuButton());
  });

  it.each([
    ['the overlay', () => fireEvent.click(screen.getByTestId('sidebar-overlay'))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close menu' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
  ])('closes with %s and returns focus to the menu button', (_how, close) => {
    renderLayout({ width: 375 });
    fireEvent.click(menuButton());
    close();
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes when a link to the current page is followed (no location change)', () => {
    renderLayout({ width: 375 });
    fireEvent.click(menuButton());
    fireEvent.click(within(sidebar()).getByRole('link', { name: /Budget & Wealth/ }));
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    fireEvent.click(menuButton());
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Dashboard' }));
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
  });

  it('keeps Tab inside the open drawer', () => {
    renderLayout({ width: 375 });
    fireEvent.click(menuButton());
    const close = screen.getByRole('button', { name: 'Close menu' });
    const logout = within(sidebar()).getByRole('button', { name: 'Logout' });
    logout.focus();
    fireEvent.keyDown(logout, { key: 'Tab' });
    expect(document.activeElement).toBe(within(sidebar()).getByRole('link', { name: /Budget & Wealth/ }));
    fireEvent.keyDown(document.activeElement ?? close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(logout);
  });

  it('closes when the window widens past 1024px and stays closed when it narrows again', () => {
    renderLayout({ width: 375 });
    fireEvent.click(menuButton());
    act(() => resizeViewport(1100));
    expect(sidebar()).toHaveAttribute('data-state', 'fixed');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    act(() => resizeViewport(800));
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
  });
});
