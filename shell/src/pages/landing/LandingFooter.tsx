import styled from 'styled-components';
import { BrandLogo } from './BrandLogo';
import { Container } from './layout';
import { LandingLink } from './landingNavigation';
import { COPYRIGHT_YEAR, LEGAL_LINKS, PRODUCT_NAME } from './landingText';

const Footer = styled.footer`
  padding: ${({ theme }) => `${theme.space(10)} 0`};
  background: ${({ theme }) => theme.colors.text};
  color: #cbd5e1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  align-items: center;
  justify-content: space-between;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: #e2e8f0;
    text-decoration: none;
    border-radius: 4px;
  }
  a:hover {
    color: #ffffff;
    text-decoration: underline;
  }
  a:focus-visible {
    outline-color: #93c5fd;
  }
`;

const Copyright = styled.p`
  width: 100%;
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  color: #cbd5e1;
`;

/** The site footer: the legal pages and the copyright line (product.md › Screens and routes: year 2025). */
export function LandingFooter() {
  return (
    <Footer>
      <Row>
        <BrandLogo tone="light" />
        <nav aria-label="Legal">
          <Links>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <LandingLink to={link.to}>{link.label}</LandingLink>
              </li>
            ))}
          </Links>
        </nav>
        <Copyright>
          © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </Copyright>
      </Row>
    </Footer>
  );
}
