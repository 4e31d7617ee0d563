import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '@tracker/api-client';
import type { BudgetMonth } from '@tracker/contracts';
import { queryKeys } from './queryKeys';

/** GET /api/budget-types?month&year. A 401 is thrown (not redirected) so the page can say 'Please log in to continue'. */
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
