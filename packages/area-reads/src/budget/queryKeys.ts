import { endpoints, type BudgetMonth } from '@tracker/contracts';

/**
 * Query keys of the budget area. Each starts with the call's path, so invalidating the path refreshes every month
 * (and the dashboard's own reads of the same paths).
 */
export const queryKeys = {
  types: [endpoints.listBudgetTypes.path],
  categories: [endpoints.listBudgetCategories.path],
  typesOf: (month: BudgetMonth) => [endpoints.listBudgetTypes.path, month] as const,
  categoriesOf: (month: BudgetMonth) => [endpoints.listBudgetCategories.path, month] as const,
} as const;
