/**
 * The rules part of the in-memory API (GET/POST /api/rules, PUT/DELETE /api/rules/:id, PUT /api/rules/order,
 * POST /api/rules/:id/apply, POST /api/rules/preview), answering as services/transactions does for what the Rules
 * page and the rule editor show. Conditions are read as `contains` on the description, enough for the page's tests.
 */
import type { FakeAnswer, FakeCall } from '@tracker/shell-sdk/testing';
import type { Rule, RuleInput, Transaction } from '@tracker/contracts';

export interface FakeRules {
  rules: Rule[];
  /** What POST /api/rules/:id/apply answers (default 0). */
  applied: Map<string, number>;
}

const notFound: FakeAnswer = { status: 404, body: { error: 'Rule not found', message: 'Rule not found' } };

/** What the service refuses that the page must show: a pattern with a look-around (RE2 has none). */
function refusal(input: RuleInput): FakeAnswer | null {
  const pattern = input.conditions.find((c) => c.operator === 'matches' && String(c.value).includes('(?='));
  if (!pattern) return null;
  const message = `Invalid pattern "${String(pattern.value)}": invalid or unsupported Perl syntax: \`(?=\``;
  return { status: 400, body: { error: message, message, code: 'BAD_REQUEST' } };
}

function matching(input: RuleInput, rows: readonly Transaction[]): Transaction[] {
  const words = input.conditions.map((c) => String(c.value).toLowerCase());
  return rows.filter((row) => words.every((word) => row.description.toLowerCase().includes(word)));
}

function asRule(id: string, order: number, input: RuleInput): Rule {
  const { name, conditions, actions, enabled = true } = input;
  return { id, name, order, enabled, conditions, actions } as Rule;
}

export function rulesRoute(store: FakeRules, rows: readonly Transaction[], call: FakeCall): FakeAnswer | undefined {
  const { method, path } = call;
  const input = call.body as RuleInput;
  if (path === '/api/rules' && method === 'GET') return { status: 200, body: { rules: store.rules } };
  if (path === '/api/rules/preview' && method === 'POST') {
    const found = matching(input, rows);
    const category = input.actions.find((a) => a.type === 'setCategory')?.value ?? null;
    const changed = found.map((row) => ({ ...row, category: category ?? row.category }));
    return (
      refusal(input) ?? {
        status: 200,
        body: { matchedCount: found.length, changedCount: found.length, transactions: changed },
      }
    );
  }
  if (path === '/api/rules/order' && method === 'PUT') {
    const ids = (call.body as { ruleIds: string[] }).ruleIds;
    store.rules = ids.map((id, order) => ({ ...(store.rules.find((r) => r.id === id) as Rule), order }));
    return { status: 200, body: { rules: store.rules } };
  }
  if (path === '/api/rules' && method === 'POST') {
    const refused = refusal(input);
    if (refused) return refused;
    const rule = asRule(`rule-${store.rules.length + 1}`, store.rules.length, input);
    store.rules.push(rule);
    const changedCount = input.applyToExisting ? matching(input, rows).length : undefined;
    return { status: 201, body: { rule, ...(changedCount === undefined ? {} : { changedCount }) } };
  }
  const one = /^\/api\/rules\/([^/]+)(\/apply)?$/.exec(path);
  const index = store.rules.findIndex((r) => r.id === one?.[1]);
  if (!one) return undefined;
  if (index < 0) return notFound;
  const rule = store.rules[index] as Rule;
  if (one[2] && method === 'POST') return { status: 200, body: { changedCount: store.applied.get(rule.id) ?? 0 } };
  if (method === 'PUT') {
    store.rules[index] = asRule(rule.id, rule.order, input);
    return { status: 200, body: { rule: store.rules[index] } };
  }
  if (method === 'DELETE') {
    store.rules.splice(index, 1);
    return { status: 200, body: { deletedCount: 1 } };
  }
  return undefined;
}
