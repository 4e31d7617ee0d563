import { budgetLinesResponseSchema, internalBudgetLinesPath, type BudgetLinesResponse } from '@tracker/contracts';
import { callInternal, InternalCallError, type InternalCallOptions, type Logger } from '@tracker/service-kit';

export type BudgetLine = BudgetLinesResponse['budgets'][number];

/**
 * The budget service's budget lines for the insights (GET /internal/budget-lines/:userId). The budget service may
 * not implement the call yet, or be down: every failure counts as "no budgets".
 */
export class BudgetClient {
  constructor(private readonly options: InternalCallOptions & { logger?: Logger }) {}

  async budgetLines(userId: string): Promise<BudgetLine[]> {
    try {
      const answer = await callInternal(
        this.options,
        'GET',
        internalBudgetLinesPath(userId),
        undefined,
        budgetLinesResponseSchema,
      );
      return answer.budgets;
    } catch (err) {
      const message = err instanceof InternalCallError ? err.message : String(err);
      this.options.logger?.debug(`budget lines unavailable, insights use none: ${message}`);
      return [];
    }
  }
}
