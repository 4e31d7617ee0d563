import styled from 'styled-components';
import {
  currencyOrDefault,
  formatMoney,
  formatMoneyParts,
  rateUnavailableNote,
  type DashboardSummary,
  type MoneyPart,
  type SummaryCard,
} from '@tracker/contracts';
import { useDisplayLocale } from '@tracker/shell-sdk';
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
const Value = styled.p<{ $chars: number; $wrap?: boolean }>`
  font-size: clamp(1rem, ${({ $chars }) => (160 / Math.max($chars, 1)).toFixed(2)}cqi, ${({ theme }) => theme.fontSizes.xxl});
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
  white-space: ${({ $wrap }) => ($wrap ? 'normal' : 'nowrap')};
  overflow-wrap: anywhere;
`;

const Parts = styled.p<{ $warn: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const METRICS = [
  { key: 'totalIncome', label: 'Total Income', hint: 'Money in', testId: 'metric-total-income', accent: '#10B981' },
  {
    key: 'totalExpenses',
    label: 'Total Expenses',
    hint: 'Money out, excluding investments and debt',
    testId: 'metric-total-expenses',
    accent: '#F59E0B',
  },
  {
    key: 'totalInvestments',
    label: 'Total Investments',
    hint: "Categories with 'investment' or 'stock'",
    testId: 'metric-total-investments',
    accent: '#8B5CF6',
  },
  {
    key: 'totalDebtPaid',
    label: 'Total Debt Paid',
    hint: "Categories with 'debt' or 'loan'",
    testId: 'metric-total-debt-paid',
    accent: '#EF4444',
  },
] as const satisfies ReadonlyArray<{ key: SummaryCard; label: string; hint: string; testId: string; accent: string }>;

/** What one card shows: its total in the summary's currency, or, when a rate is unknown, its parts per currency. */
export function cardFigure(summary: DashboardSummary, card: SummaryCard, locale: string) {
  const currency = currencyOrDefault(summary.currency);
  const parts: MoneyPart[] = summary.parts?.[card] ?? [];
  const total = summary[card];
  if (total === null) {
    // The currencies of this card without a rate (the summary lists every card's).
    const own = summary.missingRates.filter((code) => parts.some((part) => part.currency === code));
    const note = rateUnavailableNote(own.length > 0 ? own : summary.missingRates);
    return { text: formatMoneyParts(parts, { locale }), note, warn: true };
  }
  const others = parts.filter((part) => part.currency !== currency);
  return {
    text: formatMoney(total, { currency, locale }),
    note: others.length > 0 ? `Converted from ${formatMoneyParts(parts, { locale })}` : null,
    warn: false,
  };
}

function Figure({ testId, text, wrap = false }: { testId: string; text: string; wrap?: boolean }) {
  return (
    <Value data-testid={testId} $chars={wrap ? 12 : text.length} $wrap={wrap}>
      {text}
    </Value>
  );
}

function CardFigure({
  summary,
  card,
  testId,
  locale,
}: {
  summary: DashboardSummary;
  card: SummaryCard;
  testId: string;
  locale: string;
}) {
  const figure = cardFigure(summary, card, locale);
  return (
    <>
      {/* Parts per currency may be long: they wrap at a readable size rather than shrink to fit one line. */}
      <Figure testId={`${testId}-value`} text={figure.text} wrap={figure.warn} />
      {figure.note ? (
        <Parts data-testid={`${testId}-parts`} $warn={figure.warn} role={figure.warn ? 'status' : undefined}>
          {figure.note}
        </Parts>
      ) : null}
    </>
  );
}

export interface MetricCardsProps {
  summary: DashboardSummary | undefined;
  loading: boolean;
  /** A message instead of the figures (the period is invalid, or the summary could not be read). */
  error?: { message: string; onRetry?: () => void } | null;
}

/**
 * The four metric cards of the period (product.md › Screens and routes), each an exact figure from GET
 * /api/analytics/summary.
 */
export function MetricCards({ summary, loading, error = null }: MetricCardsProps) {
  const locale = useDisplayLocale();
  if (error) {
    return (
      <ErrorCard
        title="The totals could not be loaded"
        message={error.message}
        onRetry={error.onRetry}
        testId="metric-cards-error"
      />
    );
  }
  return (
    <Grid data-testid="metric-cards" aria-busy={loading || undefined}>
      {METRICS.map((metric) => (
        <Metric
          key={metric.key}
          data-testid={metric.testId}
          $accent={metric.accent}
          aria-labelledby={`${metric.testId}-label`}
        >
          <Label id={`${metric.testId}-label`}>{metric.label}</Label>
          {summary ? (
            <CardFigure summary={summary} card={metric.key} testId={metric.testId} locale={locale} />
          ) : (
            <Figure testId={`${metric.testId}-value`} text={loading ? '…' : formatMoney(0, { locale })} />
          )}
          <Hint>{metric.hint}</Hint>
        </Metric>
      ))}
    </Grid>
  );
}
