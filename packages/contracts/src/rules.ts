/**
 * The user's rules (product.md › Rules): conditions that must all hold, and actions applied in order, each at most
 * once. Rules run at import and on manual entry before the categoriser; a rule's category wins.
 * Server-side checks that need the user's data (a known category or account, a safe pattern) answer 400 naming it.
 */
import { z } from 'zod';
import { idSchema, requiredString } from './common';
import { transactionSchema } from './transactions';

export const MAX_RULES = 200;
export const MAX_RULE_CONDITIONS = 10;
export const MAX_RULE_ACTIONS = 10;
/** Longest text a condition or action takes; a `matches` pattern is also checked for catastrophic backtracking. */
export const MAX_RULE_TEXT = 200;

export const RULE_FIELDS = ['description', 'amount', 'account', 'direction'] as const;
export const RULE_OPERATORS = {
  description: ['contains', 'startsWith', 'equals', 'matches'],
  amount: ['gt', 'lt', 'between'],
  account: ['equals'],
  direction: ['equals'],
} as const satisfies Record<(typeof RULE_FIELDS)[number], readonly string[]>;
export const RULE_DIRECTIONS = ['in', 'out'] as const;
export const RULE_ACTION_TYPES = ['setCategory', 'rename', 'addTag', 'markTransfer', 'setNote'] as const;

export type RuleField = (typeof RULE_FIELDS)[number];
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];

/** 'Unknown condition field "memo"': the 400 names what it did not know. */
function unknownValue(what: string, input: unknown, key: string): string {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? `Unknown ${what} "${value.slice(0, 50)}"` : `Missing ${what}`;
}

const text = (what: string) => requiredString(`${what} is required`, MAX_RULE_TEXT);
/** An amount in the row's currency, as a decimal string or number. */
const amountValue = z
  .union([z.number(), z.string().trim()])
  .pipe(z.coerce.number({ error: 'Amount must be a number' }));

export const ruleConditionSchema = z.discriminatedUnion(
  'field',
  [
    z.object({
      field: z.literal('description'),
      operator: z.enum(RULE_OPERATORS.description),
      value: text('Condition text'),
    }),
    // Zod wants one entry per field: the amount's operators are a union of their own.
    z.discriminatedUnion(
      'operator',
      [
        z.object({ field: z.literal('amount'), operator: z.enum(['gt', 'lt']), value: amountValue }),
        z.object({
          field: z.literal('amount'),
          operator: z.literal('between'),
          value: z.tuple([amountValue, amountValue], { error: 'Between takes two amounts' }),
        }),
      ],
      { error: (issue) => `${unknownValue('amount operator', issue.input, 'operator')}: must be gt, lt or between` },
    ),
    /** The account's id. */
    z.object({ field: z.literal('account'), operator: z.literal('equals'), value: text('Account') }),
    z.object({ field: z.literal('direction'), operator: z.literal('equals'), value: z.enum(RULE_DIRECTIONS) }),
  ],
  {
    error: (issue) =>
      `${unknownValue('condition field', issue.input, 'field')}: must be one of ${RULE_FIELDS.join(', ')}`,
  },
);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

export const ruleActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('setCategory'), value: text('Category') }),
    z.object({ type: z.literal('rename'), value: text('Name') }),
    z.object({ type: z.literal('addTag'), value: requiredString('Tag is required', 100) }),
    /** The counterpart account's id, or null for 'a transfer to an account not added'. */
    z.object({ type: z.literal('markTransfer'), value: z.string().trim().max(200).nullable() }),
    z.object({ type: z.literal('setNote'), value: text('Note') }),
  ],
  {
    error: (issue) =>
      `${unknownValue('action type', issue.input, 'type')}: must be one of ${RULE_ACTION_TYPES.join(', ')}`,
  },
);
export type RuleAction = z.infer<typeof ruleActionSchema>;

/** Each action type at most once in a rule: two categories (or names, notes) on one rule contradict each other. */
function eachActionOnce(actions: ReadonlyArray<{ type: string }>, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  actions.forEach((action, index) => {
    if (seen.has(action.type))
      ctx.addIssue({ code: 'custom', path: [index, 'type'], message: `Action ${action.type} is given twice` });
    seen.add(action.type);
  });
}

export const ruleInputSchema = z.object({
  name: requiredString('Rule name is required', 100),
  conditions: z
    .array(ruleConditionSchema, { error: 'Conditions must be a list' })
    .min(1, 'A rule needs at least one condition')
    .max(MAX_RULE_CONDITIONS, `At most ${MAX_RULE_CONDITIONS} conditions`),
  actions: z
    .array(ruleActionSchema, { error: 'Actions must be a list' })
    .min(1, 'A rule needs at least one action')
    .max(MAX_RULE_ACTIONS, `At most ${MAX_RULE_ACTIONS} actions`)
    .superRefine(eachActionOnce),
  enabled: z.boolean().default(true),
  /** Also apply the rule to the rows already stored; the answer says how many changed. */
  applyToExisting: z.boolean().optional(),
});
export type RuleInput = z.input<typeof ruleInputSchema>;

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 0-based position; rules run in this order. */
  order: z.number().int().nonnegative(),
  enabled: z.boolean(),
  conditions: z.array(ruleConditionSchema),
  actions: z.array(ruleActionSchema),
});
export type Rule = z.infer<typeof ruleSchema>;

/** The review reason of a row a rule categorised ('Rule: Rent'). */
export const ruleReason = (name: string): string => `Rule: ${name}`;

// ---------------------------------------------------------------- API answers and the calls beyond the rule itself

/** Rows a preview lists (the count covers them all). */
export const RULE_PREVIEW_ROWS = 50;

export const ruleListResponseSchema = z.object({ rules: z.array(ruleSchema) });
export type RuleListResponse = z.infer<typeof ruleListResponseSchema>;

/** A saved rule; `changedCount` (rows changed) when it was also applied to the stored rows. */
export const ruleSavedResponseSchema = z.object({
  rule: ruleSchema,
  changedCount: z.number().int().nonnegative().optional(),
});
export type RuleSavedResponse = z.infer<typeof ruleSavedResponseSchema>;

/** PUT /api/rules/order: every rule id of the user, in the new order. */
export const reorderRulesRequestSchema = z.object({
  ruleIds: z
    .array(idSchema, { error: 'Rule ids must be a list' })
    .min(1, 'Rule ids are required')
    .max(MAX_RULES, `At most ${MAX_RULES} rules`),
});

/** POST /api/rules/:id/apply: how many stored rows the rule changed. */
export const ruleAppliedResponseSchema = z.object({ changedCount: z.number().int().nonnegative() });

/**
 * POST /api/rules/preview: the stored rows a draft matches, how many of them it would change, and the first
 * RULE_PREVIEW_ROWS changed rows as they would be after it (the user's rules before it applied first).
 */
export const rulePreviewResponseSchema = z.object({
  matchedCount: z.number().int().nonnegative(),
  changedCount: z.number().int().nonnegative(),
  transactions: z.array(transactionSchema),
});
export type RulePreviewResponse = z.infer<typeof rulePreviewResponseSchema>;
