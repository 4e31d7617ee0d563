import type { RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { budgetCategoriesRouter } from './budgetCategories/router';
import { BudgetCategoryService } from './budgetCategories/service';
import { budgetTypesRouter } from './budgetTypes/router';
import { BudgetTypeService } from './budgetTypes/service';
import { copyRouter } from './copy/router';
import { internalRouter, userDataRouter } from './internal/router';
import { spendingByMonthRouter } from './spendingByMonth/router';
import { uploadRouter } from './upload/router';
import { BudgetImportService } from './upload/service';

export interface RouteDeps {
  connection: Connection;
  config: Config;
}

/**
 * The budget service's routers, one folder per resource under src/routes/: internal (budget lines for the
 * insights, the user's data for download and deletion), budget types, budget categories, upload (CSV import), copy (last month's budget into an empty month),
 * spending by month (the dashboard chart's budget line).
 */
export function createRoutes({ connection, config }: RouteDeps): RouterLike[] {
  const types = new BudgetTypeService(connection);
  const categories = new BudgetCategoryService(connection, types);
  return [
    internalRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    userDataRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    budgetTypesRouter(types),
    budgetCategoriesRouter(categories),
    uploadRouter(new BudgetImportService(connection)),
    copyRouter(connection),
    spendingByMonthRouter(connection),
  ];
}
