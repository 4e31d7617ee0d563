import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_NAV, MORE_NAV, type NavItem } from './navigation';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(4)};
    top: ${({ theme }) => theme.space(2)};
    z-index: ${({ theme }) => theme.zIndices.toast};
    background: ${({ theme }) => theme.colors.surface};
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Link = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
`;

function Links({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <Link key={item.to} to={item.to} end={item.to === '/'}>
      {item.label}
    </Link>
  ));
}

/** The frame around every page: brand, navigation and the routed content. */
export function AppLayout() {
  return (
    <Shell>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header>
        <Brand to="/" end aria-label="Budget & Wealth Tracker home">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          Budget &amp; Wealth
        </Brand>
        <Nav aria-label="Main">
          <Links items={MAIN_NAV} />
        </Nav>
        <Nav aria-label="More">
          <Links items={MORE_NAV} />
        </Nav>
      </Header>
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
    </Shell>
  );
}
