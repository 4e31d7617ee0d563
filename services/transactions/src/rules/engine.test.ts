import type { RuleAction, RuleCondition } from '@tracker/contracts';
import { compileRule, compileRules, RULE_TEXT_WINDOW, runRules, type RuleRow } from './engine';
import { patternProblem } from './patterns';
import { changesFor } from './rowChanges';

const row = (over: Partial<RuleRow> = {}): RuleRow => ({
  description: 'GREENPOINT PROPERTY MGMT 0042',
  amountCents: 150_000,
  isIncome: false,
  accountId: 'a1',
  currency: 'USD',
  ...over,
});
const rule = (conditions: RuleCondition[], actions: RuleAction[] = [{ type: 'addTag', value: 'hit' }], name = 'R') =>
  compileRule({ name, conditions, actions });
const holds = (condition: RuleCondition, r: RuleRow) => rule([condition]).matches(r);

describe('rule conditions', () => {
  it('description contains / startsWith / equals, case-insensitively', () => {
    const r = row({ description: '  Netflix.com Subscription' });
    expect(holds({ field: 'description', operator: 'contains', value: 'NETFLIX' }, r)).toBe(true);
    expect(holds({ field: 'description', operator: 'contains', value: 'hulu' }, r)).toBe(false);
    expect(holds({ field: 'description', operator: 'startsWith', value: 'netflix' }, r)).toBe(true);
    expect(holds({ field: 'description', operator: 'startsWith', value: 'subscription' }, r)).toBe(false);
    expect(holds({ field: 'description', operator: 'equals', value: 'netflix.com subscription' }, r)).toBe(true);
    expect(holds({ field: 'description', operator: 'equals', value: 'netflix.com' }, r)).toBe(false);
  });

  it('description matches a regular expression, case-insensitively', () => {
    const condition: RuleCondition = { field: 'description', operator: 'matches', value: '^greenpoint\\s+prop' };
    expect(holds(condition, row())).toBe(true);
    expect(holds(condition, row({ description: 'PAYMENT GREENPOINT PROPERTY' }))).toBe(false);
  });

  it('amount gt / lt / between compare the absolute amount in the row’s own minor units', () => {
    const usd = row({ amountCents: 1000 }); // 10.00
    expect(holds({ field: 'amount', operator: 'gt', value: 9.99 }, usd)).toBe(true);
    expect(holds({ field: 'amount', operator: 'gt', value: 10 }, usd)).toBe(false);
    expect(holds({ field: 'amount', operator: 'lt', value: 10.01 }, usd)).toBe(true);
    expect(holds({ field: 'amount', operator: 'lt', value: 10 }, usd)).toBe(false);
    expect(holds({ field: 'amount', operator: 'between', value: [10, 20] }, usd)).toBe(true);
    expect(holds({ field: 'amount', operator: 'between', value: [20, 10] }, usd)).toBe(true);
    expect(holds({ field: 'amount', operator: 'between', value: [10.01, 20] }, usd)).toBe(false);
    // 0.29 is no float trouble: 29 cents is not above 0.29.
    expect(holds({ field: 'amount', operator: 'gt', value: 0.29 }, row({ amountCents: 29 }))).toBe(false);
    // Yen have no minor unit: ¥1500 is 1500; dinars three (12.345 BHD is 12345).
    const yen = row({ amountCents: 1500, currency: 'JPY' });
    expect(holds({ field: 'amount', operator: 'gt', value: 1499.5 }, yen)).toBe(true);
    expect(holds({ field: 'amount', operator: 'lt', value: 1500.5 }, yen)).toBe(true);
    expect(holds({ field: 'amount', operator: 'between', value: [1500.2, 2000] }, yen)).toBe(false);
    const dinars = row({ amountCents: 12_345, currency: 'BHD' });
    expect(holds({ field: 'amount', operator: 'between', value: [12.345, 12.345] }, dinars)).toBe(true);
    expect(holds({ field: 'amount', operator: 'gt', value: 12.345 }, dinars)).toBe(false);
    expect(holds({ field: 'amount', operator: 'gt', value: 12.344 }, dinars)).toBe(true);
  });

  it('account equals and direction in / out', () => {
    expect(holds({ field: 'account', operator: 'equals', value: 'a1' }, row())).toBe(true);
    expect(holds({ field: 'account', operator: 'equals', value: 'a2' }, row())).toBe(false);
    expect(holds({ field: 'account', operator: 'equals', value: 'a1' }, row({ accountId: null }))).toBe(false);
    expect(holds({ field: 'direction', operator: 'equals', value: 'out' }, row())).toBe(true);
    expect(holds({ field: 'direction', operator: 'equals', value: 'in' }, row())).toBe(false);
    expect(holds({ field: 'direction', operator: 'equals', value: 'in' }, row({ isIncome: true }))).toBe(true);
  });

  it('every condition of a rule must hold', () => {
    const both = rule([
      { field: 'description', operator: 'contains', value: 'greenpoint' },
      { field: 'amount', operator: 'gt', value: 1000 },
    ]);
    expect(both.matches(row())).toBe(true);
    expect(both.matches(row({ amountCents: 50_000 }))).toBe(false);
  });
});

describe('rule actions and order', () => {
  const greenpoint: RuleCondition = { field: 'description', operator: 'contains', value: 'greenpoint' };

  it('each action: setCategory, rename, addTag, markTransfer, setNote', () => {
    const outcome = runRules(
      [
        rule(
          [greenpoint],
          [
            { type: 'setCategory', value: 'Rent' },
            { type: 'rename', value: 'Rent' },
            { type: 'addTag', value: 'home' },
            { type: 'markTransfer', value: null },
            { type: 'setNote', value: 'Flat 4' },
          ],
          'Rent rule',
        ),
      ],
      row(),
    );
    expect(outcome).toEqual({
      category: 'Rent',
      categoryRule: 'Rent rule',
      displayName: 'Rent',
      tags: ['home'],
      transferTo: null,
      note: 'Flat 4',
    });
  });

  it('rules run in order: the first to set a field wins, tags add up once each; none matching is null', () => {
    const first = rule(
      [greenpoint],
      [
        { type: 'setCategory', value: 'Rent' },
        { type: 'addTag', value: 'home' },
      ],
      'A',
    );
    const second = rule(
      [{ field: 'amount', operator: 'gt', value: 1000 }],
      [
        { type: 'setCategory', value: 'Big' },
        { type: 'addTag', value: 'big' },
        { type: 'addTag', value: 'home' },
        { type: 'rename', value: 'Landlord' },
      ],
      'B',
    );
    expect(runRules([first, second], row())).toEqual({
      category: 'Rent',
      categoryRule: 'A',
      tags: ['home', 'big'],
      displayName: 'Landlord',
    });
    expect(runRules([second, first], row())).toMatchObject({ category: 'Big', categoryRule: 'B' });
    expect(runRules([first, second], row({ description: 'coffee', amountCents: 300 }))).toBeNull();
  });

  it('compileRules leaves disabled rules out', () => {
    const rules = compileRules([
      { name: 'off', enabled: false, conditions: [greenpoint], actions: [{ type: 'setNote', value: 'x' }] },
      { name: 'on', conditions: [greenpoint], actions: [{ type: 'setNote', value: 'y' }] },
    ]);
    expect(rules.map((r) => r.name)).toEqual(['on']);
  });

  it('changesFor names only what differs; a rule category is a decision with confidence 1 and its reason', () => {
    const stored = {
      category: null,
      aiCategorised: false,
      confidence: null,
      pending: true,
      tags: ['home'],
      displayName: undefined,
      note: 'Flat 4',
      reviewReason: undefined,
    };
    const changes = changesFor(stored, { category: 'Rent', categoryRule: 'Rent', tags: ['home'], note: 'Flat 4' });
    expect(changes).toEqual({ category: 'Rent', confidence: 1, pending: false, reviewReason: 'Rule: Rent' });
    expect(changesFor({ ...stored, ...changes }, { category: 'Rent', categoryRule: 'Rent', tags: [] })).toEqual({});
  });
});

describe('patterns', () => {
  it('refuses catastrophic and invalid patterns, naming them; takes plain ones', () => {
    expect(patternProblem('^netflix|hulu')).toBeNull();
    expect(patternProblem('greenpoint\\s+property')).toBeNull();
    expect(patternProblem('(a+)+$')).toMatch(/^Unsafe pattern "\(a\+\)\+\$"/);
    expect(patternProblem('(\\w*)*@')).toMatch(/^Unsafe pattern/);
    expect(patternProblem('([a-z]+)*x')).toMatch(/^Unsafe pattern/);
    expect(patternProblem('(abc')).toMatch(/^Invalid pattern "\(abc"/);
  });

  it('runs a pattern in linear time: one that passes the check but backtracks catastrophically still answers', () => {
    // safe-regex2 passes an overlapping alternation under a star; a backtracking engine (V8's) takes about 20 s on
    // 26 x's and would never finish 1,000. RE2's engine answers as for any other pattern.
    expect(patternProblem('(x|x)*y')).toBeNull();
    const condition: RuleCondition = { field: 'description', operator: 'matches', value: '(x|x)*y' };
    expect(holds(condition, row({ description: 'x'.repeat(RULE_TEXT_WINDOW) }))).toBe(false);
    expect(holds(condition, row({ description: 'XXXY' }))).toBe(true);
  });

  it('refuses what the linear-time engine cannot run (look-arounds, back-references); a stored one matches nothing', () => {
    expect(patternProblem('rent(?= payment)')).toMatch(/^Invalid pattern "rent\(\?= payment\)": .*\(\?=/);
    expect(patternProblem('(ab)\\1')).toMatch(/^Invalid pattern/);
    const stored: RuleCondition = { field: 'description', operator: 'matches', value: 'greenpoint(?= property)' };
    expect(holds(stored, row())).toBe(false);
  });
});
