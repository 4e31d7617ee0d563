import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, mediaUp, Tooltip, useMediaQuery, useScrollLock } from '@tracker/ui-kit';
import { useAuthModal } from '../../auth/modal/AuthModalContext';
import type { AuthModalMode } from '../../auth/modal/authText';
import { BrandLogo } from './BrandLogo';
import { MenuIcon } from './icons';
import { Container } from './layout';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 64px;
`;

const HomeLink = styled.a`
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
`;

const DesktopNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  ${mediaUp('landingHeader')} {
    display: flex;
  }
`;

const NavLink = styled.a`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const MenuToggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  ${mediaUp('landingHeader')} {
    display: none;
  }
`;

const MenuOverlay = styled.div`
  position: fixed;
  inset: 64px 0 0 0;
  background: ${({ theme }) => theme.colors.overlay};

  ${mediaUp('landingHeader')} {
    display: none;
  }
`;

const MenuPanel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
  ${mediaUp('landingHeader')} {
    display: none;
  }
`;

const MenuLink = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** product.md › Constants and limits: below 768px the header's buttons move into a menu. */
const WIDE_QUERY = '(min-width: 768px)';

/**
 * The landing header: Login and Sign Up open the auth modal. Below 768px they sit in a menu behind a button;
 * the open menu locks page scroll and closes on Escape, outside clicks, choosing an item and when the window
 * widens past 768px (product.md › Behaviour › Menus).
 */
export function LandingHeader() {
  const { open } = useAuthModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const wide = useMediaQuery(WIDE_QUERY);

  useScrollLock(menuOpen);

  useEffect(() => {
    if (wide) setMenuOpen(false);
  }, [wide]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // From the menu, focus returns to the menu button when the modal closes (the menu item is gone by then).
  const openFromMenu = (mode: AuthModalMode) => {
    setMenuOpen(false);
    open(mode, { returnFocusTo: toggleRef.current });
  };

  return (
    <Bar>
      <Row>
        <HomeLink href="/" aria-label="Budget & Wealth Tracker home">
          <BrandLogo />
        </HomeLink>
        <DesktopNav aria-label="Site">
          <NavLink href="#features">Features</NavLink>
          <Button variant="ghost" onClick={() => open('login')}>
            Login
          </Button>
          <Button onClick={() => open('signup')}>Sign Up</Button>
        </DesktopNav>
        <Tooltip content={menuOpen ? 'Close menu' : 'Open menu'}>
          <MenuToggle
            ref={toggleRef}
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <MenuIcon open={menuOpen} />
          </MenuToggle>
        </Tooltip>
      </Row>
      {menuOpen ? <MenuOverlay aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
      <MenuPanel id={menuId} aria-label="Menu" hidden={!menuOpen}>
        <MenuLink href="#features" onClick={() => setMenuOpen(false)}>
          Features
        </MenuLink>
        <Button variant="secondary" size="lg" fullWidth onClick={() => openFromMenu('login')}>
          Login
        </Button>
        <Button size="lg" fullWidth onClick={() => openFromMenu('signup')}>
          Sign Up
        </Button>
      </MenuPanel>
    </Bar>
  );
}
