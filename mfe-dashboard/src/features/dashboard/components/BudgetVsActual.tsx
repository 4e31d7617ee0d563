import { useQuery } from '@tanstack/react-query';
import { Link } from '@tracker/router';
import styled from 'styled-components';
import {
  BUDGET_BAR_WIDTH,
  DASHBOARD_BUDGET_CATEGORIES,
  rateUnavailableNote,
  budgetMonthLabel,
  budgetVsActual,
  currencyOrDefault,
  currentBudgetMonth,
  formatMoney,
  formatMoneyParts,
  isoDate,
  moneyToCents,
  type BudgetMonth,
  type BudgetVsActualRow,
  type CurrencyCode,
} from '@tracker/contracts';
import { useDisplayLocale, useHomeCurrency } from '@tracker/shell-sdk';
import { budgetCategoriesQuery, budgetTypesQuery } from '@tracker/area-reads/budget';
import { categorySpendingQuery } from '../queries';
import { EmptyText, Widget, widgetError } from './Widget';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  flex-wrap: wrap;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Figures = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Note = styled.p<{ $warn: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textSubtle)};
  font-variant-numeric: tabular-nums;
`;

/** The track is the spec's fixed 75% of the row; the fill is the share of the budget spent (capped at full). */
const Track = styled.div`
  width: ${BUDGET_BAR_WIDTH};
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div<{ $over: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.primary)};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(4)};
`;

const ButtonLink = styled(Link)`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The first and last day of a budget month, for the month's spending. */
function monthRange({ month, year }: BudgetMonth) {
  return { startDate: isoDate(new Date(year, month - 1, 1)), endDate: isoDate(new Date(year, month, 0)) };
}

/**
 * Percent of the budget spent, whole, capped at 100 for the bar (a zero budget counts as 1, product.md › Validation
 * rules).
 */
export function spentPercent(spent: string, budgeted: string): number {
  const budget = moneyToCents(budgeted);
  const share = Math.round((moneyToCents(spent) * 100) / (budget === 0 ? 1 : budget));
  return Math.min(100, Math.max(0, share));
}

/**
 * What a row says: the spending converted into the home currency (the budget's) "of" the budget, with the parts per
 * currency when some of it was in another; when a rate is unknown, the parts themselves and why, never a wrong sum.
 */
export function rowFigures(row: BudgetVsActualRow, currency: CurrencyCode, locale: string) {
  const budgeted = formatMoney(row.budgeted, { currency, locale });
  const parts = row.spentParts ?? [];
  if (row.spent === null) {
    return {
      text: `${formatMoneyParts(parts, { locale })} of ${budgeted}`,
      note: rateUnavailableNote(row.missingRates ?? []),
      percent: null,
    };
  }
  const converted = parts.some((part) => part.currency !== currency);
  return {
    text: `${formatMoney(row.spent, { currency, locale })} of ${budgeted}`,
    note: converted ? `Converted from ${formatMoneyParts(parts, { locale })}` : null,
    percent: spentPercent(row.spent, row.budgeted),
  };
}

/**
 * Budget vs Actual Spending (product.md › Screens and routes, Constants and limits): the current month's 4 largest
 * budget categories (Budget area's API) with what was spent in each this month. Either service failing shows this
 * widget's error only.
 */
export function BudgetVsActual({ today = new Date(), ready = true }: { today?: Date; ready?: boolean }) {
  const month = currentBudgetMonth(today);
  const currency = currencyOrDefault(useHomeCurrency());
  const locale = useDisplayLocale();
  const categories = useQuery(budgetCategoriesQuery(month));
  const types = useQuery(budgetTypesQuery(month));
  // The month's spending waits for the cards (`ready`), as the insights do; it is not needed without a budget.
  const spending = useQuery({
    ...categorySpendingQuery({ ...monthRange(month), currency }),
    enabled: ready && (categories.data?.length ?? 0) > 0,
  });
  const failed = [categories, types, spending].find((q) => q.isError);
  const rows =
    categories.data && types.data && (spending.data || categories.data.length === 0)
      ? budgetVsActual(categories.data, spending.data ?? [], types.data).slice(0, DASHBOARD_BUDGET_CATEGORIES)
      : [];
  return (
    <Widget
      title="Budget vs Actual Spending"
      testId="budget-vs-actual"
      loading={categories.isPending || types.isPending || ((categories.data?.length ?? 0) > 0 && spending.isPending)}
      error={failed ? widgetError(failed, 'Your budget could not be read. Please try again.') : null}
      actions={<ButtonLink to="/budget">Manage budget</ButtonLink>}
    >
      {rows.length === 0 ? (
        <Empty>
          <EmptyText>No budget set for {budgetMonthLabel(month)} yet.</EmptyText>
          <ButtonLink to="/budget">Create a budget</ButtonLink>
        </Empty>
      ) : (
        <List aria-label={`Budget vs actual, ${budgetMonthLabel(month)}`}>
          {rows.map((row) => {
            const figures = rowFigures(row, currency, locale);
            const over = row.spent !== null && moneyToCents(row.spent) > moneyToCents(row.budgeted);
            return (
              <Row key={row.name} data-testid="budget-row">
                <Line>
                  <Name>{row.name}</Name>
                  <Figures>{figures.text}</Figures>
                </Line>
                <Track
                  role="progressbar"
                  aria-label={`${row.name} spent`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={figures.percent ?? undefined}
                  aria-valuetext={figures.percent === null ? `${figures.text}, not converted` : figures.text}
                >
                  <Fill $over={over} style={{ width: `${figures.percent ?? 0}%` }} />
                </Track>
                {figures.note ? (
                  <Note
                    $warn={figures.percent === null}
                    role={figures.percent === null ? 'status' : undefined}
                    data-testid="budget-row-note"
                  >
                    {figures.note}
                  </Note>
                ) : null}
              </Row>
            );
          })}
        </List>
      )}
    </Widget>
  );
}
