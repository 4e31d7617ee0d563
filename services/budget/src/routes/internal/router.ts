import Router from '@koa/router';
import {
  centsToMoney,
  currentBudgetMonth,
  INTERNAL_BUDGET_LINES_PATH,
  internalStatsParamsSchema,
  monthlyCents,
  USER_DATA_COLLECTIONS,
  type BudgetLinesResponse,
} from '@tracker/contracts';
import { inputOf, internalOnly, internalUserDataRouter, validate } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { budgetCategoryModel } from '../budgetCategories/model';

export interface InternalRouterDeps {
  connection: Connection;
  internalToken: string | undefined;
  /** The clock that decides the current month (tests pin it). */
  now?: () => Date;
}

/** Most lines the contract carries (budgetLinesResponseSchema). */
const MAX_LINES = 1000;
const linesInput = { params: internalStatsParamsSchema };

/**
 * Service-to-service routes (never routed by the gateway; `x-internal-token` when INTERNAL_TOKEN is set):
 * GET /internal/budget-lines/:userId, the current month's categories with their monthly amounts, for the
 * transactions service's insights.
 */
export function internalRouter({ connection, internalToken, now = () => new Date() }: InternalRouterDeps): Router {
  const categories = budgetCategoryModel(connection);
  const router = new Router();
  router.use(internalOnly(internalToken));
  router.get(INTERNAL_BUDGET_LINES_PATH, validate(linesInput), async (ctx) => {
    const { userId } = inputOf(ctx, linesInput).params;
    const { month, year } = currentBudgetMonth(now());
    const docs = await categories
      .find({ userId, year, month }, { name: 1, amountCents: 1, frequency: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .limit(MAX_LINES)
      .lean();
    const body: BudgetLinesResponse = {
      budgets: docs.map((c) => ({
        name: c.name,
        monthlyAmount: centsToMoney(monthlyCents(c.amountCents, c.frequency)),
      })),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}

/** GET and DELETE /internal/user-data/:userId (download my data, delete my account): the budget types and categories. */
export function userDataRouter({ connection, internalToken }: InternalRouterDeps): Router {
  return internalUserDataRouter({ connection, internalToken, collections: USER_DATA_COLLECTIONS.budget });
}
