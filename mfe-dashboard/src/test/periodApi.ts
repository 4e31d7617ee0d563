/**
 * An in-memory analytics API that answers by period, as the service does: each period's income (the Summary's card),
 * spending month by month and per category, keyed by "startDate..endDate". A period it does not know had nothing.
 * For Compare Months and Year to Date, whose figures are two periods' reads side by side.
 */
import type { CategorySpendingItem } from '@tracker/contracts';
import { createFakeFetch, type FakeAnswer, type FakeCall } from '@tracker/shell-sdk/testing';

export interface Period {
  income: string | null;
  months: Array<{ month: string; amount: string | null }>;
  categories: Array<Pick<CategorySpendingItem, 'category' | 'amount'>>;
}

/** A period's figures: `null` where a rate is unknown (the figure is then null, never a 1:1 sum). */
export function periodApi(periods: Record<string, Period>) {
  const figure = (amount: string | null) => ({ amount, parts: [], missingRates: amount === null ? ['AED'] : [] });
  return createFakeFetch(({ path, query }: FakeCall): FakeAnswer => {
    const period = periods[`${query.get('startDate')}..${query.get('endDate')}`];
    if (!period) return { status: 200, body: path.endsWith('summary') ? summary('0.00') : [] };
    if (path === '/api/analytics/summary') return { status: 200, body: summary(period.income) };
    if (path === '/api/analytics/monthly-spending')
      return { status: 200, body: period.months.map((m) => ({ month: m.month, ...figure(m.amount) })) };
    if (path === '/api/analytics/category-spending')
      return { status: 200, body: period.categories.map((c) => ({ category: c.category, ...figure(c.amount) })) };
    return { status: 404, body: { error: 'No endpoint', message: 'No endpoint' } };
  });
}

function summary(totalIncome: string | null) {
  return {
    totalIncome,
    totalExpenses: '0.00',
    totalInvestments: '0.00',
    totalDebtPaid: '0.00',
    transactionCount: 0,
    currency: 'USD',
    parts: { totalIncome: [], totalExpenses: [], totalInvestments: [], totalDebtPaid: [] },
    missingRates: [],
  };
}
