import styled from 'styled-components';
import { InfoIcon } from './icons';
import { Container } from './layout';
import { LandingLink } from './landingNavigation';
import { DISCLAIMER_STRIP } from './landingText';

const Strip = styled.aside`
  padding: ${({ theme }) => `${theme.space(5)} 0`};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-top: 1px solid #fde68a;
  border-bottom: 1px solid #fde68a;
`;

const Row = styled(Container)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex: none;
    margin-top: 1px;
    color: #92400e;
  }
  a {
    color: #92400e;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * The disclaimer strip: no financial advice, consult a licensed professional (product.md › What the product is, Screens
 * and routes).
 */
export function DisclaimerStrip() {
  return (
    <Strip aria-label="Disclaimer">
      <Row>
        <InfoIcon />
        <p>
          <strong>{DISCLAIMER_STRIP.label}</strong> {DISCLAIMER_STRIP.text}{' '}
          <LandingLink to="/disclaimer">{DISCLAIMER_STRIP.link}</LandingLink>
        </p>
      </Row>
    </Strip>
  );
}
