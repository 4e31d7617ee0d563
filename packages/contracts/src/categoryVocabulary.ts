/**
 * One vocabulary for categories (issue 38): a budget line, a transaction and a bank file's own category column all
 * speak the user's categories (GET /api/user-categories). A name that is not one of them — "Rent" in a typed budget,
 * "Gas" in a card file — is read through this table of common words into a category of the default taxonomy, and
 * offered as a suggestion; the user's choice is what is remembered.
 */
import { z } from 'zod';
import type { DEFAULT_CATEGORY_GROUPS } from './categoriser';
import { requiredString } from './common';
import { USER_CATEGORY_GROUPS, type UserCategoriesResponse, type UserCategoryGroup } from './supporting';

type DefaultCategory = (typeof DEFAULT_CATEGORY_GROUPS)[keyof typeof DEFAULT_CATEGORY_GROUPS][number];

/**
 * Common names of budget lines, and the category sets of the major banks' files (Chase, Amex, Capital One, Monzo,
 * Revolut, Starling, Barclays, Mint-style exports), each read as one category of the default taxonomy. Keys are
 * lower-case with single spaces and '&' written as 'and' (see `vocabularyKey`).
 */
const ALIASES: Readonly<Record<string, DefaultCategory>> = {
  // housing
  rent: 'Housing',
  mortgage: 'Housing',
  'mortgage and rent': 'Housing',
  'rent and mortgage': 'Housing',
  home: 'Housing',
  'home improvement': 'Housing',
  'council tax': 'Housing',
  'property tax': 'Housing',
  // debts
  'car loan': 'Debts & Loans',
  'auto loan': 'Debts & Loans',
  'student loan': 'Debts & Loans',
  'personal loan': 'Debts & Loans',
  loan: 'Debts & Loans',
  loans: 'Debts & Loans',
  'credit card': 'Debts & Loans',
  'credit card payment': 'Debts & Loans',
  'loan payment': 'Debts & Loans',
  debt: 'Debts & Loans',
  debts: 'Debts & Loans',
  // savings and investments
  'emergency fund': 'Savings',
  'holiday fund': 'Savings',
  'rainy day fund': 'Savings',
  'sinking fund': 'Savings',
  saving: 'Savings',
  'savings account': 'Savings',
  'index fund': 'Investments',
  'retirement top-up': 'Investments',
  retirement: 'Investments',
  pension: 'Investments',
  '401k': 'Investments',
  isa: 'Investments',
  investment: 'Investments',
  stocks: 'Investments',
  // income
  paycheck: 'Salary',
  wages: 'Salary',
  payroll: 'Salary',
  income: 'Other Income',
  'freelance work': 'Other Income',
  freelance: 'Other Income',
  // insurance
  'car insurance': 'Insurance',
  'home insurance': 'Insurance',
  'health insurance': 'Insurance',
  'life insurance': 'Insurance',
  // fuel and transport
  gas: 'Fuel',
  gasoline: 'Fuel',
  'gas/automotive': 'Fuel',
  'gas stations': 'Fuel',
  'gas and fuel': 'Fuel',
  'fuel and gas': 'Fuel',
  petrol: 'Fuel',
  'auto and transport': 'Transport',
  transportation: 'Transport',
  'public transport': 'Transport',
  travel: 'Travel',
  airline: 'Travel',
  airlines: 'Travel',
  lodging: 'Travel',
  hotels: 'Travel',
  automotive: 'Transport',
  parking: 'Transport',
  taxi: 'Transport',
  'travel and holidays': 'Travel',
  holidays: 'Travel',
  // food
  'food and drink': 'Dining Out',
  restaurants: 'Dining Out',
  restaurant: 'Dining Out',
  'eating out': 'Dining Out',
  takeaway: 'Dining Out',
  'fast food': 'Dining Out',
  'coffee shops': 'Dining Out',
  dining: 'Dining Out',
  food: 'Groceries',
  grocery: 'Groceries',
  supermarket: 'Groceries',
  supermarkets: 'Groceries',
  // bills
  'bills and utilities': 'Utilities',
  bills: 'Utilities',
  'utilities and bills': 'Utilities',
  electricity: 'Utilities',
  water: 'Utilities',
  internet: 'Utilities',
  phone: 'Utilities',
  'mobile phone': 'Utilities',
  // the rest
  merchandise: 'Shopping',
  'general merchandise': 'Shopping',
  clothing: 'Shopping',
  'shopping and clothing': 'Shopping',
  streaming: 'Subscriptions',
  'health and wellness': 'Health & Fitness',
  health: 'Health & Fitness',
  medical: 'Health & Fitness',
  gym: 'Health & Fitness',
  pharmacy: 'Health & Fitness',
  'personal care': 'Personal Care',
  'gifts and donations': 'Gifts & Donations',
  charity: 'Gifts & Donations',
  donations: 'Gifts & Donations',
  gifts: 'Gifts & Donations',
  'fees and adjustments': 'Fees & Charges',
  fees: 'Fees & Charges',
  'bank fees': 'Fees & Charges',
  'professional services': 'Fees & Charges',
  'transfers and payments': 'Transfer',
  transfers: 'Transfer',
  payment: 'Transfer',
  'fun and entertainment': 'Entertainment',
  'entertainment and recreation': 'Entertainment',
};

/** A name as the table reads it: case, runs of spaces and '&' versus 'and' do not matter. */
export function vocabularyKey(name: string): string {
  return name.trim().toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

/** The user's category of the same name (case and spacing aside), or undefined. */
export function sameCategory(name: string, categories: readonly string[]): string | undefined {
  const key = vocabularyKey(name);
  return categories.find((category) => vocabularyKey(category) === key);
}

/** The user's category the table reads a key as (also without a plural s), when the user has it. */
function aliasOf(key: string, categories: readonly string[]): string | undefined {
  const alias = ALIASES[key] ?? ALIASES[key.replace(/s$/, '')];
  return alias && sameCategory(alias, categories);
}

/**
 * The user's category a name stands for, or null: the category itself, then the table of common words (when the
 * user still has that category), then a category whose name is a whole word of it ("Pet Insurance" → Insurance).
 */
export function suggestCategory(name: string, categories: readonly string[]): string | null {
  const same = sameCategory(name, categories);
  if (same) return same;
  const key = vocabularyKey(name);
  const aliased = aliasOf(key, categories);
  if (aliased) return aliased;
  // "Restaurant-Restaurant", "Merchandise & Supplies-Groceries", "Travel/ Airline": the most specific part first.
  const parts = key
    .split(/\s*[-/:]\s*/)
    .filter(Boolean)
    .reverse();
  for (const part of parts.length > 1 ? parts : []) {
    const found = sameCategory(part, categories) ?? aliasOf(part, categories);
    if (found) return found;
  }
  const words = new Set(key.split(' '));
  const byWord = categories.find((category) => {
    const parts = vocabularyKey(category).split(' ');
    return parts.length === 1 && parts[0] !== 'and' && words.has(parts[0] ?? '');
  });
  return byWord ?? null;
}

/** The group a new category made from a budget line joins: by its budget type's name (Income, Savings, Investments), else spending. */
export function categoryGroupForBudgetType(typeName: string): UserCategoryGroup {
  const name = typeName.trim().toLowerCase();
  if (name === 'income') return 'income';
  if (name === 'savings') return 'savings';
  if (name === 'investments') return 'investment';
  return 'expense';
}

// ------------------------- the user's categories for another area (services/transactions, internal HTTP)
/** GET (the groups, as GET /api/user-categories) and POST (add categories) on services/transactions. */
export const INTERNAL_USER_CATEGORIES_PATH = '/internal/user-categories/:userId';

/** The concrete path for one user. */
export function internalUserCategoriesPath(userId: string): string {
  return `/internal/user-categories/${encodeURIComponent(userId)}`;
}

/** POST body: categories to make sure exist (a name the user has, in any case, is left as it is). */
export const ensureUserCategoriesRequestSchema = z.object({
  categories: z
    .array(
      z.object({
        name: requiredString('Category name is required', 100),
        group: z.enum(USER_CATEGORY_GROUPS),
      }),
    )
    .min(1, 'At least one category is required')
    .max(1000, 'At most 1000 categories at once'),
});
export type EnsureUserCategoriesRequest = z.infer<typeof ensureUserCategoriesRequestSchema>;

/** Every category name of a user's groups, each once, in group order. */
export function userCategoryNames(groups: UserCategoriesResponse): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const group of USER_CATEGORY_GROUPS) {
    for (const { name } of groups[group]) {
      const key = vocabularyKey(name);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}

// ------------------------- a bank file's own category column: a hint, never the user's choice (issue 38)
/** The start of `reviewReason` on a row whose category was read from the bank's own category column. */
export const BANK_FILE_REASON_PREFIX = "From your bank's file";
/** `reviewReason` of such a row: what the bank called it ("From your bank's file: “Gas”"). */
export const bankFileReason = (bankCategory: string): string => `${BANK_FILE_REASON_PREFIX}: “${bankCategory}”`;
export const isBankFileReason = (reason: string | null | undefined): boolean =>
  reason?.startsWith(BANK_FILE_REASON_PREFIX) ?? false;
