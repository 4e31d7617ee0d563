import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { AMOUNT_FILTER_DEBOUNCE_MS, SAME_AMOUNT_HINT_LIMIT } from '@tracker/contracts';
import { useDebouncedValue } from '@tracker/ui-kit';
import { formatDate, formatSignedAmount } from '../format';
import { sameAmountQuery } from '../queries';

const Box = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/**
 * While an amount above 0 is typed, up to 5 existing transactions with the same amount (product.md › Behaviour), so a
 * duplicate is noticed before it is added. Queried 300 ms after typing stops.
 */
export function SameAmountHint({ amount }: { amount: string | null }) {
  const settled = useDebouncedValue(amount, AMOUNT_FILTER_DEBOUNCE_MS);
  const matches = useQuery({ ...sameAmountQuery(settled ?? ''), enabled: settled !== null && settled === amount });
  const found = (matches.data?.transactions ?? []).slice(0, SAME_AMOUNT_HINT_LIMIT);
  if (amount === null || settled !== amount || found.length === 0) return null;
  return (
    <Box role="note" aria-label="Transactions with the same amount" data-testid="same-amount-hint">
      <Title>Existing transactions with the same amount:</Title>
      <List>
        {found.map((t) => (
          <li key={t.id}>
            {formatDate(t.date)} · {t.description} · {formatSignedAmount(t)}
          </li>
        ))}
      </List>
    </Box>
  );
}
