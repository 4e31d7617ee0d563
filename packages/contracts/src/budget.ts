/** Budget (spec §3 Budget type and category, §5 Budget type / category, §7 Budget). */
import { z } from 'zod';
import { monthBodySchema, monthSchema, requiredString, yearBodySchema, yearSchema } from './common';
import {
  DEFAULT_BUDGET_TYPE_COLOR,
  DEFAULT_BUDGET_TYPE_DISPLAY_ORDER,
  DEFAULT_BUDGET_TYPE_ICON,
} from './constants';
import { decimalInput, moneyString } from './money';

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
  icon: z.string().trim().min(1, 'Icon must not be blank').max(100, 'Icon is too long').default(DEFAULT_BUDGET_TYPE_ICON),
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
export const uploadBudgetFieldsSchema = z.object({ month: monthBodySchema, year: yearBodySchema });
export type UploadBudgetFields = z.output<typeof uploadBudgetFieldsSchema>;
export const budgetUploadResultSchema = z.object({
  budgetTypesCreated: z.number().int().nonnegative(),
  categoriesCreated: z.number().int().nonnegative(),
});
export type BudgetUploadResult = z.infer<typeof budgetUploadResultSchema>;

// ---------------------------------------------------------------- figures (§9)
/** Budget-type groups of the leftover card, matched by name, case-insensitive. */
export type BudgetGroup = 'income' | 'savings' | 'investments' | 'expenses' | 'debts';
export function budgetGroupOf(typeName: string): BudgetGroup | null {
  const name = typeName.trim().toLowerCase();
  if (name === 'income' || name === 'savings' || name === 'investments' || name === 'expenses') return name;
  if (name.includes('debt') || name.includes('loan')) return 'debts';
  return null;
}
