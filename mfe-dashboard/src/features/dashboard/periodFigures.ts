import { useQuery } from '@tanstack/react-query';
import { moneyToCents, totalSpending, type DateRange } from '@tracker/contracts';
import { categorySpendingQuery, monthlySpendingQuery, summaryQuery } from './queries';

/**
 * One period's income, spending (in all and month by month) and spending per category, by the Summary's own reads:
 * the cards' income, the spending chart's months and Budget vs Actual's categories, each for exactly the period's
 * days, in `currency` (the home currency). Cents; null where a rate is unknown.
 */
export function usePeriodFigures(range: DateRange, currency: string, enabled = true) {
  const summary = useQuery({ ...summaryQuery(range, currency), enabled });
  const months = useQuery({ ...monthlySpendingQuery(range.startDate, currency, range.endDate), enabled });
  const categories = useQuery({ ...categorySpendingQuery({ ...range, currency }), enabled });
  const points = months.data ?? [];
  return {
    loading: enabled && (summary.isPending || months.isPending || categories.isPending),
    failed: [summary, months, categories].find((q) => q.isError) ?? null,
    income: summary.data?.totalIncome == null ? null : moneyToCents(summary.data.totalIncome),
    spending: months.data ? totalSpending(points) : null,
    months: points,
    categories: categories.data ?? [],
  };
}

export type PeriodFiguresResult = ReturnType<typeof usePeriodFigures>;
