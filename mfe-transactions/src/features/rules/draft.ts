/** A rule as the editor holds it (every value as typed) and its conversion to the API's shape. */
import {
  RULE_OPERATORS,
  type Rule,
  type RuleActionType,
  type RuleField,
  type RuleInput,
  type Transaction,
} from '@tracker/contracts';

let lastKey = 0;
/** A stable React key for a line of the editor. */
export const nextKey = () => ++lastKey;

export interface DraftCondition {
  key: number;
  field: RuleField;
  operator: string;
  value: string;
  /** The upper bound of 'between'. */
  value2: string;
}

export interface DraftAction {
  key: number;
  type: RuleActionType;
  value: string;
}

export interface RuleDraft {
  name: string;
  enabled: boolean;
  conditions: DraftCondition[];
  actions: DraftAction[];
}

export const FIELD_LABELS: Readonly<Record<RuleField, string>> = {
  description: 'Description',
  amount: 'Amount',
  account: 'Account',
  direction: 'Direction',
};

export const OPERATOR_LABELS: Readonly<Record<string, string>> = {
  contains: 'contains',
  startsWith: 'starts with',
  equals: 'is',
  matches: 'matches pattern',
  gt: 'is more than',
  lt: 'is less than',
  between: 'is between',
};

export const ACTION_LABELS: Readonly<Record<RuleActionType, string>> = {
  setCategory: 'Set category',
  rename: 'Rename to',
  addTag: 'Add tag',
  markTransfer: 'Mark as transfer',
  setNote: 'Set note',
};

export const emptyCondition = (field: RuleField = 'description'): DraftCondition => ({
  key: nextKey(),
  field,
  operator: RULE_OPERATORS[field][0],
  value: field === 'direction' ? 'out' : '',
  value2: '',
});

export const emptyDraft = (): RuleDraft => ({
  name: '',
  enabled: true,
  conditions: [emptyCondition()],
  actions: [{ key: nextKey(), type: 'setCategory', value: '' }],
});

/** The words of a statement line that name its merchant: letters only, reference numbers left out. */
export function merchantWords(description: string): string {
  const words = description.split(/\s+/).filter((word) => word !== '' && !/\d/.test(word));
  return (words.length > 0 ? words : [description.trim()]).slice(0, 3).join(' ');
}

/** "Always do this…" on a row: its merchant's words, its category and its name as they are. */
export function draftFromRow(row: Transaction): RuleDraft {
  const words = merchantWords(row.description);
  const actions: DraftAction[] = [{ key: nextKey(), type: 'setCategory', value: row.category ?? '' }];
  if (row.displayName) actions.push({ key: nextKey(), type: 'rename', value: row.displayName });
  return {
    name: words,
    enabled: true,
    conditions: [
      { key: nextKey(), field: 'description', operator: 'contains', value: words, value2: '' },
      emptyConditionFor('direction', row.isIncome ? 'in' : 'out'),
    ],
    actions,
  };
}

const emptyConditionFor = (field: RuleField, value: string): DraftCondition => ({ ...emptyCondition(field), value });

export function draftFromRule(rule: Rule): RuleDraft {
  return {
    name: rule.name,
    enabled: rule.enabled,
    conditions: rule.conditions.map((c) => ({
      key: nextKey(),
      field: c.field,
      operator: c.operator,
      value: Array.isArray(c.value) ? String(c.value[0]) : String(c.value),
      value2: Array.isArray(c.value) ? String(c.value[1]) : '',
    })),
    actions: rule.actions.map((a) => ({ key: nextKey(), type: a.type, value: a.value ?? '' })),
  };
}

/** The API's rule (the server checks it and answers 400 naming what it does not take). */
export function toRuleInput(draft: RuleDraft, applyToExisting = false): RuleInput {
  return {
    name: draft.name,
    enabled: draft.enabled,
    applyToExisting,
    conditions: draft.conditions.map((c) =>
      c.operator === 'between'
        ? { field: 'amount', operator: 'between', value: [c.value, c.value2] }
        : ({ field: c.field, operator: c.operator, value: c.value } as RuleInput['conditions'][number]),
    ),
    actions: draft.actions.map((a) =>
      a.type === 'markTransfer'
        ? { type: 'markTransfer', value: a.value === '' ? null : a.value }
        : { type: a.type, value: a.value },
    ),
  };
}

/** One line that says what a rule does: 'Description contains greenpoint → Set category Rent'. */
export function ruleSummary(rule: Rule, accountName: (id: string) => string): string {
  const when = rule.conditions
    .map((c) => {
      const value = Array.isArray(c.value)
        ? `${c.value[0]} and ${c.value[1]}`
        : c.field === 'account'
          ? accountName(String(c.value))
          : String(c.value);
      if (c.field === 'direction') return c.value === 'in' ? 'Money in' : 'Money out';
      return `${FIELD_LABELS[c.field]} ${OPERATOR_LABELS[c.operator] ?? c.operator} ${value}`;
    })
    .join(' and ');
  const then = rule.actions
    .map(
      (a) =>
        `${ACTION_LABELS[a.type]}${a.value === null ? '' : ` ${a.type === 'markTransfer' ? accountName(a.value) : a.value}`}`,
    )
    .join(', ');
  return `${when} → ${then}`;
}
