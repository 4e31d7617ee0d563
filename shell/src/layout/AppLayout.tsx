import type { ReactNode } from 'react';
import { Outlet } from '@tracker/router';
import styled from 'styled-components';
import { LOGOUT_PATH } from '@tracker/contracts';
import { mediaUp, Tooltip } from '@tracker/ui-kit';
import type { ShellUser } from '@tracker/shell-sdk';
import { browserNavigation } from '../app/browserNavigation';
import { Brand } from './Brand';
import { MenuIcon } from './icons';
import { SIDEBAR_ID, SIDEBAR_WIDTH, Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { useSidebarDrawer } from './useSidebarDrawer';

const Content = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;

  ${({ theme }) => mediaUp('sidebar', theme)} {
    margin-left: ${SIDEBAR_WIDTH};
  }
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => mediaUp('sidebar', theme)} {
    display: none;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer - 1};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  outline: none;

  ${({ theme }) => mediaUp('landingHeader', theme)} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(8)}`};
  }
`;

export interface AppLayoutProps {
  user: ShellUser;
  /** The page; by default the matched child route. */
  children?: ReactNode;
}

/**
 * The signed-in frame (product.md › Screens and routes): the sidebar — a fixed panel from 1024px, below that a drawer
 * opened by the menu button over an overlay — and the page. While the drawer is open the page behind it is inert.
 */
export function AppLayout({ user, children }: AppLayoutProps) {
  const drawer = useSidebarDrawer();
  const logout = () => browserNavigation.assign(LOGOUT_PATH);
  return (
    <>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Sidebar user={user} drawer={drawer} onLogout={logout} />
      {drawer.isOpen ? <Overlay data-testid="sidebar-overlay" aria-hidden="true" onClick={drawer.close} /> : null}
      <Content inert={drawer.isOpen ? true : undefined}>
        <TopBar>
          <Tooltip content="Open menu">
            <MenuButton
              ref={drawer.triggerRef}
              type="button"
              aria-label="Open menu"
              aria-expanded={drawer.isOpen}
              aria-controls={SIDEBAR_ID}
              data-testid="sidebar-toggle"
              onClick={drawer.open}
            >
              <MenuIcon />
            </MenuButton>
          </Tooltip>
          <Brand />
        </TopBar>
        <Main id="main-content" tabIndex={-1}>
          {children ?? <Outlet />}
        </Main>
      </Content>
    </>
  );
}
