import Router from '@koa/router';
import {
  ensureUserCategoriesRequestSchema,
  INTERNAL_USER_CATEGORIES_PATH,
  internalStatsParamsSchema,
} from '@tracker/contracts';
import { inputOf, internalOnly, validate } from '@tracker/service-kit';
import type { UserCategoryService } from './service';

const readInput = { params: internalStatsParamsSchema };
const ensureInput = { params: internalStatsParamsSchema, body: ensureUserCategoriesRequestSchema };

/**
 * The user's categories for the budget service (one vocabulary, issue 38), over internal HTTP: GET the groups as
 * GET /api/user-categories has them; POST adds categories a budget line names (a name the user has is kept as is).
 */
export function internalUserCategoriesRouter(categories: UserCategoryService, internalToken: string | undefined) {
  const router = new Router();
  const only = internalOnly(internalToken);
  router.get(INTERNAL_USER_CATEGORIES_PATH, only, validate(readInput), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await categories.forApi(inputOf(ctx, readInput).params.userId);
  });
  router.post(INTERNAL_USER_CATEGORIES_PATH, only, validate(ensureInput), async (ctx) => {
    const { params, body } = inputOf(ctx, ensureInput);
    await categories.ensureCategories(params.userId, body.categories);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await categories.forApi(params.userId);
  });
  return router;
}
