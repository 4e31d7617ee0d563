import Router from '@koa/router';
import { endpoints } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { BudgetVocabulary } from '../../vocabulary/budgetVocabulary';

const saveInput = { body: endpoints.saveBudgetCategoryMappings.body };

/** GET, PUT /api/budget/category-mappings: budget names remembered as the user's categories. */
export function categoryMappingsRouter(vocabulary: BudgetVocabulary): Router {
  const router = new Router();
  router.get(endpoints.listBudgetCategoryMappings.path, requireUser, async (ctx) => {
    ctx.body = await vocabulary.list(currentUserId(ctx));
  });
  router.put(endpoints.saveBudgetCategoryMappings.path, requireUser, validate(saveInput), async (ctx) => {
    ctx.body = await vocabulary.remember(currentUserId(ctx), inputOf(ctx, saveInput).body.mappings);
  });
  return router;
}
