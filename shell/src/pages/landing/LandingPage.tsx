import styled from 'styled-components';
import { useAuthModalFromQuery } from '../../auth/modal/useAuthModalFromQuery';
import { ClosingCta } from './ClosingCta';
import { DisclaimerStrip } from './DisclaimerStrip';
import { Features } from './Features';
import { Hero } from './Hero';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &:focus {
    top: ${({ theme }) => theme.space(3)};
  }
`;

/**
 * The signed-out home page (product.md › Screens and routes › Landing page): a full page with its own header, main
 * content and footer; the shell renders it as is at `/`. `?auth=login|signup&notice=…` opens the auth modal (see
 * useAuthModalFromQuery).
 */
export function LandingPage() {
  useAuthModalFromQuery();
  return (
    <Page>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <LandingHeader />
      <Main id="main-content" tabIndex={-1}>
        <Hero />
        <Features />
        <ClosingCta />
      </Main>
      <DisclaimerStrip />
      <LandingFooter />
    </Page>
  );
}
