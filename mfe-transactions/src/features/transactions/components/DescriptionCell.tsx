/**
 * The Description column: a rule's display name over the statement's text (kept, and searched), a split row's
 * parts, a transfer's other side ('Transfer' to High Yield Savings) or a refund, and the row's own actions ("Always
 * do this…", Split / Unsplit, Not a transfer / Link as a transfer…).
 */
import styled from 'styled-components';
import { formatMoney, type Transaction } from '@tracker/contracts';
import { Badge, TruncatedText } from '@tracker/ui-kit';

const Original = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Parts = styled.ul`
  margin: ${({ theme }) => `${theme.space(1)} 0 0`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  text-decoration: underline;
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RowActions {
  onAlways: (t: Transaction) => void;
  onSplit: (t: Transaction) => void;
  onUnsplit: (t: Transaction) => void;
  /** Link the row with its other side by hand. */
  onLink: (t: Transaction) => void;
  /** 'Not a transfer': unlink both sides. */
  onUnlink: (t: Transaction) => void;
}

/** 'to High Yield Savings' / 'from Everyday Checking': the other side of a transfer. */
export const transferSide = (t: Transaction): string | null =>
  t.transfer ? `${t.transfer.direction} ${t.transfer.accountName}` : null;

/** A transfer's badge and other side, or a refund's badge. */
function RowFlags({ t }: { t: Transaction }) {
  const side = transferSide(t);
  if (side) {
    return (
      <Flags data-testid="transfer-flag">
        <Badge tone="primary" title="Money moved between your own accounts: neither income nor spending">
          Transfer
        </Badge>
        <span>{side}</span>
      </Flags>
    );
  }
  if (t.refund) {
    return (
      <Flags data-testid="refund-flag">
        <Badge tone="success" title="Money back from a merchant: it lowers its category's spending, not income">
          Refund
        </Badge>
      </Flags>
    );
  }
  return null;
}

export function DescriptionCell({ t, actions }: { t: Transaction; actions?: RowActions }) {
  const currency = t.currency ?? undefined;
  const split = t.splits && t.splits.length > 0 ? t.splits : null;
  return (
    <>
      <TruncatedText text={t.displayName ?? t.description} lines={2} />
      {t.displayName ? <Original title="The statement's text">{t.description}</Original> : null}
      <RowFlags t={t} />
      {split ? (
        <Parts data-testid="split-parts" aria-label="Split parts">
          {split
            .map((part, i) => ({ part, key: `part-${i}` }))
            .map(({ part, key }) => (
              <li
                key={key}
              >{`${part.category} ${formatMoney(part.amount, { currency })}${part.note ? ` · ${part.note}` : ''}`}</li>
            ))}
        </Parts>
      ) : null}
      {actions ? (
        <Actions>
          <LinkButton type="button" onClick={() => actions.onAlways(t)}>
            Always do this…
          </LinkButton>
          {split ? (
            <LinkButton type="button" onClick={() => actions.onUnsplit(t)}>
              Unsplit
            </LinkButton>
          ) : (
            <LinkButton type="button" onClick={() => actions.onSplit(t)}>
              Split
            </LinkButton>
          )}
          {t.transfer ? (
            <LinkButton type="button" onClick={() => actions.onUnlink(t)}>
              Not a transfer
            </LinkButton>
          ) : (
            <LinkButton type="button" onClick={() => actions.onLink(t)}>
              Link as a transfer…
            </LinkButton>
          )}
        </Actions>
      ) : null}
    </>
  );
}
