import styled from 'styled-components';
import { centsToMoney, type BudgetTotals } from '@tracker/contracts';
import { Card } from '@tracker/ui-kit';
import { useBudgetMoney } from '../money';

const Grid = styled(Card)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Figure = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p<{ $tone?: 'positive' | 'negative' }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ $tone, theme }) =>
    $tone === 'negative' ? theme.colors.danger : $tone === 'positive' ? theme.colors.success : theme.colors.heading};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/**
 * The card of product.md › Screens and routes: Amount leftover, Total Monthly Income, Total Monthly Outgoings (monthly
 * equivalents, product.md › Constants and limits).
 */
export function SummaryCard({ totals }: { totals: BudgetTotals }) {
  const leftover = totals.leftover;
  const { format } = useBudgetMoney();
  return (
    <Grid data-testid="budget-summary" aria-label="Budget summary">
      <Figure>
        <Label>Amount leftover</Label>
        <Value data-testid="amount-leftover" $tone={leftover < 0 ? 'negative' : leftover > 0 ? 'positive' : undefined}>
          {format(centsToMoney(leftover))}
        </Value>
        <Note>Income minus savings, investments, expenses and debts/loans</Note>
      </Figure>
      <Figure>
        <Label>Total Monthly Income</Label>
        <Value data-testid="total-monthly-income">{format(centsToMoney(totals.income))}</Value>
      </Figure>
      <Figure>
        <Label>Total Monthly Outgoings</Label>
        <Value data-testid="total-monthly-outgoings">{format(centsToMoney(totals.outgoings))}</Value>
      </Figure>
    </Grid>
  );
}
