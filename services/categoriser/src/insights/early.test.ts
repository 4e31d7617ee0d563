import type { InsightsRequest } from '@tracker/contracts';
import { analyseInsights, computeInsightFacts, pickInsights } from './facts';
import { ONE_MONTH, PREPARED } from './fixtures';

const texts = (request: InsightsRequest) => computeInsightFacts(request).map((fact) => fact.text);

describe('insights from a first month of transactions', () => {
  const all = texts(ONE_MONTH);

  it('says how many more weeks of history month-on-month comparisons need', () => {
    // History 1–17 November; comparisons need November and December: 44 days to 31 December.
    expect(analyseInsights(ONE_MONTH).weeksToComparisons).toBe(7);
  });

  it('names the largest spending categories and their share of spending (savings and transfers left out)', () => {
    expect(all).toContain(
      'Largest spending since 1 November: Housing $1,500.00 (64%), Shopping $349.99 (15%) and Groceries $305.75 (13%), of $2,343.72 in all.',
    );
  });

  it('states the share of income spent', () => {
    expect(all).toContain('Spending since 1 November is $2,343.72, 56% of the $4,200.00 of income.');
  });

  it('finds charges that likely recur: standing orders and direct debits, bills and subscriptions', () => {
    expect(all).toContain(
      '4 likely recurring charges found, $1,611.48 in all: P Jones Rent $1,500.00, British Gas $84.00, Netflix $15.49 and 1 other.',
    );
  });

  it('lists the largest single expenses', () => {
    expect(all).toContain(
      'Largest single expenses since 1 November: $1,500.00 at P Jones Rent on 1 November, $349.99 at Best Buy on 12 November and $121.40 at Kroger on 10 November.',
    );
  });

  it('shows three of them, with no month-on-month comparison and no advice', () => {
    const top = pickInsights(computeInsightFacts(ONE_MONTH), 3).map((fact) => fact.kind);
    expect(top).toEqual(['top-categories', 'income-share', 'likely-recurring']);
    expect(all.some((text) => /compared with|with none in|rose|fell/.test(text))).toBe(false);
    for (const text of all) expect(text).not.toMatch(/\b(should|recommend|consider|try to)\b/i);
  });

  it('puts spending above income first when more went out than came in', () => {
    const lean: InsightsRequest = {
      ...ONE_MONTH,
      transactions: [
        { date: '2024-11-01', description: 'ACME PAYROLL', amount: '1000.00', isIncome: true, category: 'Salary' },
        { date: '2024-11-02', description: 'DELTA AIR LINES', amount: '1450.50', isIncome: false, category: 'Travel' },
        {
          date: '2024-11-03',
          description: 'KROGER #0412 COLUMBUS OH',
          amount: '50.00',
          isIncome: false,
          category: 'Groceries',
        },
      ],
    };
    expect(pickInsights(computeInsightFacts(lean), 3)[0]?.text).toBe(
      'Spending since 1 November is $1,500.50, $500.50 more than the $1,000.00 of income.',
    );
  });

  it('does not compare with a month the history does not cover (a statement starting on the 15th)', () => {
    // October from the 15th only, as of 20 November: October is the latest complete month but September is empty.
    const fromMid: InsightsRequest = {
      ...ONE_MONTH,
      transactions: ONE_MONTH.transactions.map((t) => ({
        ...t,
        date: t.date.replace('2024-11-', '2024-10-').replace(/-0(\d)$/, '-1$1'),
      })),
    };
    const analysis = analyseInsights(fromMid);
    expect(analysis.facts.some((fact) => fact.kind === 'month-change' || fact.kind === 'surplus')).toBe(false);
    expect(analysis.facts.map((fact) => fact.kind)).toContain('top-categories');
    // Covered from November; comparisons need November and December: from 17 October to 31 December.
    expect(analysis.weeksToComparisons).toBe(11);
  });

  it('needs no more history once two months are covered: the month-on-month insights speak instead', () => {
    const analysis = analyseInsights(PREPARED);
    expect(analysis.weeksToComparisons).toBeNull();
    expect(analysis.facts.some((fact) => fact.kind === 'top-categories' || fact.kind === 'largest-expenses')).toBe(
      false,
    );
  });

  it('has nothing to say, and no weeks to count, without transactions', () => {
    expect(analyseInsights({ ...ONE_MONTH, transactions: [] })).toEqual({ facts: [], weeksToComparisons: null });
  });
});
