import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { feedbackKindOf, feedbackLabelOf, type Feedback, type FeedbackType } from '@tracker/contracts';
import { Badge, ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { feedbackQuery } from '../queries';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const When = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * product.md › Constants and limits: the history shows bug and feature items only, labelled 'Support Request' and
 * 'Improvement Request'.
 */
export function shownFeedback(items: readonly Feedback[]): Array<{ item: Feedback; kind: FeedbackType }> {
  return items.flatMap((item) => {
    const kind = feedbackKindOf(item);
    return kind ? [{ item, kind }] : [];
  });
}

export function FeedbackHistory() {
  const history = useQuery(feedbackQuery());

  let body: ReactNode;
  if (history.isPending) body = <Spinner label="Loading your feedback..." />;
  else if (history.isError)
    body = (
      <ErrorCard
        title="Failed to load your feedback"
        message="Please try again."
        onRetry={() => void history.refetch()}
      />
    );
  else {
    const shown = shownFeedback(history.data);
    body =
      shown.length === 0 ? (
        <Empty>You have not sent any feedback yet.</Empty>
      ) : (
        <List>
          {shown.map(({ item, kind }) => (
            <Item key={item.id} data-testid="feedback-item">
              <Top>
                <Badge tone={kind === 'bug' ? 'danger' : 'primary'}>{feedbackLabelOf(kind)}</Badge>
                <When dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</When>
              </Top>
              <Message>{item.message}</Message>
            </Item>
          ))}
        </List>
      );
  }

  return <TitledCard title="Your Feedback History">{body}</TitledCard>;
}
