import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '@tracker/api-client';
import type { BudgetMonth } from '@tracker/contracts';
import { queryKeys } from './queryKeys';

/*
 * The budget area's reads, the one definition of each: the Budget page uses them and other areas import them
 * through this package's `@tracker/mfe-budget/queries` entry (the dashboard's Budget vs Actual and first-run guide),
 * so a cached month behaves the same whichever area read it first. The 401 rule is the same for every caller: a 401
 * is thrown, never redirected here; each screen says what it means (the Budget page 'Please log in to continue', the
 * dashboard its signed-out toast and redirect).
 */

/** GET /api/budget-types?month&year. */
export function budgetTypesQuery(month: BudgetMonth) {
  return queryOptions({
    queryKey: queryKeys.typesOf(month),
    queryFn: ({ signal }) => request('listBudgetTypes', { query: month }, { signal, on401: 'throw' }),
  });
}

/** GET /api/budget-type-categories?month&year. */
export function budgetCategoriesQuery(month: BudgetMonth) {
  return queryOptions({
    queryKey: queryKeys.categoriesOf(month),
    queryFn: ({ signal }) => request('listBudgetCategories', { query: month }, { signal, on401: 'throw' }),
  });
}

/** product.md › Messages and errors › Budget: 'Please log in to continue' on 401, else the failure of that list. */
export function fetchFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return 'Please log in to continue';
  return fallback;
}
