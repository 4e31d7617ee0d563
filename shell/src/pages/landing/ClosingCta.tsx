import styled from 'styled-components';
import { browserNavigation } from '../../app/browserNavigation';
import { ButtonLink, Container } from './layout';
import { CLOSING, SIGN_UP_INTENT_URL, SIGN_UP_URL } from './landingText';

const Section = styled.section`
  padding: ${({ theme }) => `0 0 ${theme.space(16)}`};
`;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(14)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand} 0%, #1d4ed8 100%);
  text-align: center;

  h2 {
    max-width: 32rem;
    font-size: clamp(1.6rem, 3.2vw, 2.2rem);
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  p {
    max-width: 32rem;
    color: rgba(255, 255, 255, 0.9);
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The closing call to action: 'Start Your Free Account' goes to /auth/google (product.md › Screens and routes). A plain
 * click says it is a sign-up (`?intent=signup`), so without Google set up the visitor gets the sign-up modal, not the
 * login one.
 */
export function ClosingCta() {
  return (
    <Section aria-labelledby="closing-title">
      <Container>
        <Panel>
          <h2 id="closing-title">{CLOSING.title}</h2>
          <p>{CLOSING.lead}</p>
          <ButtonLink
            href={SIGN_UP_URL}
            $variant="light"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              browserNavigation.assign(SIGN_UP_INTENT_URL);
            }}
          >
            {CLOSING.cta}
          </ButtonLink>
        </Panel>
      </Container>
    </Section>
  );
}
