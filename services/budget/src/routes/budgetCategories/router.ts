import Router from '@koa/router';
import { endpoints, type BudgetCategory, type SuccessResponse } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import { monthOf } from '../budgetTypes/service';
import type { BudgetCategoryService } from './service';

const listInput = { query: endpoints.listBudgetCategories.query };
const createInput = { body: endpoints.createBudgetCategory.body };
const updateInput = { params: endpoints.updateBudgetCategory.params, body: endpoints.updateBudgetCategory.body };
const deleteInput = { params: endpoints.deleteBudgetCategory.params };

/** GET, POST /api/budget-type-categories; PUT, DELETE /api/budget-type-categories/:id */
export function budgetCategoriesRouter(categories: BudgetCategoryService): Router {
  const router = new Router({ prefix: endpoints.listBudgetCategories.path });
  router.get('/', requireUser, validate(listInput), async (ctx) => {
    const body: BudgetCategory[] = await categories.list(currentUserId(ctx), monthOf(inputOf(ctx, listInput).query));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });
  router.post('/', requireUser, validate(createInput), async (ctx) => {
    const body: BudgetCategory = await categories.create(currentUserId(ctx), inputOf(ctx, createInput).body);
    ctx.status = 201;
    ctx.body = body;
  });
  router.put('/:id', requireUser, validate(updateInput), async (ctx) => {
    const { params, body } = inputOf(ctx, updateInput);
    const updated: BudgetCategory = await categories.update(currentUserId(ctx), params.id, body);
    ctx.body = updated;
  });
  router.delete('/:id', requireUser, validate(deleteInput), async (ctx) => {
    await categories.remove(currentUserId(ctx), inputOf(ctx, deleteInput).params.id);
    const body: SuccessResponse = { success: true };
    ctx.body = body;
  });
  return router;
}
