import { endpoints, type DateRange } from '@tracker/contracts';

/**
 * Query keys of what the Summary reads. Each starts with the call's path, as in the other areas, so a write
 * anywhere that invalidates a path (an upload, a manual add, a budget or asset change) refreshes the widget here.
 */
export const queryKeys = {
  transactions: [endpoints.listTransactions.path],
  summary: [endpoints.dashboardSummary.path],
  summaryOf: (query: DateRange & { currency: string }) => [endpoints.dashboardSummary.path, query] as const,
  monthlySpending: [endpoints.monthlySpending.path],
  categorySpendingOf: (query: DateRange & { currency: string }) => [endpoints.categorySpending.path, query] as const,
  insights: [endpoints.insights.path],
  spendingBudget: [endpoints.spendingBudgetByMonth.path],
} as const;
