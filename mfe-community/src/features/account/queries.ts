import { queryOptions } from '@tanstack/react-query';
import type { AccountStats, BankAccount, Profile } from '@tracker/contracts';
import { queryKeys } from '../queryKeys';

/** GET /api/account/profile. */
export const profileQuery = () => queryOptions<Profile>({ queryKey: queryKeys.profile });
/** GET /api/account/stats: the five counts, from every area. */
export const statsQuery = () => queryOptions<AccountStats>({ queryKey: queryKeys.stats });
/** GET /api/bank-accounts (services/transactions). */
export const bankAccountsQuery = () => queryOptions<BankAccount[]>({ queryKey: queryKeys.bankAccounts });
