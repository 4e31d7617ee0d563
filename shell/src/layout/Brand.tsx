import { Link } from '@tracker/router';
import styled from 'styled-components';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The product mark, linking home (the dashboard when signed in, the landing page when not). */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <BrandLink to="/" aria-label="Budget & Wealth Tracker home" onClick={onNavigate}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>Budget &amp; Wealth</span>
    </BrandLink>
  );
}
