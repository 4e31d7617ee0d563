import { Link } from '@tracker/router';
import styled from 'styled-components';
import { Card, CardDescription, CardTitle, mediaUp, PageHeader } from '@tracker/ui-kit';
import { FaqSectionCard } from '../../features/help/components/FaqSectionCard';
import { FAQ_SECTIONS } from '../../features/help/faq';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);

  ${mediaUp('sidebar')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const HelpCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const CallToAction = styled(Link)`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * product.md › Screens and routes › Help Center: five FAQ sections of three collapsible questions, and the 'Still need
 * help?' card.
 */
export function HelpPage() {
  return (
    <div data-testid="help-page">
      <PageHeader title="Help Center" subtitle="Answers to common questions about tracking your money here." />
      <Sections>
        {FAQ_SECTIONS.map((section) => (
          <FaqSectionCard key={section.id} section={section} />
        ))}
      </Sections>
      <HelpCard aria-labelledby="still-need-help">
        <CardTitle id="still-need-help">Still need help?</CardTitle>
        <CardDescription>Can't find your answer? Send us a message and we will get back to you.</CardDescription>
        <CallToAction to="/feedback">Contact Support</CallToAction>
      </HelpCard>
    </div>
  );
}
