import Router from '@koa/router';
import { endpoints } from '@tracker/contracts';
import { currentUserId, requireUser } from '@tracker/service-kit';
import type { UserCategoryService } from './service';

/** GET /api/user-categories (never cached, product.md › API calls). */
export function userCategoriesRouter(categories: UserCategoryService): Router {
  const router = new Router({ prefix: endpoints.getUserCategories.path });
  router.get('/', requireUser, async (ctx) => {
    ctx.body = await categories.forApi(currentUserId(ctx));
  });
  return router;
}
