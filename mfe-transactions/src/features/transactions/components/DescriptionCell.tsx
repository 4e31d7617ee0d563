/**
 * The Description column: a rule's display name over the statement's text (kept, and searched), a split row's
 * parts, and the row's own actions ("Always do this…", Split / Unsplit).
 */
import styled from 'styled-components';
import { formatMoney, type Transaction } from '@tracker/contracts';
import { TruncatedText } from '@tracker/ui-kit';

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

export interface RowActions {
  onAlways: (t: Transaction) => void;
  onSplit: (t: Transaction) => void;
  onUnsplit: (t: Transaction) => void;
}

export function DescriptionCell({ t, actions }: { t: Transaction; actions?: RowActions }) {
  const currency = t.currency ?? undefined;
  const split = t.splits && t.splits.length > 0 ? t.splits : null;
  return (
    <>
      <TruncatedText text={t.displayName ?? t.description} lines={2} />
      {t.displayName ? <Original title="The statement's text">{t.description}</Original> : null}
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
        </Actions>
      ) : null}
    </>
  );
}
