import { NavLink } from '@tracker/router';
import styled from 'styled-components';
import { Button, Tooltip, TruncatedText } from '@tracker/ui-kit';
import type { ShellUser } from '@tracker/shell-sdk';
import { Brand } from './Brand';
import { CloseIcon, LogoutIcon } from './icons';
import { MAIN_NAV, MORE_NAV, type NavItem } from './navigation';
import type { SidebarDrawer } from './useSidebarDrawer';

export const SIDEBAR_WIDTH = '264px';
export const SIDEBAR_ID = 'app-sidebar';

type PanelMode = 'fixed' | 'open' | 'closed';

/**
 * From 1024px ('fixed'): a panel along the left edge, always visible. Below: a drawer, off-canvas until
 * opened, then slid in above an overlay. `visibility: hidden` keeps the closed drawer's links out of the tab
 * order and the accessibility tree; it flips only after the slide-out ends. The mode comes from the same
 * media query the layout's CSS uses.
 */
const Panel = styled.div<{ $mode: PanelMode }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  width: ${({ $mode }) => ($mode === 'fixed' ? SIDEBAR_WIDTH : 'min(288px, 85vw)')};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ $mode, theme }) => ($mode === 'open' ? theme.shadows.lg : 'none')};
  transform: ${({ $mode }) => ($mode === 'closed' ? 'translateX(-100%)' : 'none')};
  visibility: ${({ $mode }) => ($mode === 'closed' ? 'hidden' : 'visible')};
  transition: ${({ $mode, theme }) =>
    $mode === 'fixed'
      ? 'none'
      : $mode === 'open'
        ? `transform ${theme.transitions.normal}`
        : `transform ${theme.transitions.normal}, visibility 0s linear 200ms`};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(5)} ${theme.space(4)}`};
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Section = styled.nav`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};

  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const List = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Footer = styled.div`
  margin-top: auto;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PersonText = styled.span`
  display: grid;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  span + span {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The name to greet: name, else first and last name, else the e-mail address. */
export function displayName(user: ShellUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.name?.trim() || full.trim() || user.email;
}

function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

function Links({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <List>
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link to={to} end={to === '/'} onClick={onNavigate}>
            <Icon />
            <span>{label}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}

export interface SidebarProps {
  user: ShellUser;
  drawer: SidebarDrawer;
  onLogout: () => void;
}

/**
 * The signed-in navigation (product.md › Screens and routes › Sidebar): the areas, the 'More' links, who is signed in,
 * Logout.
 */
export function Sidebar({ user, drawer, onLogout }: SidebarProps) {
  const name = displayName(user);
  const mode: PanelMode = drawer.isWide ? 'fixed' : drawer.isOpen ? 'open' : 'closed';
  return (
    <Panel
      id={SIDEBAR_ID}
      ref={drawer.panelRef}
      data-testid="app-sidebar"
      data-state={mode}
      $mode={mode}
      // A landmark beside the page; a modal dialog while it is an open drawer.
      role={mode === 'open' ? 'dialog' : 'complementary'}
      aria-label="Sidebar"
      aria-modal={mode === 'open' ? true : undefined}
      inert={mode === 'closed' ? true : undefined}
      onKeyDown={drawer.onPanelKeyDown}
    >
      <PanelHeader>
        <Brand onNavigate={drawer.close} />
        {mode === 'fixed' ? null : (
          <Tooltip content="Close menu">
            <IconButton ref={drawer.initialFocusRef} type="button" aria-label="Close menu" onClick={drawer.close}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        )}
      </PanelHeader>
      <Section aria-label="Main">
        <Links items={MAIN_NAV} onNavigate={drawer.close} />
      </Section>
      <Section aria-labelledby="sidebar-more-title">
        <SectionTitle id="sidebar-more-title">More</SectionTitle>
        <Links items={MORE_NAV} onNavigate={drawer.close} />
      </Section>
      <Footer>
        <Person>
          <Avatar aria-hidden="true">{initials(name)}</Avatar>
          <PersonText>
            <TruncatedText text={name} />
            {name !== user.email ? <TruncatedText text={user.email} /> : null}
          </PersonText>
        </Person>
        <Button variant="secondary" fullWidth onClick={onLogout}>
          <LogoutIcon />
          Logout
        </Button>
      </Footer>
    </Panel>
  );
}
