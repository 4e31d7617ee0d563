import { queryOptions } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import type { BudgetMonth } from '@tracker/contracts';
import { queryKeys } from './queryKeys';

/*
 * The budget area's reads, the one definition of each: the Budget page and the dashboard's Budget vs Actual and
 * first-run guide use them (`@tracker/area-reads/budget`, a package of no front end's own),
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
