import type { RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { budgetCategoriesRouter } from './budgetCategories/router';
import { BudgetCategoryService } from './budgetCategories/service';
import { budgetTypesRouter } from './budgetTypes/router';
import { categoryMappingsRouter } from './categoryMappings/router';
import { BudgetTypeService } from './budgetTypes/service';
import { copyRouter } from './copy/router';
import { internalRouter, userDataRouter } from './internal/router';
import { spendingByMonthRouter } from './spendingByMonth/router';
import { uploadRouter } from './upload/router';
import { BudgetImportService } from './upload/service';
import { UserCategoriesClient } from '../vocabulary/categoriesClient';
import { BudgetVocabulary } from '../vocabulary/budgetVocabulary';

export interface RouteDeps {
  connection: Connection;
  config: Config;
}

/**
 * The budget service's routers, one folder per resource under src/routes/: internal (budget lines for the
 * insights, the user's data for download and deletion), budget types, budget categories, upload (CSV import), copy (last month's budget into an empty month),
 * spending by month (the dashboard chart's budget line), category mappings (budget names read as the user's
 * categories, through the transactions service's internal user-categories call).
 */
export function createRoutes({ connection, config }: RouteDeps): RouterLike[] {
  const types = new BudgetTypeService(connection);
  const userCategories = new UserCategoriesClient({
    baseUrl: config.TRANSACTIONS_SERVICE_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: config.TRANSACTIONS_TIMEOUT_MS,
  });
  const vocabulary = new BudgetVocabulary(connection, userCategories);
  const categories = new BudgetCategoryService(connection, types, vocabulary);
  return [
    internalRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    userDataRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    budgetTypesRouter(types),
    budgetCategoriesRouter(categories),
    uploadRouter(new BudgetImportService(connection, vocabulary)),
    categoryMappingsRouter(vocabulary),
    copyRouter(connection),
    spendingByMonthRouter(connection),
  ];
}
