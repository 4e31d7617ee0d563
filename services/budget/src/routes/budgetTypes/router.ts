import Router from '@koa/router';
import { endpoints, type BudgetType, type SuccessResponse } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import { monthOf, type BudgetTypeService } from './service';

const listInput = { query: endpoints.listBudgetTypes.query };
const createInput = { body: endpoints.createBudgetType.body };
const updateInput = { params: endpoints.updateBudgetType.params, body: endpoints.updateBudgetType.body };
const deleteInput = { params: endpoints.deleteBudgetType.params };

/** GET, POST /api/budget-types; PUT, DELETE /api/budget-types/:id */
export function budgetTypesRouter(types: BudgetTypeService): Router {
  const router = new Router({ prefix: endpoints.listBudgetTypes.path });
  router.get('/', requireUser, validate(listInput), async (ctx) => {
    const body: BudgetType[] = await types.list(currentUserId(ctx), monthOf(inputOf(ctx, listInput).query));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = body;
  });
  router.post('/', requireUser, validate(createInput), async (ctx) => {
    const body: BudgetType = await types.create(currentUserId(ctx), inputOf(ctx, createInput).body);
    ctx.status = 201;
    ctx.body = body;
  });
  router.put('/:id', requireUser, validate(updateInput), async (ctx) => {
    const { params, body } = inputOf(ctx, updateInput);
    const updated: BudgetType = await types.update(currentUserId(ctx), params.id, body);
    ctx.body = updated;
  });
  router.delete('/:id', requireUser, validate(deleteInput), async (ctx) => {
    await types.remove(currentUserId(ctx), inputOf(ctx, deleteInput).params.id);
    const body: SuccessResponse = { success: true };
    ctx.body = body;
  });
  return router;
}
