import Router from '@koa/router';
import {
  budgetMonthLabel,
  endpoints,
  shiftBudgetMonth,
  type BudgetMonth,
  type CopyBudgetResult,
} from '@tracker/contracts';
import { badRequest, conflict, currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { budgetCategoryModel } from '../budgetCategories/model';
import { budgetTypeModel } from '../budgetTypes/model';
import { writeMonthBudget } from '../../write/monthBudget';

export const monthNotEmptyMessage = (month: BudgetMonth) =>
  `${budgetMonthLabel(month)} already has a budget. Copying only fills an empty month.`;
export const nothingToCopyMessage = (month: BudgetMonth) => `There is no budget in ${budgetMonthLabel(month)} to copy.`;

const copyInput = { body: endpoints.copyBudget.body };

/**
 * POST /api/budget/copy { month, year }: the previous month's types and categories, as they are, into an empty
 * month (not in the spec: issue 13's "Copy last month's budget").
 */
export function copyRouter(connection: Connection): Router {
  const types = budgetTypeModel(connection);
  const categories = budgetCategoryModel(connection);
  const router = new Router();
  router.post(endpoints.copyBudget.path, requireUser, validate(copyInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const target = inputOf(ctx, copyInput).body;
    const source = shiftBudgetMonth(target, -1);
    if (await types.exists({ userId, year: target.year, month: target.month }))
      throw conflict(monthNotEmptyMessage(target));
    const sourceTypes = await types
      .find({ userId, year: source.year, month: source.month })
      .sort({ displayOrder: 1, createdAt: 1, _id: 1 })
      .lean();
    if (sourceTypes.length === 0) throw badRequest(nothingToCopyMessage(source), { code: 'NOTHING_TO_COPY' });
    const sourceCategories = await categories
      .find({ userId, budgetTypeId: { $in: sourceTypes.map((t) => t._id) } })
      .sort({ createdAt: 1, _id: 1 })
      .lean();
    const created = await writeMonthBudget(
      connection,
      userId,
      target,
      sourceTypes.map((t) => ({
        key: t._id.toHexString(),
        name: t.name,
        color: t.color,
        icon: t.icon,
        displayOrder: t.displayOrder,
      })),
      sourceCategories.map((c) => ({
        type: { key: c.budgetTypeId.toHexString() },
        name: c.name,
        amountCents: c.amountCents,
        frequency: c.frequency,
      })),
    );
    const body: CopyBudgetResult = { ...created, fromMonth: source.month, fromYear: source.year };
    ctx.body = body;
  });
  return router;
}
