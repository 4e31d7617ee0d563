import styled from 'styled-components';
import { POSSIBLE_TRANSFER_REASON, pendingReason, type Transaction } from '@tracker/contracts';
import { Link } from '@tracker/router';
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
  /** Link the row with its other side by hand (a possible transfer). */
  onLink?: (t: Transaction) => void;
  /** 'Not a transfer': a possible transfer is spending after all. */
  onDismiss?: (t: Transaction) => void;
}

export const POSSIBLE_TRANSFER_TEXTS = {
  why: `Waiting for review: ${POSSIBLE_TRANSFER_REASON}.`,
  help: 'Add that account and upload its statement to pair the two sides, or link it to a row by hand. If it is spending, choose a category or say it is not a transfer.',
  addAccount: 'Add the account',
  link: 'Link to a row…',
  dismiss: 'Not a transfer',
} as const;

/** A row whose wording says transfer but whose other side is in no account of the user's yet. */
function PossibleTransfer({
  t,
  onLink,
  onDismiss,
}: Pick<ReviewLineProps, 'onLink' | 'onDismiss'> & { t: Transaction }) {
  return (
    <>
      <Why>
        <strong>{POSSIBLE_TRANSFER_TEXTS.why}</strong> {POSSIBLE_TRANSFER_TEXTS.help}
      </Why>
      <Link to="/accounts">{POSSIBLE_TRANSFER_TEXTS.addAccount}</Link>
      {onLink ? (
        <Button size="sm" variant="secondary" onClick={() => onLink(t)} aria-label={`Link ${t.description} to a row`}>
          {POSSIBLE_TRANSFER_TEXTS.link}
        </Button>
      ) : null}
      {onDismiss ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onDismiss(t)}
          aria-label={`${t.description} is not a transfer`}
        >
          {POSSIBLE_TRANSFER_TEXTS.dismiss}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Under a row of the Pending tab: why it waits — a possible transfer to an account not added yet, a suggestion the
 * categoriser is not sure enough of (with its confidence), or no suggestion — and, with a suggestion, one click to accept it for this row or for every row of
 * the merchant.
 */
export function ReviewLine({ transaction: t, busy, onAccept, onAcceptMerchant, onLink, onDismiss }: ReviewLineProps) {
  const reason = pendingReason(t);
  if (reason === null) return null;
  return (
    <Row data-review="" data-testid="review-line">
      <Cell colSpan={10}>
        <Line>
          {t.reviewReason === POSSIBLE_TRANSFER_REASON ? (
            <PossibleTransfer t={t} onLink={onLink} onDismiss={onDismiss} />
          ) : reason.kind === 'suggestion' ? (
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
