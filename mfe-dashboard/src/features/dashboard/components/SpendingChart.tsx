import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  CHART_PERIOD_MONTHS,
  CHART_PERIODS,
  DEFAULT_CHART_PERIOD,
  chartStartMonth,
  currencyOrDefault,
  formatMoney,
  formatMoneyParts,
  rateUnavailableNote,
  type ChartPeriod,
  type CurrencyCode,
  type MonthlySpendingPoint,
  type SpendingBudgetResponse,
} from '@tracker/contracts';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';
import { monthlySpendingQuery, spendingBudgetQuery } from '../queries';
import { LazyChart, rememberSpendingChart } from './charts';
import { EmptyText, Widget, widgetError } from './Widget';

const Ranges = styled.div`
  display: inline-flex;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const RangeButton = styled.button<{ $active: boolean }>`
  border: 0;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $active, theme }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const SERIES_COLORS = { spending: '#2563EB', budget: '#94A3B8' } as const;

const Legend = styled.ul`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Key = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

/** The line each series is drawn with: solid for spending, dashed for the budget line. */
const Swatch = styled.span<{ $color: string; $dashed?: boolean }>`
  width: 18px;
  border-top: 3px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $color }) => $color};
`;

/** Months whose spending could not be converted, each with its parts per currency. */
const Unconverted = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
`;

const nextMonth = (month: string) => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The months one range shows, oldest first, each with its spending ('0.00' for a month without any): from the
 * first month with data (never months before the first statement, drawn as if nothing was spent), within the last 6
 * or 12 calendar months for those ranges, up to this one. Empty when none of them has data.
 */
export function chartMonths(
  points: readonly MonthlySpendingPoint[],
  period: ChartPeriod,
  today: Date = new Date(),
): MonthlySpendingPoint[] {
  const current = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const rangeStart = chartStartMonth(CHART_PERIOD_MONTHS[period], today);
  const inRange = points.filter((p) => rangeStart === null || p.month >= rangeStart);
  const first = inRange[0]?.month;
  if (first === undefined) return [];
  const byMonth = new Map(inRange.map((p) => [p.month, p]));
  const lastData = inRange.at(-1)?.month ?? current;
  const last = lastData > current ? lastData : current;
  const months: MonthlySpendingPoint[] = [];
  for (let month = first; month <= last; month = nextMonth(month))
    months.push(byMonth.get(month) ?? { month, amount: '0.00', parts: [], missingRates: [] });
  return months;
}

/** 'Jun 2026': the month and the whole year, never read as a day ('Jun 26'). */
const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = (month: string) => MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * The budget line's points: each shown month's spending budget, null (no line) for a month without a budget.
 * Null when no shown month has one: then no budget line and no key at all.
 */
export function budgetLine(
  months: readonly Pick<MonthlySpendingPoint, 'month'>[],
  budgets: SpendingBudgetResponse,
): Array<number | null> | null {
  const byMonth = new Map(budgets.map((b) => [b.month, Number(b.amount)]));
  const line = months.map((m) => byMonth.get(m.month) ?? null);
  return line.some((value) => value !== null) ? line : null;
}

/** The key's words: 'Budget ($3,680 a month)', or the range when months differ ('Budget ($3,400 to $3,680 a month)'). */
export function budgetKey(line: ReadonlyArray<number | null>, money: (value: number) => string): string {
  const values = line.filter((value): value is number => value !== null);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `Budget (${money(low)} a month)` : `Budget (${money(low)} to ${money(high)} a month)`;
}

/**
 * A month's spending as its tooltip says it: the total in the home currency, with what it was converted from when
 * other currencies are in it; a month whose rate is unknown has no total, only its parts.
 */
export function monthFigure(point: MonthlySpendingPoint, currency: CurrencyCode, locale: string): string {
  if (point.amount === null) return `${formatMoneyParts(point.parts, { locale })} (not converted)`;
  const total = formatMoney(point.amount, { currency, locale });
  return point.parts.some((part) => part.currency !== currency)
    ? `${total} (from ${formatMoneyParts(point.parts, { locale })})`
    : total;
}

/**
 * Monthly Spending Overview (product.md › Screens and routes, Constants and limits): spending per month in the
 * user's home currency, each amount converted at its own day's rate by the service, against the user's own spending
 * budget of each month (expenses and debts; no line for a month without a budget). A month with an amount whose
 * rate is unknown is left out of the line (a gap, never a 1:1 sum) and listed under the chart with its parts per
 * currency.
 */
export function SpendingChart({ today = new Date() }: { today?: Date }) {
  const [period, setPeriod] = useState<ChartPeriod>(DEFAULT_CHART_PERIOD);
  const currency = currencyOrDefault(useHomeCurrency());
  const locale = useDisplayLocale();
  const firstMonth = chartStartMonth(CHART_PERIOD_MONTHS[period], today);
  const query = useQuery(monthlySpendingQuery(firstMonth === null ? null : `${firstMonth}-01`, currency));
  // The budget line is extra: if the budget service does not answer, the spending is drawn alone.
  const budgets = useQuery(spendingBudgetQuery(firstMonth));
  const months = chartMonths(query.data ?? [], period, today);
  const budget = budgetLine(months, budgets.data ?? []);
  const unconverted = months.filter((m) => m.amount === null);
  const drawn = query.isSuccess ? months.length > 0 : null;
  useEffect(() => {
    if (drawn !== null) rememberSpendingChart(drawn);
  }, [drawn]);
  const series = [
    { name: 'Spending', data: months.map((m) => (m.amount === null ? null : Number(m.amount))) },
    ...(budget ? [{ name: 'Budget', data: budget }] : []),
  ];
  const money = (value: number, places?: number) => formatMoney(value, { currency, locale, places });
  const options = {
    chart: { toolbar: { show: false }, zoom: { enabled: false }, fontFamily: 'inherit' },
    colors: [SERIES_COLORS.spending, SERIES_COLORS.budget],
    stroke: { curve: 'smooth' as const, width: [3, 2], dashArray: [0, 6] },
    markers: { size: months.length < 2 ? 5 : 3 },
    xaxis: { categories: months.map((m) => monthLabel(m.month)), labels: { hideOverlappingLabels: true } },
    yaxis: { labels: { formatter: (value: number) => money(value, 0) } },
    tooltip: {
      y: {
        formatter: (value: number, context?: { seriesIndex?: number; dataPointIndex?: number }) => {
          const point = context?.seriesIndex === 0 ? months[context.dataPointIndex ?? -1] : undefined;
          return point ? monthFigure(point, currency, locale) : money(value);
        },
      },
    },
    dataLabels: { enabled: false },
    // The legend is drawn below (apexcharts' legend feature is not loaded: see apexLine.ts).
    legend: { show: false },
  };
  return (
    <Widget
      title="Monthly Spending Overview"
      testId="spending-chart"
      loading={query.isPending}
      error={widgetError(query, 'Your monthly spending could not be read. Please try again.')}
      actions={
        <Ranges role="group" aria-label="Chart period">
          {CHART_PERIODS.map((p) => (
            <RangeButton
              key={p}
              type="button"
              $active={p === period}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {p}
            </RangeButton>
          ))}
        </Ranges>
      }
    >
      {months.length === 0 ? (
        <EmptyText>No spending data available</EmptyText>
      ) : (
        <>
          <Legend aria-label="Chart legend">
            <Key>
              <Swatch $color={SERIES_COLORS.spending} aria-hidden="true" />
              Spending
            </Key>
            {budget ? (
              <Key>
                <Swatch $color={SERIES_COLORS.budget} $dashed aria-hidden="true" />
                {budgetKey(budget, (value) => money(value, 0))}
              </Key>
            ) : null}
          </Legend>
          <LazyChart type="line" series={series} options={options} height={280} testId="spending-chart-canvas" />
          {unconverted.length > 0 ? (
            <Unconverted role="status" data-testid="spending-chart-unconverted">
              <strong>{rateUnavailableNote(unconverted.flatMap((m) => m.missingRates).sort())}</strong>
              <ul>
                {unconverted.map((m) => (
                  <li key={m.month}>
                    {monthName(m.month, locale)}: {formatMoneyParts(m.parts, { locale })}
                  </li>
                ))}
              </ul>
            </Unconverted>
          ) : null}
        </>
      )}
    </Widget>
  );
}
