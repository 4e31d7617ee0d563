import styled from 'styled-components';
import type { Change, CurrencyCode } from '@tracker/contracts';
import { ChangeText, moneyText } from './ComparisonTable';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Figure = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-variant-numeric: tabular-nums;
  & > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Points = styled.span<{ $tone: 'good' | 'bad' | 'none' }>`
  color: ${({ $tone, theme }) =>
    $tone === 'bad' ? theme.colors.danger : $tone === 'good' ? theme.colors.success : theme.colors.textMuted};
`;

/** Money of two periods (cents; null when a rate is unknown) and its change. */
export interface MoneyFigure {
  kind: 'money';
  label: string;
  testId: string;
  current: number | null;
  previous: number | null;
  change: Change;
  /** Money in: up is good (green). */
  upIsGood?: boolean;
}

/** A rate of two periods in percent (one decimal; null when it cannot be read); its change is in points. */
export interface RateFigure {
  kind: 'rate';
  label: string;
  testId: string;
  current: number | null;
  previous: number | null;
}

export type PeriodFigure = MoneyFigure | RateFigure;

const percentText = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

/** "+2.5 pts" from one rate to another (up is good: more of the income kept). */
function RateChange({ current, previous }: { current: number | null; previous: number | null }) {
  if (current === null || previous === null) return <Points $tone="none">—</Points>;
  const points = Math.round((current - previous) * 10) / 10;
  const tone = points === 0 ? 'none' : points > 0 ? 'good' : 'bad';
  return <Points $tone={tone}>{`${points > 0 ? '+' : ''}${points.toFixed(1)} pts`}</Points>;
}

/** Income, spending (and the savings rate) of two periods: the first's figure, the second's, the change. */
export function PeriodFigures({
  figures,
  previousLabel,
  currency,
  locale,
}: {
  figures: readonly PeriodFigure[];
  previousLabel: string;
  currency: CurrencyCode;
  locale?: string;
}) {
  return (
    <Grid>
      {figures.map((f) => (
        <Figure key={f.testId} data-testid={f.testId}>
          <span>{f.label}</span>
          <strong data-testid={`${f.testId}-value`}>
            {f.kind === 'rate' ? percentText(f.current) : moneyText(f.current, currency, locale)}
          </strong>
          <small data-testid={`${f.testId}-previous`}>
            {previousLabel}: {f.kind === 'rate' ? percentText(f.previous) : moneyText(f.previous, currency, locale)}
          </small>
          <span data-testid={`${f.testId}-change`}>
            {f.kind === 'rate' ? (
              <RateChange current={f.current} previous={f.previous} />
            ) : (
              <ChangeText change={f.change} currency={currency} locale={locale} upIsGood={f.upIsGood} />
            )}
          </span>
        </Figure>
      ))}
    </Grid>
  );
}
