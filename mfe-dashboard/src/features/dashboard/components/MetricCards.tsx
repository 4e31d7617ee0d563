import styled from 'styled-components';
import { formatMoney, type DashboardSummary } from '@tracker/contracts';
import { Card, ErrorCard } from '@tracker/ui-kit';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Metric = styled(Card)<{ $accent: string }>`
  container-type: inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  border-top: 3px solid ${({ $accent }) => $accent};
`;

const Label = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The figure stays on one line: its size shrinks with the card's width and the figure's length (a digit is about
 * 0.6 em wide, so n characters fit a card of width W at W / (0.6 n)), between 1 rem and the page's largest size.
 */
const Value = styled.p<{ $chars: number }>`
  font-size: clamp(1rem, ${({ $chars }) => (160 / Math.max($chars, 1)).toFixed(2)}cqi, ${({ theme }) => theme.fontSizes.xxl});
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const METRICS = [
  { key: 'totalIncome', label: 'Total Income', hint: 'Money in', testId: 'metric-total-income', accent: '#10B981' },
  { key: 'totalExpenses', label: 'Total Expenses', hint: 'Money out, excluding investments and debt', testId: 'metric-total-expenses', accent: '#F59E0B' },
  { key: 'totalInvestments', label: 'Total Investments', hint: "Categories with 'investment' or 'stock'", testId: 'metric-total-investments', accent: '#8B5CF6' },
  { key: 'totalDebtPaid', label: 'Total Debt Paid', hint: "Categories with 'debt' or 'loan'", testId: 'metric-total-debt-paid', accent: '#EF4444' },
] as const satisfies ReadonlyArray<{ key: keyof DashboardSummary; label: string; hint: string; testId: string; accent: string }>;

function Figure({ testId, text }: { testId: string; text: string }) {
  return (
    <Value data-testid={testId} $chars={text.length}>
      {text}
    </Value>
  );
}

export interface MetricCardsProps {
  summary: DashboardSummary | undefined;
  loading: boolean;
  /** A message instead of the figures (the period is invalid, or the summary could not be read). */
  error?: { message: string; onRetry?: () => void } | null;
}

/** The four metric cards of the period (spec §2), each an exact figure from GET /api/analytics/summary. */
export function MetricCards({ summary, loading, error = null }: MetricCardsProps) {
  if (error) {
    return <ErrorCard title="The totals could not be loaded" message={error.message} onRetry={error.onRetry} testId="metric-cards-error" />;
  }
  return (
    <Grid data-testid="metric-cards" aria-busy={loading || undefined}>
      {METRICS.map((metric) => (
        <Metric key={metric.key} data-testid={metric.testId} $accent={metric.accent} aria-labelledby={`${metric.testId}-label`}>
          <Label id={`${metric.testId}-label`}>{metric.label}</Label>
          <Figure testId={`${metric.testId}-value`} text={summary ? formatMoney(summary[metric.key]) : loading ? '…' : formatMoney(0)} />
          <Hint>{metric.hint}</Hint>
        </Metric>
      ))}
    </Grid>
  );
}
