// The 50 rules the import benchmark runs with (product.md › Rules): most test for merchants the statement does not
// have (every rule is still run on every row), five add a tag or a note to common merchants, and a few use each
// operator (patterns, amounts, direction). None sets a category, so the categoriser is asked about as many rows as
// without rules: the figure measures what the rules cost, not what they save.
import { COLLECTIONS, type RuleAction, type RuleCondition } from '@tracker/contracts';
import type { Connection } from 'mongoose';

const ABSENT = Array.from({ length: 40 }, (_, i) => `MERCHANT NOT IN STATEMENT ${i}`);

function rule(order: number, conditions: RuleCondition[], actions: RuleAction[]) {
  return { name: `Bench rule ${order}`, order, enabled: true, conditions, actions };
}

export function fiftyRules() {
  const rules = ABSENT.map((name, i) =>
    rule(i, [{ field: 'description', operator: 'contains', value: name }], [{ type: 'setNote', value: name }]),
  );
  const tag = (value: string): RuleAction[] => [{ type: 'addTag', value }];
  rules.push(
    rule(40, [{ field: 'description', operator: 'contains', value: 'starbucks' }], tag('coffee')),
    rule(41, [{ field: 'description', operator: 'startsWith', value: 'card payment to netflix' }], tag('tv')),
    rule(42, [{ field: 'description', operator: 'matches', value: '(uber|deliveroo)\\s+\\w+' }], tag('apps')),
    rule(43, [{ field: 'amount', operator: 'gt', value: 240 }], tag('large')),
    rule(44, [{ field: 'direction', operator: 'equals', value: 'in' }], [{ type: 'setNote', value: 'income' }]),
    rule(45, [{ field: 'description', operator: 'matches', value: '^zz[0-9]+$' }], tag('never')),
    rule(46, [{ field: 'description', operator: 'equals', value: 'nothing equals this' }], tag('never')),
    rule(47, [{ field: 'amount', operator: 'between', value: [999_990, 999_999] }], tag('never')),
    rule(48, [{ field: 'description', operator: 'startsWith', value: 'direct debit' }], tag('never')),
    rule(49, [{ field: 'description', operator: 'contains', value: 'lottery' }], tag('never')),
  );
  return rules;
}

/** Stores the 50 rules for a user (straight into the collection: the bench measures the import, not the API). */
export async function storeFiftyRules(connection: Connection, userId: string): Promise<void> {
  const now = new Date();
  await connection
    .collection(COLLECTIONS.transactions.rules)
    .insertMany(fiftyRules().map((r) => ({ ...r, userId, createdAt: now, updatedAt: now })));
}
