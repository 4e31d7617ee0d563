import styled from 'styled-components';
import { Button, mediaUp } from '@tracker/ui-kit';
import { useAuthModal } from '../../auth/modal/AuthModalContext';
import { DemoVideo } from './DemoVideo';
import { CheckIcon } from './icons';
import { Container } from './layout';
import { HERO } from './landingText';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(14)}`};
  background:
    radial-gradient(1200px 500px at 85% -10%, rgba(37, 99, 235, 0.12), transparent 60%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.primarySoft} 0%, ${({ theme }) => theme.colors.background} 100%);

  ${mediaUp('landingHeader')} {
    padding: ${({ theme }) => `${theme.space(20)} 0`};
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  justify-items: start;
`;

const Eyebrow = styled.p`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Title = styled.h1`
  font-size: clamp(2.1rem, 5vw, 3.4rem);
  line-height: 1.1;
  letter-spacing: -0.02em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
`;

const Lead = styled.p`
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The hero: what the product does, 'Get Started Free' (the sign-up modal) and the demo video. */
export function Hero() {
  const { open } = useAuthModal();
  return (
    <Section aria-labelledby="hero-title">
      <Grid>
        <Copy>
          <Eyebrow>{HERO.eyebrow}</Eyebrow>
          <Title id="hero-title">{HERO.title}</Title>
          <Lead>{HERO.lead}</Lead>
          <Actions>
            <Button size="lg" onClick={() => open('signup')}>
              {HERO.cta}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => open('login')}>
              {HERO.secondary}
            </Button>
          </Actions>
          <Facts aria-label="Highlights">
            {HERO.facts.map((fact) => (
              <li key={fact}>
                <CheckIcon />
                {fact}
              </li>
            ))}
          </Facts>
        </Copy>
        <DemoVideo />
      </Grid>
    </Section>
  );
}
