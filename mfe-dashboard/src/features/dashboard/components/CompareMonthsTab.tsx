import { useState } from 'react';
import styled from 'styled-components';
import {
  changeOf,
  compareCategories,
  currencyOrDefault,
  isoDate,
  monthRange,
  shiftYearMonth,
} from '@tracker/contracts';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';
import { TextField } from '@tracker/ui-kit';
import { usePeriodFigures } from '../periodFigures';
import { ComparisonChart } from './ComparisonChart';
import { ComparisonTable } from './ComparisonTable';
import { PeriodFigures } from './PeriodFigures';
import { monthLabel } from './SpendingChart';
import { Widget } from './Widget';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  & > * {
    flex: 1 1 180px;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const LONG_MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const longMonth = (month: string) => LONG_MONTH.format(new Date(`${month}-01T00:00:00Z`));
/** "29 November" style day of a YYYY-MM-DD date. */
export const dayText = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/**
 * Compare Months (in place of the spec's "coming soon"): two months side by side, this month and last by default —
 * income, spending, each category with its change in money and percent, and a chart — in the home currency, by the
 * same figures as the Summary. The current month counts to today.
 */
export function CompareMonthsTab({ today = new Date() }: { today?: Date }) {
  const currency = currencyOrDefault(useHomeCurrency());
  const locale = useDisplayLocale();
  const todayIso = isoDate(today);
  const thisMonth = todayIso.slice(0, 7);
  const [first, setFirst] = useState(thisMonth);
  const [second, setSecond] = useState(shiftYearMonth(thisMonth, -1));
  const valid = MONTH.test(first) && MONTH.test(second);
  const a = usePeriodFigures(monthRange(valid ? first : thisMonth), currency, valid);
  const b = usePeriodFigures(monthRange(valid ? second : thisMonth), currency, valid);
  // A cleared picker is no month: nothing is asked or labelled until both are months again.
  const labels = valid ? ([monthLabel(first), monthLabel(second)] as const) : (['', ''] as const);
  const rows = compareCategories(a.categories, b.categories);
  const failed = a.failed ?? b.failed;
  const partial = [first, second].includes(thisMonth);
  return (
    <Stack data-testid="compare-months">
      <Pickers>
        <TextField
          label="Month"
          type="month"
          value={first}
          max={thisMonth}
          required
          onChange={(e) => setFirst(e.target.value)}
        />
        <TextField
          label="Compared with"
          type="month"
          value={second}
          max={thisMonth}
          required
          onChange={(e) => setSecond(e.target.value)}
        />
      </Pickers>
      <Widget
        title={valid ? `${longMonth(first)} compared with ${longMonth(second)}` : 'Compare two months'}
        testId="compare-months-figures"
        loading={a.loading || b.loading}
        error={failed ? { message: 'The figures could not be read.', onRetry: () => void failed.refetch() } : null}
      >
        {valid ? (
          <Stack>
            {partial ? (
              <Note data-testid="compare-months-note">
                {longMonth(thisMonth)} is counted to today, {dayText(todayIso)}.
              </Note>
            ) : null}
            <PeriodFigures
              previousLabel={labels[1]}
              currency={currency}
              locale={locale}
              figures={[
                {
                  kind: 'money',
                  label: 'Income',
                  testId: 'compare-income',
                  current: a.income,
                  previous: b.income,
                  change: changeOf(a.income, b.income),
                  upIsGood: true,
                },
                {
                  kind: 'money',
                  label: 'Spending',
                  testId: 'compare-spending',
                  current: a.spending,
                  previous: b.spending,
                  change: changeOf(a.spending, b.spending),
                },
              ]}
            />
            <ComparisonChart rows={rows} labels={labels} currency={currency} testId="compare-months-chart" />
            <ComparisonTable
              rows={rows}
              labels={labels}
              currency={currency}
              locale={locale}
              testId="compare-months-table"
            />
          </Stack>
        ) : (
          <Note>Choose two months to compare.</Note>
        )}
      </Widget>
    </Stack>
  );
}
