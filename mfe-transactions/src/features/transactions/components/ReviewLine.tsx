import styled from 'styled-components';
import { pendingReason, type Transaction } from '@tracker/contracts';
import { Button } from '@tracker/ui-kit';

const Row = styled.tr`
  background: ${({ theme }) => theme.colors.warningSoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Cell = styled.td`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Why = styled.span`
  flex: 1 1 260px;
  color: ${({ theme }) => theme.colors.text};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** 0.4234 -> '42%'. */
export const confidencePercent = (confidence: number): string =>
  `${Math.round(Math.max(0, Math.min(1, confidence)) * 100)}%`;

export interface ReviewLineProps {
  transaction: Transaction;
  busy: boolean;
  onAccept: (t: Transaction) => void;
  onAcceptMerchant: (t: Transaction) => void;
}

/**
 * Under a row of the Pending tab: why it waits — a suggestion the categoriser is not sure enough of (with its
 * confidence), or no suggestion — and, with a suggestion, one click to accept it for this row or for every row of
 * the merchant.
 */
export function ReviewLine({ transaction: t, busy, onAccept, onAcceptMerchant }: ReviewLineProps) {
  const reason = pendingReason(t);
  if (reason === null) return null;
  return (
    <Row data-review="" data-testid="review-line">
      <Cell colSpan={10}>
        <Line>
          {reason.kind === 'suggestion' ? (
            <>
              <Why>
                Waiting for review: suggested <strong>{reason.category}</strong> with low confidence (
                {confidencePercent(reason.confidence)}).
              </Why>
              <Button
                size="sm"
                disabled={busy}
                onClick={() => onAccept(t)}
                aria-label={`Accept ${reason.category} for ${t.description}`}
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => onAcceptMerchant(t)}
                aria-label={`Accept ${reason.category} for every row from this merchant (${t.description})`}
              >
                Accept for this merchant
              </Button>
            </>
          ) : (
            <Why>Waiting for review: no category could be suggested. Choose one in the Category column.</Why>
          )}
        </Line>
      </Cell>
    </Row>
  );
}
