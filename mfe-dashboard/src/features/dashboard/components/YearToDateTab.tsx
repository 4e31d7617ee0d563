import styled from 'styled-components';
import {
  changeOf,
  compareCategories,
  currencyOrDefault,
  isoDate,
  moneyToCents,
  savingsRate,
  yearToDateRanges,
  type CurrencyCode,
  type MonthlySpendingPoint,
} from '@tracker/contracts';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';
import { usePeriodFigures } from '../periodFigures';
import { dayText, Note, Stack } from './CompareMonthsTab';
import { ComparisonTable, moneyText, periodTableBase } from './ComparisonTable';
import { PeriodFigures } from './PeriodFigures';
import { Widget } from './Widget';

const Months = styled.table`
  ${periodTableBase}
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** A month's spending in cents (0 when it had none; null when a rate is unknown). */
const monthCents = (points: readonly MonthlySpendingPoint[], month: string): number | null => {
  const point = points.find((p) => p.month === month);
  if (!point) return 0;
  return point.amount === null ? null : moneyToCents(point.amount);
};

/** Spending month by month, this year against the same days of last year (the last month to today's day). */
function MonthByMonth({
  year,
  lastYear,
  today,
  now,
  before,
  currency,
  locale,
}: {
  year: string;
  lastYear: string;
  today: string;
  now: readonly MonthlySpendingPoint[];
  before: readonly MonthlySpendingPoint[];
  currency: CurrencyCode;
  locale: string;
}) {
  const count = Number(today.slice(5, 7));
  const months = Array.from({ length: count }, (_, i) => String(i + 1).padStart(2, '0'));
  const name = (m: string) => SHORT_MONTH.format(new Date(`${year}-${m}-01T00:00:00Z`));
  return (
    <Months data-testid="ytd-months" aria-label={`Spending month by month, ${year} and ${lastYear}`}>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">{year}</th>
          <th scope="col">{lastYear}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((m, i) => (
          <tr key={m} data-testid="ytd-month-row">
            <th scope="row">{i === count - 1 ? `${name(m)} 1–${Number(today.slice(8, 10))}` : name(m)}</th>
            <td>{moneyText(monthCents(now, `${year}-${m}`), currency, locale)}</td>
            <td>{moneyText(monthCents(before, `${lastYear}-${m}`), currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </Months>
  );
}

/**
 * Year to Date (in place of the spec's "coming soon"): 1 January to today against the same days of last year —
 * income, spending, savings rate, each category, and spending month by month — in the home currency, by the same
 * figures as the Summary.
 */
export function YearToDateTab({ today = new Date() }: { today?: Date }) {
  const currency = currencyOrDefault(useHomeCurrency());
  const locale = useDisplayLocale();
  const todayIso = isoDate(today);
  const { current, previous } = yearToDateRanges(todayIso);
  const now = usePeriodFigures(current, currency);
  const before = usePeriodFigures(previous, currency);
  const year = current.startDate.slice(0, 4);
  const lastYear = previous.startDate.slice(0, 4);
  const labels = [`${year} to date`, `Same days of ${lastYear}`] as const;
  const rows = compareCategories(now.categories, before.categories);
  const failed = now.failed ?? before.failed;
  return (
    <Stack data-testid="year-to-date">
      <Widget
        title={`${year} to date, against the same days of ${lastYear}`}
        testId="ytd-figures"
        loading={now.loading || before.loading}
        error={failed ? { message: 'The figures could not be read.', onRetry: () => void failed.refetch() } : null}
      >
        <Stack>
          <Note>January 1 to {dayText(todayIso)} in each year. Savings rate is the share of income not spent.</Note>
          <PeriodFigures
            previousLabel={labels[1]}
            currency={currency}
            locale={locale}
            figures={[
              {
                kind: 'money',
                label: 'Income',
                testId: 'ytd-income',
                current: now.income,
                previous: before.income,
                change: changeOf(now.income, before.income),
                upIsGood: true,
              },
              {
                kind: 'money',
                label: 'Spending',
                testId: 'ytd-spending',
                current: now.spending,
                previous: before.spending,
                change: changeOf(now.spending, before.spending),
              },
              {
                kind: 'rate',
                label: 'Savings rate',
                testId: 'ytd-savings-rate',
                current: savingsRate(now.income, now.spending),
                previous: savingsRate(before.income, before.spending),
              },
            ]}
          />
          <MonthByMonth
            year={year}
            lastYear={lastYear}
            today={todayIso}
            now={now.months}
            before={before.months}
            currency={currency}
            locale={locale}
          />
          <ComparisonTable rows={rows} labels={labels} currency={currency} locale={locale} testId="ytd-categories" />
        </Stack>
      </Widget>
    </Stack>
  );
}
