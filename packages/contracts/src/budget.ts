/**
 * Budget (product.md › Data › Budget type and category, Validation rules Budget type / category,
 * product.md › API calls › Budget).
 */
import { z } from 'zod';
import { monthBodySchema, monthSchema, requiredString, yearBodySchema, yearSchema } from './common';
import {
  DEFAULT_BUDGET_TYPE_COLOR,
  DEFAULT_BUDGET_TYPE_DISPLAY_ORDER,
  DEFAULT_BUDGET_TYPE_ICON,
  MONTHLY_CONVERSION,
} from './constants';
import type { MoneyPart } from './convertedMoney';
import type { CurrencyCode } from './currency';
import { centsToMoney, decimalInput, moneyString, moneyToCents } from './money';
import type { CategorySpendingItem } from './supporting';

export const BUDGET_FREQUENCIES = ['monthly', 'quarterly', 'weekly', 'fortnightly', 'yearly'] as const;
export const budgetFrequencySchema = z.enum(BUDGET_FREQUENCIES);
export type BudgetFrequency = z.infer<typeof budgetFrequencySchema>;
export const BUDGET_FREQUENCY_LABELS: Readonly<Record<BudgetFrequency, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  yearly: 'Yearly',
};

export const BUDGET_MESSAGES = {
  typeName: 'Budget type name is required',
  budgetTypeId: 'Budget type is required',
  categoryName: 'Category name is required',
  amount: 'Amount is required',
  frequency: 'Frequency is required',
} as const;

// ---------------------------------------------------------------- budget types
export const budgetTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  displayOrder: z.number(),
  month: monthSchema,
  year: yearSchema,
});
export type BudgetType = z.infer<typeof budgetTypeSchema>;
export const budgetTypeListSchema = z.array(budgetTypeSchema);

/** POST /api/budget-types and PUT /api/budget-types/{id} (same body). Month is 1-12. */
export const budgetTypeRequestSchema = z.object({
  name: requiredString(BUDGET_MESSAGES.typeName, 100),
  color: z
    .string()
    .trim()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Color must be a hex colour such as #3B82F6')
    .default(DEFAULT_BUDGET_TYPE_COLOR),
  icon: z
    .string()
    .trim()
    .min(1, 'Icon must not be blank')
    .max(100, 'Icon is too long')
    .default(DEFAULT_BUDGET_TYPE_ICON),
  displayOrder: z
    .number({ error: 'Display order must be a whole number' })
    .int('Display order must be a whole number')
    .min(-1_000_000, 'Display order is out of range')
    .max(1_000_000, 'Display order is out of range')
    .default(DEFAULT_BUDGET_TYPE_DISPLAY_ORDER),
  month: monthBodySchema,
  year: yearBodySchema,
});
export type BudgetTypeRequest = z.input<typeof budgetTypeRequestSchema>;

// ---------------------------------------------------------------- budget categories
export const budgetCategorySchema = z.object({
  id: z.string(),
  budgetTypeId: z.string(),
  name: z.string(),
  /** Returned as a string with 2 decimals (sent as a number). */
  amount: moneyString,
  frequency: budgetFrequencySchema,
  /**
   * The amount as a monthly figure (product.md › Constants and limits conversion, see monthlyCents): what the totals
   * and the dashboard use.
   */
  monthlyAmount: moneyString,
  month: monthSchema,
  year: yearSchema,
});
export type BudgetCategory = z.infer<typeof budgetCategorySchema>;
export const budgetCategoryListSchema = z.array(budgetCategorySchema);

/** POST /api/budget-type-categories and PUT /api/budget-type-categories/{id}. Amount is sent as a number. */
export const budgetCategoryRequestSchema = z.object({
  budgetTypeId: requiredString(BUDGET_MESSAGES.budgetTypeId, 200),
  name: requiredString(BUDGET_MESSAGES.categoryName, 100),
  amount: decimalInput({
    places: 2,
    required: BUDGET_MESSAGES.amount,
    invalid: 'Amount must be a number',
    min: { value: 0, message: 'Amount must be 0 or more' },
  }),
  frequency: z
    .string({ error: BUDGET_MESSAGES.frequency })
    .trim()
    .min(1, BUDGET_MESSAGES.frequency)
    .pipe(z.enum(BUDGET_FREQUENCIES, { error: `Frequency must be one of ${BUDGET_FREQUENCIES.join(', ')}` })),
  month: monthBodySchema,
  year: yearBodySchema,
});
export type BudgetCategoryRequestInput = z.input<typeof budgetCategoryRequestSchema>;
export type BudgetCategoryRequest = z.output<typeof budgetCategoryRequestSchema>;

// ---------------------------------------------------------------- upload (multipart: file, month, year)
export const uploadBudgetFieldsSchema = z.object({
  month: monthBodySchema,
  year: yearBodySchema,
  /**
   * 'true': also set the amount and frequency of the month's existing categories to the file's, where they differ
   * (the user saw those changes and chose to apply them). Without it an upload only adds.
   */
  applyChanges: z
    .enum(['true', 'false'], { error: 'applyChanges must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
/** What a write of new budget types and categories into a month created (upload and copy). */
export const budgetCreatedCountsSchema = z.object({
  budgetTypesCreated: z.number().int().nonnegative(),
  categoriesCreated: z.number().int().nonnegative(),
});
export type BudgetCreatedCounts = z.infer<typeof budgetCreatedCountsSchema>;
/** A line of the file whose category already exists in the month with another amount or frequency. */
export const budgetFileChangeSchema = z.object({
  /** Line in the file (the header is line 1). */
  row: z.number().int().positive(),
  categoryId: z.string(),
  typeName: z.string(),
  categoryName: z.string(),
  oldAmount: moneyString,
  newAmount: moneyString,
  oldFrequency: budgetFrequencySchema,
  newFrequency: budgetFrequencySchema,
});
export type BudgetFileChange = z.infer<typeof budgetFileChangeSchema>;
/**
 * POST /api/budget/upload. `changes`: the lines that differ from what is stored and were left as they are (empty
 * after applyChanges); `categoriesUpdated`: how many categories applyChanges set to the file's amounts.
 */
/**
 * A category name of the file that is none of the user's categories and has no remembered mapping: the upload wrote
 * nothing, and the page asks the user which category it means (the suggestion first, or a new category of that name).
 */
export const budgetUnmappedNameSchema = z.object({
  name: z.string(),
  /** The user's category it most likely means (suggestCategory), or null. */
  suggestion: z.string().nullable(),
  /** The file's lines that use it. */
  rows: z.array(z.number().int().positive()),
  /** The budget type of its first line (a new category joins that type's group). */
  typeName: z.string(),
});
export type BudgetUnmappedName = z.infer<typeof budgetUnmappedNameSchema>;
export const budgetUploadResultSchema = budgetCreatedCountsSchema.extend({
  categoriesUpdated: z.number().int().nonnegative(),
  changes: z.array(budgetFileChangeSchema),
  /** Names to map before anything is written (empty when the file was read into the month). */
  unmapped: z.array(budgetUnmappedNameSchema),
});
export type BudgetUploadResult = z.infer<typeof budgetUploadResultSchema>;

// ------------------------------------- remembered mappings of budget names to the user's categories (issue 38)
/** "Rent" read as the user's category "Housing" in every later upload and typed budget line. */
export const budgetCategoryMappingSchema = z.object({ from: z.string(), to: z.string() });
export type BudgetCategoryMapping = z.infer<typeof budgetCategoryMappingSchema>;
export const budgetCategoryMappingListSchema = z.array(budgetCategoryMappingSchema);
/** PUT /api/budget/category-mappings: remembers (or replaces) each mapping; `to` may name a new category. */
export const saveBudgetCategoryMappingsSchema = z.object({
  mappings: z
    .array(
      z.object({
        from: requiredString(BUDGET_MESSAGES.categoryName, 100),
        to: requiredString(BUDGET_MESSAGES.categoryName, 100),
        /** The budget type the name was used under: a new category joins that type's group. */
        typeName: z.string().trim().max(100).optional(),
      }),
    )
    .min(1, 'At least one mapping is required')
    .max(1000, 'At most 1000 mappings at once'),
});
export type SaveBudgetCategoryMappings = z.infer<typeof saveBudgetCategoryMappingsSchema>;

// ---------------------------------------------------------------- figures (product.md › Constants and limits)
/** Budget-type groups of the leftover card, matched by name, case-insensitive. */
export type BudgetGroup = 'income' | 'savings' | 'investments' | 'expenses' | 'debts';
export function budgetGroupOf(typeName: string): BudgetGroup | null {
  const name = typeName.trim().toLowerCase();
  if (name === 'income' || name === 'savings' || name === 'investments' || name === 'expenses') return name;
  if (name.includes('debt') || name.includes('loan')) return 'debts';
  return null;
}

export type BudgetTotalGroup = 'income' | 'outgoings' | null;
/** Where a type's monthly total counts on the leftover card: income, outgoings (savings, investments, expenses, debts/loans) or nowhere. */
export function budgetTotalGroupOf(typeName: string): BudgetTotalGroup {
  const group = budgetGroupOf(typeName);
  if (group === null) return null;
  return group === 'income' ? 'income' : 'outgoings';
}

/**
 * A category's amount as a monthly figure, in integer cents (product.md › Constants and limits: weekly x52/12,
 * fortnightly x26/12, quarterly /3, yearly /12, monthly as is). The exact ratio amount x multiply / divide is rounded
 * once, to the cent, half away from zero, so weekly $100.00 is $433.33 and weekly $0.03 ($0.13) is $0.13. Every total
 * (a type's monthly total, income, outgoings, leftover, the dashboard's "budgeted") is the sum of these rounded cents,
 * so the figures a user sees always add up.
 */
export function monthlyCents(amountCents: number, frequency: BudgetFrequency): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`Cents must be a safe integer: ${amountCents}`);
  const { multiply, divide } = MONTHLY_CONVERSION[frequency];
  const numerator = Math.abs(amountCents) * multiply;
  // floor((2n + d) / 2d) = n/d rounded half up, on integers only (n <= 1e11 x 52: far inside the safe range).
  const rounded = Math.floor((2 * numerator + divide) / (2 * divide));
  return amountCents < 0 ? -rounded : rounded;
}

/** The monthly figure of an amount given as a money string ("100.00", weekly -> "433.33"). */
export function monthlyAmountOf(amount: string, frequency: BudgetFrequency): string {
  return centsToMoney(monthlyCents(moneyToCents(amount), frequency));
}

export interface BudgetTotals {
  /** Monthly total of each budget type (by id), in cents. */
  byType: Map<string, number>;
  /** Total Monthly Income, in cents. */
  income: number;
  /** Total Monthly Outgoings: savings + investments + expenses + debts/loans, in cents. */
  outgoings: number;
  /** Amount leftover = income - outgoings (may be negative), in cents. */
  leftover: number;
}

/**
 * The leftover card of product.md › Constants and limits from the types and categories of one month. A category counts
 * under its type; types are grouped by name (budgetGroupOf); a type in no group has its own total but counts in neither
 * figure.
 */
export function budgetTotals(
  types: ReadonlyArray<Pick<BudgetType, 'id' | 'name'>>,
  categories: ReadonlyArray<Pick<BudgetCategory, 'budgetTypeId' | 'amount' | 'frequency'>>,
): BudgetTotals {
  const byType = new Map<string, number>(types.map((t) => [t.id, 0]));
  for (const category of categories) {
    const current = byType.get(category.budgetTypeId);
    if (current === undefined) continue; // a category of a type not listed (another month) counts nowhere
    byType.set(category.budgetTypeId, current + monthlyCents(moneyToCents(category.amount), category.frequency));
  }
  let income = 0;
  let outgoings = 0;
  for (const type of types) {
    const total = byType.get(type.id) ?? 0;
    const group = budgetTotalGroupOf(type.name);
    if (group === 'income') income += total;
    else if (group === 'outgoings') outgoings += total;
  }
  return { byType, income, outgoings, leftover: income - outgoings };
}

// ------------------------------- months (product.md › Constants and limits: the current calendar month by default)
export interface BudgetMonth {
  month: number;
  year: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The calendar month of `date` in the local time zone of whoever asks (browser or server). */
export function currentBudgetMonth(date: Date = new Date()): BudgetMonth {
  return { month: date.getMonth() + 1, year: date.getFullYear() };
}

/** The month `delta` months after (or before, when negative) `from`. */
export function shiftBudgetMonth(from: BudgetMonth, delta: number): BudgetMonth {
  const index = from.year * 12 + (from.month - 1) + delta;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}

/** 'March 2025'. */
export function budgetMonthLabel({ month, year }: BudgetMonth): string {
  return `${MONTH_NAMES[month - 1] ?? String(month)} ${year}`;
}

// ---------------------------------------------------------------- copy last month (not in the spec: issue 13)
/** POST /api/budget/copy: fills an empty month with the previous month's types and categories. */
export const copyBudgetRequestSchema = z.object({ month: monthBodySchema, year: yearBodySchema });
export const copyBudgetResultSchema = budgetCreatedCountsSchema.extend({
  fromMonth: monthSchema,
  fromYear: yearSchema,
});
export type CopyBudgetResult = z.infer<typeof copyBudgetResultSchema>;

// ------------------------------------------------------------- example file (product.md › API calls) and upload layout
/** The columns of the example file, which the upload reads back (header names match case-insensitively). */
export const BUDGET_FILE_COLUMNS = ['Budget Type', 'Category', 'Amount', 'Frequency'] as const;

/**
 * Realistic sample rows covering every frequency and every budget type the leftover card counts. Each category is one
 * of a new user's categories (DEFAULT_CATEGORY_GROUPS): the example budget speaks the transactions' vocabulary, so
 * Budget vs Actual sets each line beside its spending.
 */
export const BUDGET_TEMPLATE_ROWS: ReadonlyArray<readonly [string, string, string, BudgetFrequency]> = [
  ['Income', 'Salary', '5200.00', 'monthly'],
  ['Income', 'Other Income', '150.00', 'weekly'],
  ['Savings', 'Savings', '250.00', 'fortnightly'],
  ['Investments', 'Investments', '400.00', 'monthly'],
  ['Expenses', 'Housing', '1650.00', 'monthly'],
  ['Expenses', 'Groceries', '135.50', 'weekly'],
  ['Expenses', 'Utilities', '420.00', 'quarterly'],
  ['Expenses', 'Insurance', '960.00', 'yearly'],
  ['Expenses', 'Fuel', '120.00', 'monthly'],
  ['Debts & Loans', 'Debts & Loans', '500.00', 'monthly'],
];

/** budget_template_{month}_{year}.csv's text: a header and the sample rows, CRLF line ends (RFC 4180). */
export function budgetTemplateCsv(): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return [BUDGET_FILE_COLUMNS, ...BUDGET_TEMPLATE_ROWS].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

// ----------------- budget vs actual (dashboard, product.md › Screens and routes and Constants and limits)
/**
 * Spending in one category as GET /api/analytics/category-spending sends it, converted into the home currency
 * (the parts and the missing rates may be left out: then the amount alone counts).
 */
export type CategorySpent = Pick<CategorySpendingItem, 'category' | 'amount'> &
  Partial<Pick<CategorySpendingItem, 'parts' | 'missingRates'>>;

export interface BudgetVsActualRow {
  /** The budget category's name (as first written when several types hold the same name). */
  name: string;
  /** Its monthly budget ("433.33"); categories of the same name are added up. */
  budgeted: string;
  /**
   * What was spent in it, in the budget's currency (the home currency the spending was converted into): "0.00" when
   * nothing; null when the exchange rate of some of it is unknown — never a 1:1 sum (`spentParts` says what it is).
   */
  spent: string | null;
  /** The spending per original currency, when the analytics sent it (several matching names are added up). */
  spentParts?: MoneyPart[];
  /** Currencies of the spending whose rate is unknown (present when `spent` is null). */
  missingRates?: CurrencyCode[];
}

interface SpentSoFar {
  cents: number;
  unknown: boolean;
  parts: Map<CurrencyCode, number> | null;
  missing: Set<CurrencyCode>;
}

function addSpending(into: SpentSoFar, item: CategorySpent): void {
  if (item.amount === null) into.unknown = true;
  else into.cents += moneyToCents(item.amount);
  if (item.parts) {
    into.parts ??= new Map();
    for (const part of item.parts)
      into.parts.set(part.currency, (into.parts.get(part.currency) ?? 0) + moneyToCents(part.amount));
  }
  for (const currency of item.missingRates ?? []) into.missing.add(currency);
}

function spentFields(spent: SpentSoFar | undefined): Pick<BudgetVsActualRow, 'spent' | 'spentParts' | 'missingRates'> {
  if (!spent) return { spent: centsToMoney(0) };
  const fields: Pick<BudgetVsActualRow, 'spent' | 'spentParts' | 'missingRates'> = {
    spent: spent.unknown ? null : centsToMoney(spent.cents),
  };
  if (spent.parts) {
    fields.spentParts = [...spent.parts].map(([currency, cents]) => ({ currency, amount: centsToMoney(cents) }));
  }
  if (spent.missing.size > 0) fields.missingRates = [...spent.missing].sort();
  return fields;
}

/**
 * Joins a month's budget categories (GET /api/budget-type-categories) with GET /api/analytics/category-spending,
 * matching names case-insensitively (and ignoring surrounding spaces). When `types` are given, categories under an
 * income type are left out (income is not spending). Sorted by budget, largest first, then by spending and name:
 * take the first DASHBOARD_BUDGET_CATEGORIES (4) for the dashboard's list. The budget is in the home currency and the
 * spending converted into it; spending whose rate is unknown leaves `spent` null with its parts, never a wrong sum.
 */
export function budgetVsActual(
  categories: ReadonlyArray<Pick<BudgetCategory, 'name' | 'monthlyAmount' | 'budgetTypeId'>>,
  spending: ReadonlyArray<CategorySpent>,
  types?: ReadonlyArray<Pick<BudgetType, 'id' | 'name'>>,
): BudgetVsActualRow[] {
  const key = (name: string) => name.trim().toLowerCase();
  const incomeTypes = new Set((types ?? []).filter((t) => budgetGroupOf(t.name) === 'income').map((t) => t.id));
  const spent = new Map<string, SpentSoFar>();
  for (const item of spending) {
    const k = key(item.category);
    const into = spent.get(k) ?? { cents: 0, unknown: false, parts: null, missing: new Set<CurrencyCode>() };
    addSpending(into, item);
    spent.set(k, into);
  }
  const rows = new Map<string, { name: string; budgeted: number }>();
  for (const category of categories) {
    if (incomeTypes.has(category.budgetTypeId)) continue;
    const k = key(category.name);
    const row = rows.get(k) ?? { name: category.name.trim(), budgeted: 0 };
    row.budgeted += moneyToCents(category.monthlyAmount);
    rows.set(k, row);
  }
  return [...rows]
    .map(([k, row]) => ({ name: row.name, budgetedCents: row.budgeted, spent: spent.get(k) }))
    .sort(
      (a, b) =>
        b.budgetedCents - a.budgetedCents ||
        (b.spent?.cents ?? 0) - (a.spent?.cents ?? 0) ||
        a.name.localeCompare(b.name),
    )
    .map((row) => ({ name: row.name, budgeted: centsToMoney(row.budgetedCents), ...spentFields(row.spent) }));
}

// ------------------------- the spending budget per month (the dashboard chart's budget line; not in the spec)
/** A month as YYYY-MM (the spending chart's months). */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM, e.g. 2026-06');

/** GET /api/budget/spending-by-month?from=2026-01&to=2026-06: both optional and inclusive. */
export const spendingBudgetQuerySchema = z
  .object({ from: yearMonthSchema.optional(), to: yearMonthSchema.optional() })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type SpendingBudgetQuery = z.infer<typeof spendingBudgetQuerySchema>;

/**
 * Each month that has a spending budget, oldest first: the monthly total of its expense and debt categories (the
 * money the budget plans to go out as spending; income, savings and investments are not spending). In the home
 * currency: a budget is never converted. A month with no such category is absent (no line, never a 0).
 */
export const spendingBudgetResponseSchema = z.array(z.object({ month: yearMonthSchema, amount: moneyString }));
export type SpendingBudgetResponse = z.infer<typeof spendingBudgetResponseSchema>;

/** Whether a budget type's categories are planned spending (Expenses, Debts & Loans and other debt or loan types). */
export function isSpendingBudgetType(typeName: string): boolean {
  const group = budgetGroupOf(typeName);
  return group === 'expenses' || group === 'debts';
}
