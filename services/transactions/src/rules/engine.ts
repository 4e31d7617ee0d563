/**
 * The rules engine (product.md › Rules): pure functions, no database. A rule's conditions must all hold; the rules
 * run in their order and each action (field) is set at most once on a row — by the first rule that sets it — while
 * tags from every matching rule are added. Used at import and manual entry (before the categoriser), by "Run on
 * existing rows" and by the preview.
 */
import { minorUnits, type CurrencyCode, type RuleAction, type RuleCondition } from '@tracker/contracts';
import { inMinorUnits } from '../routes/transactions/filters';
import { patternTest } from './patterns';

/** What a rule reads of a row. `amountCents` is absolute, in the row's currency's minor units. */
export interface RuleRow {
  description: string;
  amountCents: number;
  isIncome: boolean;
  /** The account's id (hex); null for a manual entry without one. */
  accountId: string | null;
  currency: CurrencyCode;
  /** The description lower-cased, worked out once for all of a row's tests (set by the engine). */
  lower?: string;
}

/** What the matching rules set on a row (absent: no rule set it). */
export interface RuleOutcome {
  category?: string;
  /** The name of the rule that set the category ('Rule: <name>'). */
  categoryRule?: string;
  displayName?: string;
  note?: string;
  /** Tags to add, each once, in the order the rules gave them. */
  tags: string[];
  /** markTransfer: the counterpart account id, or null for an account the user has not added. */
  transferTo?: string | null;
}

export interface RuleDefinition {
  id?: string;
  name: string;
  enabled?: boolean;
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
}

export interface CompiledRule {
  id: string | undefined;
  name: string;
  actions: readonly RuleAction[];
  matches(row: RuleRow): boolean;
}

/** Descriptions are compared up to this many characters (what a statement line holds, and a bound for patterns). */
export const RULE_TEXT_WINDOW = 1000;

type Test = (row: RuleRow) => boolean;

/** An amount bound in each currency's minor units, worked out once per number of decimals. */
function amountTest(compare: (places: number) => (minor: number) => boolean): Test {
  const byPlaces = new Map<number, (minor: number) => boolean>();
  return (row) => {
    const places = minorUnits(row.currency);
    let test = byPlaces.get(places);
    if (test === undefined) {
      test = compare(places);
      byPlaces.set(places, test);
    }
    return test(row.amountCents);
  };
}

/** Smallest amount in minor units at or above the value (10.4 in yen: 11). */
function ceilMinor(value: number, places: number): number {
  const { minor, rest } = inMinorUnits(value, places);
  return rest ? minor + 1 : minor;
}

function descriptionTest(operator: 'contains' | 'startsWith' | 'equals' | 'matches', value: string): Test {
  const needle = value.toLowerCase();
  const text = (row: RuleRow) => {
    row.lower ??= row.description.slice(0, RULE_TEXT_WINDOW).toLowerCase();
    return row.lower;
  };
  switch (operator) {
    case 'contains':
      return (row) => text(row).includes(needle);
    case 'startsWith':
      return (row) => text(row).trimStart().startsWith(needle);
    case 'equals':
      return (row) => text(row).trim() === needle;
    case 'matches': {
      // Linear-time and case-insensitive (patterns.ts); checked when the rule was saved.
      const test = patternTest(value);
      return (row) => test(row.description.slice(0, RULE_TEXT_WINDOW));
    }
  }
}

/** One condition as a test on a row. */
export function conditionTest(condition: RuleCondition): Test {
  switch (condition.field) {
    case 'description':
      return descriptionTest(condition.operator, condition.value);
    case 'account':
      return (row) => row.accountId === condition.value;
    case 'direction':
      return condition.value === 'in' ? (row) => row.isIncome : (row) => !row.isIncome;
    case 'amount':
      return amountConditionTest(condition);
  }
}

/** Amounts compare the row's absolute amount in its own minor units: gt X is above X, lt X below, between inclusive. */
function amountConditionTest(condition: Extract<RuleCondition, { field: 'amount' }>): Test {
  if (condition.operator === 'between') {
    const [low, high] = condition.value;
    return amountTest((places) => {
      const min = ceilMinor(Math.min(low, high), places);
      const max = inMinorUnits(Math.max(low, high), places).minor;
      return (minor) => minor >= min && minor <= max;
    });
  }
  const value = condition.value;
  if (condition.operator === 'gt') {
    return amountTest((places) => {
      const floor = inMinorUnits(value, places).minor;
      return (minor) => minor > floor;
    });
  }
  return amountTest((places) => {
    const ceil = ceilMinor(value, places);
    return (minor) => minor < ceil;
  });
}

export function compileRule(rule: RuleDefinition): CompiledRule {
  const tests = rule.conditions.map(conditionTest);
  return {
    id: rule.id,
    name: rule.name,
    actions: rule.actions,
    matches: (row) => tests.every((test) => test(row)),
  };
}

/** The enabled rules, compiled, in the order given (the caller sorts by `order`). */
export function compileRules(rules: readonly RuleDefinition[]): CompiledRule[] {
  return rules.filter((rule) => rule.enabled !== false).map(compileRule);
}

/** Sets what this rule's actions set, unless an earlier rule set it already. */
function applyActions(rule: CompiledRule, outcome: RuleOutcome): void {
  for (const action of rule.actions) {
    switch (action.type) {
      case 'setCategory':
        if (outcome.category === undefined) {
          outcome.category = action.value;
          outcome.categoryRule = rule.name;
        }
        break;
      case 'rename':
        outcome.displayName ??= action.value;
        break;
      case 'setNote':
        outcome.note ??= action.value;
        break;
      case 'addTag':
        if (!outcome.tags.includes(action.value)) outcome.tags.push(action.value);
        break;
      case 'markTransfer':
        if (outcome.transferTo === undefined) outcome.transferTo = action.value;
        break;
    }
  }
}

/** Runs the rules on a row, in order; null when none matches. */
export function runRules(rules: readonly CompiledRule[], row: RuleRow): RuleOutcome | null {
  let outcome: RuleOutcome | null = null;
  for (const rule of rules) {
    if (!rule.matches(row)) continue;
    outcome ??= { tags: [] };
    applyActions(rule, outcome);
  }
  return outcome;
}
