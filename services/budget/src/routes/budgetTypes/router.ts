import type Router from '@koa/router';
import { endpoints } from '@tracker/contracts';
import { monthlyResourceRouter } from '../monthlyResource';
import type { BudgetTypeService } from './service';

/** GET, POST /api/budget-types; PUT, DELETE /api/budget-types/:id */
export function budgetTypesRouter(types: BudgetTypeService): Router {
  return monthlyResourceRouter(
    {
      list: endpoints.listBudgetTypes,
      create: endpoints.createBudgetType,
      update: endpoints.updateBudgetType,
      remove: endpoints.deleteBudgetType,
    },
    types,
  );
}
