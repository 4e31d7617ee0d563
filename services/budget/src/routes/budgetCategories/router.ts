import type Router from '@koa/router';
import { endpoints } from '@tracker/contracts';
import { monthlyResourceRouter } from '../monthlyResource';
import type { BudgetCategoryService } from './service';

/** GET, POST /api/budget-type-categories; PUT, DELETE /api/budget-type-categories/:id */
export function budgetCategoriesRouter(categories: BudgetCategoryService): Router {
  return monthlyResourceRouter(
    {
      list: endpoints.listBudgetCategories,
      create: endpoints.createBudgetCategory,
      update: endpoints.updateBudgetCategory,
      remove: endpoints.deleteBudgetCategory,
    },
    categories,
  );
}
