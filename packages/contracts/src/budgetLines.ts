/**
 * Service-to-service contract for the insights (issue 5): services/transactions asks services/budget for one user's
 * budget lines over internal HTTP (never routed by the gateway; `x-internal-token` when INTERNAL_TOKEN is set) and
 * passes them to the categoriser's /internal/insights. Until the budget service implements it, the transactions
 * service treats a missing or failing answer as "no budgets".
 */
import { z } from 'zod';
import { insightsRequestSchema } from './categoriser';

/** `GET /internal/budget-lines/:userId` on services/budget. */
export const INTERNAL_BUDGET_LINES_PATH = '/internal/budget-lines/:userId';

export function internalBudgetLinesPath(userId: string): string {
  return `/internal/budget-lines/${encodeURIComponent(userId)}`;
}

/**
 * The current month's budget categories, each with its monthly-equivalent amount (product.md › Constants and limits
 * conversion).
 */
export const budgetLinesResponseSchema = z.object({ budgets: insightsRequestSchema.shape.budgets });
export type BudgetLinesResponse = z.infer<typeof budgetLinesResponseSchema>;
