import Router from '@koa/router';
import {
  centsToMoney,
  endpoints,
  isSpendingBudgetType,
  monthlyCents,
  type SpendingBudgetResponse,
} from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { budgetCategoryModel } from '../budgetCategories/model';
import { budgetTypeModel } from '../budgetTypes/model';

const input = { query: endpoints.spendingBudgetByMonth.query };

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
/** The months from..to as { year, month } bounds of a `$or`-free range query on (year, month). */
const asIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;

/**
 * GET /api/budget/spending-by-month: each month's spending budget, the sum of its expense and debt categories'
 * monthly figures (monthlyCents, the same rounding as every budget total), for the dashboard chart's budget line.
 */
export function spendingByMonthRouter(connection: Connection): Router {
  const types = budgetTypeModel(connection);
  const categories = budgetCategoryModel(connection);
  const router = new Router();
  router.get(endpoints.spendingBudgetByMonth.path, requireUser, validate(input), async (ctx) => {
    const userId = currentUserId(ctx);
    const { from, to } = inputOf(ctx, input).query;
    const years = {
      ...(from && { $gte: Number(from.slice(0, 4)) }),
      ...(to && { $lte: Number(to.slice(0, 4)) }),
    };
    const yearFilter = Object.keys(years).length > 0 ? { year: years } : {};
    const inRange = (year: number, month: number) => {
      const index = year * 12 + month - 1;
      return (!from || index >= asIndex(from)) && (!to || index <= asIndex(to));
    };
    const spendingTypes = (await types.find({ userId, ...yearFilter }, { name: 1, year: 1, month: 1 }).lean()).filter(
      (t) => isSpendingBudgetType(t.name) && inRange(t.year, t.month),
    );
    const monthOfType = new Map(spendingTypes.map((t) => [t._id.toHexString(), monthKey(t.year, t.month)]));
    const lines = await categories
      .find(
        { userId, budgetTypeId: { $in: spendingTypes.map((t) => t._id) } },
        { budgetTypeId: 1, amountCents: 1, frequency: 1 },
      )
      .lean();
    const byMonth = new Map<string, number>();
    for (const line of lines) {
      const month = monthOfType.get(line.budgetTypeId.toHexString());
      if (month === undefined) continue;
      byMonth.set(month, (byMonth.get(month) ?? 0) + monthlyCents(line.amountCents, line.frequency));
    }
    const body: SpendingBudgetResponse = [...byMonth]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([month, cents]) => ({ month, amount: centsToMoney(cents) }));
    ctx.body = body;
  });
  return router;
}
