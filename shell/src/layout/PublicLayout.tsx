import type { ReactNode } from 'react';
import { Link } from '@tracker/router';
import styled from 'styled-components';
import { mediaUp } from '@tracker/ui-kit';
import { LandingFooter } from '../pages/landing';
import { RouterLandingNavigation } from '../pages/landing/RouterLandingNavigation';
import { Brand } from './Brand';
import { SkipLink } from './SkipLink';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => mediaUp('landingHeader', theme)} {
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(8)}`};
  }
`;

const LoginLink = styled(Link)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  outline: none;

  ${({ theme }) => mediaUp('landingHeader', theme)} {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(8)}`};
  }
`;

/**
 * The frame of a public page (the legal pages) for a visitor who is not signed in: no sidebar; the brand
 * leads home, Login opens the landing page's sign-in modal (`?auth=login`), and the landing page's footer
 * links the other legal pages.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <Header>
        <Brand />
        <LoginLink to="/?auth=login">Login</LoginLink>
      </Header>
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <RouterLandingNavigation>
        <LandingFooter />
      </RouterLandingNavigation>
    </Page>
  );
}
