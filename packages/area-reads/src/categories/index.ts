/**
 * The user's categories (`@tracker/area-reads/categories`), the one vocabulary of transactions and budgets: the
 * Budget page offers them as budget lines and maps other names onto them. The key is the call's path, as the
 * Transactions page's, so a category made in either area refreshes both; never cached (product.md › API calls).
 */
import { queryOptions } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import {
  endpoints,
  USER_CATEGORY_GROUPS,
  type UserCategoriesResponse,
  type UserCategoryGroup,
} from '@tracker/contracts';

export const userCategoriesQueryKey = [endpoints.getUserCategories.path] as const;

/** GET /api/user-categories. */
export function userCategoriesQuery() {
  return queryOptions<UserCategoriesResponse>({
    queryKey: userCategoriesQueryKey,
    queryFn: ({ signal }) => request('getUserCategories', {}, { signal, on401: 'throw' }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** What each group is called where categories are listed. */
export const CATEGORY_GROUP_LABELS: Readonly<Record<UserCategoryGroup, string>> = {
  expense: 'Spending',
  income: 'Income',
  savings: 'Savings',
  investment: 'Investments',
  budget: 'Your own',
};

/** The groups in the order a list shows them: spending first, where most budget lines are. */
export const CATEGORY_GROUP_ORDER: readonly UserCategoryGroup[] = [
  'expense',
  'income',
  'savings',
  'investment',
  'budget',
];

/** Every category once (case aside) with its group, in CATEGORY_GROUP_ORDER. */
export function groupedCategories(groups: UserCategoriesResponse): { name: string; group: UserCategoryGroup }[] {
  const seen = new Set<string>();
  const out: { name: string; group: UserCategoryGroup }[] = [];
  for (const group of CATEGORY_GROUP_ORDER.filter((g) => USER_CATEGORY_GROUPS.includes(g))) {
    for (const { name } of groups[group]) {
      if (seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      out.push({ name, group });
    }
  }
  return out;
}
