import Router from '@koa/router';
import type { BudgetMonth, SuccessResponse, idParamsSchema, monthYearQuerySchema } from '@tracker/contracts';
import type { Context } from 'koa';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { z } from 'zod';
import { monthOf } from './budgetTypes/service';

/** What a resource kept per month (budget types, budget categories) does for its user. */
export interface MonthlyResourceService<Input, Item> {
  list(userId: string, month: BudgetMonth): Promise<Item[]>;
  create(userId: string, input: Input): Promise<Item>;
  update(userId: string, id: string, input: Input): Promise<Item>;
  remove(userId: string, id: string): Promise<void>;
}

/** The resource's four operations of the contracts' endpoint map. */
export interface MonthlyResourceEndpoints<Body extends z.ZodType> {
  list: { path: string; query: typeof monthYearQuerySchema };
  create: { body: Body };
  update: { params: typeof idParamsSchema; body: Body };
  remove: { params: typeof idParamsSchema };
}

/**
 * GET (a month, default the current one) and POST on the list's path; PUT and DELETE on `/:id`, the user's own item
 * only (the service answers 404 for another's).
 */
export function monthlyResourceRouter<Body extends z.ZodType, Item>(
  endpoints: MonthlyResourceEndpoints<Body>,
  service: MonthlyResourceService<z.output<Body>, Item>,
): Router {
  const { list, create, update, remove } = endpoints;
  // RequestInput cannot resolve the output of a generic schema; validate() has parsed the body with it.
  const bodyOf = (ctx: Context, schemas: { body: Body }) => (inputOf(ctx, schemas) as { body: z.output<Body> }).body;
  const router = new Router({ prefix: list.path });
  router.get('/', requireUser, validate(list), async (ctx) => {
    const body: Item[] = await service.list(currentUserId(ctx), monthOf(inputOf(ctx, list).query));
    ctx.body = body;
  });
  router.post('/', requireUser, validate(create), async (ctx) => {
    const body: Item = await service.create(currentUserId(ctx), bodyOf(ctx, create));
    ctx.status = 201;
    ctx.body = body;
  });
  router.put('/:id', requireUser, validate(update), async (ctx) => {
    const { id } = inputOf(ctx, update).params;
    const updated: Item = await service.update(currentUserId(ctx), id, bodyOf(ctx, update));
    ctx.body = updated;
  });
  router.delete('/:id', requireUser, validate(remove), async (ctx) => {
    await service.remove(currentUserId(ctx), inputOf(ctx, remove).params.id);
    const body: SuccessResponse = { success: true };
    ctx.body = body;
  });
  return router;
}
