import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import {
  TAGS_STALE_TIME_MS,
  USER_CATEGORIES_STALE_TIME_MS,
  type BankAccount,
  type TagsResponse,
  type TransactionListQueryInput,
  type UserCategoriesResponse,
} from '@tracker/contracts';
import { queryKeys } from './queryKeys';

/** One page of GET /api/transactions; the previous page stays on screen while the next one loads. */
export function transactionListQuery(query: TransactionListQueryInput) {
  return queryOptions({
    queryKey: [...queryKeys.transactions, query] as const,
    queryFn: ({ signal }) => request('listTransactions', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The amount-only variant of the list that serves the manual dialog's same-amount hint. */
export function sameAmountQuery(amount: string) {
  return queryOptions({
    queryKey: [...queryKeys.transactions, { amount }] as const,
    queryFn: ({ signal }) => request('listTransactions', { query: { amount } }, { signal }),
  });
}

/** GET /api/tags through the default fetch; cached 60 s (product.md › Constants and limits). */
export function tagsQuery(enabled = true) {
  return queryOptions<TagsResponse>({ queryKey: queryKeys.tags, staleTime: TAGS_STALE_TIME_MS, enabled });
}

/** GET /api/user-categories through the default fetch; never cached (product.md › API calls). */
export function userCategoriesQuery() {
  return queryOptions<UserCategoriesResponse>({
    queryKey: queryKeys.userCategories,
    staleTime: USER_CATEGORIES_STALE_TIME_MS,
    gcTime: 0,
  });
}

/** GET /api/bank-accounts through the default fetch. */
export function bankAccountsQuery(enabled = true) {
  return queryOptions<BankAccount[]>({ queryKey: queryKeys.bankAccounts, enabled });
}

/** Every category name of the user, once each, in alphabetical order (filter and edit dropdowns). */
export function categoryNames(groups: UserCategoriesResponse | undefined): string[] {
  if (!groups) return [];
  const names = new Map<string, string>();
  for (const list of Object.values(groups)) {
    for (const item of list) {
      const name = item.name.trim();
      if (name !== '' && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}
