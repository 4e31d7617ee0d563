import { useSearchParams } from '@tracker/router';
import styled from 'styled-components';
import { mediaUp, PageHeader } from '@tracker/ui-kit';
import { FeedbackForm } from '../../features/feedback/components/FeedbackForm';
import { FeedbackHistory } from '../../features/feedback/components/FeedbackHistory';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);

  ${mediaUp('sidebar')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * product.md › Screens and routes › Feedback: a form plus 'Your Feedback History'. `?type=feature` opens the form on a
 * feature idea.
 */
export function FeedbackPage() {
  const [params] = useSearchParams();
  const initialType = params.get('type') === 'feature' ? 'feature' : 'bug';
  return (
    <div data-testid="feedback-page">
      <PageHeader title="Feedback" subtitle="Tell us what is broken or what would make the app better for you." />
      <Columns>
        <FeedbackForm key={initialType} initialType={initialType} />
        <FeedbackHistory />
      </Columns>
    </div>
  );
}
