import styled from 'styled-components';
import { Container } from './layout';
import { FeatureIconSvg } from './icons';
import { FEATURES, FEATURES_HEADING, FEATURES_LEAD } from './landingText';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  scroll-margin-top: 64px;
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  text-align: center;

  h2 {
    font-size: clamp(1.6rem, 3.2vw, 2.2rem);
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.heading};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.heading};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const IconBadge = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The six feature cards of product.md › Screens and routes, in the spec's order. */
export function Features() {
  return (
    <Section id="features" aria-labelledby="features-title">
      <Container>
        <Heading>
          <h2 id="features-title">{FEATURES_HEADING}</h2>
          <p>{FEATURES_LEAD}</p>
        </Heading>
        <Grid>
          {FEATURES.map((feature) => (
            <Card key={feature.title} data-testid="feature-card">
              <IconBadge>
                <FeatureIconSvg name={feature.icon} />
              </IconBadge>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
