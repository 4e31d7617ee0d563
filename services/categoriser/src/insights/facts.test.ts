import type { InsightsRequest } from '@tracker/contracts';
import { computeInsightFacts, kthOfTwo, pickInsights, SortedAmounts } from './facts';
import { PREPARED } from './fixtures';
import { moneyIn } from './format';

function texts(request: InsightsRequest): string[] {
  return computeInsightFacts(request).map((fact) => fact.text);
}

describe('insights computed from the figures', () => {
  const all = texts(PREPARED);

  it('states month-on-month changes per category with both months’ figures', () => {
    expect(all).toContain('Dining Out spending rose 42% to $312.40 in October compared with $220.10 in September.');
    // Groceries moved from $410.00 to $400.00: a 2% change is not an insight.
    expect(all).toContain('No Shopping spending in October, compared with $120.00 in September.');
    expect(all.some((text) => text.startsWith('Groceries spending fell'))).toBe(false);
  });

  it('finds budget categories over or near their monthly limit this month', () => {
    expect(all).toContain('Groceries spending is $512.30 so far in November, $62.30 over its $450.00 monthly budget.');
    expect(all).toContain('Dining Out has used $280.00 of its $300.00 monthly budget so far in November (93%).');
    expect(all.some((text) => text.startsWith('Travel'))).toBe(false);
  });

  it('flags a transaction far above the merchant’s usual amount', () => {
    expect(all).toContain('The $482.00 charge at Best Buy on 14 November is 4.2 times its usual $115.00.');
  });

  it('finds recurring monthly charges and a price rise', () => {
    expect(all).toContain('The monthly charge from Spotify rose from $9.99 to $11.99 on 5 November.');
    expect(all).toContain(
      '3 recurring monthly charges found, totalling $1,527.48 a month: P Jones Rent $1,500.00, Netflix $15.49 and Spotify $11.99.',
    );
    // Best Buy comes irregularly: not a subscription.
    expect(all.some((text) => text.includes('Best Buy $'))).toBe(false);
  });

  it('compares income with spending in the latest complete month, leaving out savings and transfers', () => {
    // October: income $4,200.00; spending = rent 1500 + dining 312.40 + groceries 400 + Netflix 15.49 + Spotify 9.99.
    expect(all).toContain('In October income was $4,200.00 and spending $2,237.88, leaving $1,962.12.');
  });

  it('ranks by significance and returns three about different things, with no advice', () => {
    const top = pickInsights(computeInsightFacts(PREPARED), 3).map((fact) => fact.text);
    // Largest sums at stake first: $367.00 above usual, $191.42 above usual, then $62.30 over budget (weighted).
    expect(top).toEqual([
      'The $482.00 charge at Best Buy on 14 November is 4.2 times its usual $115.00.',
      'The $300.00 charge at Kroger on 3 November is 2.8 times its usual $108.58.',
      'Groceries spending is $512.30 so far in November, $62.30 over its $450.00 monthly budget.',
    ]);
    // Two facts about Dining Out (last month's rise, this month's nearly used budget): only the timelier one is kept.
    const dining = pickInsights(computeInsightFacts(PREPARED), 10).filter((fact) => fact.subject === 'dining out');
    expect(dining.map((fact) => fact.kind)).toEqual(['budget-near']);
    for (const text of all) expect(text).not.toMatch(/\b(should|recommend|consider|try to)\b/i);
  });

  it('reports a deficit when spending exceeds income', () => {
    const lean: InsightsRequest = {
      ...PREPARED,
      budgets: [],
      transactions: [
        { date: '2024-10-01', description: 'ACME PAYROLL', amount: '1000.00', isIncome: true, category: 'Salary' },
        { date: '2024-10-02', description: 'DELTA AIR LINES', amount: '1450.50', isIncome: false, category: 'Travel' },
      ],
    };
    expect(texts(lean)).toContain('In October spending of $1,450.50 was $450.50 more than income of $1,000.00.');
  });

  it('returns nothing for no transactions (the dashboard then shows its empty text)', () => {
    expect(computeInsightFacts({ ...PREPARED, transactions: [] })).toEqual([]);
  });

  it('formats money exactly, with thousands separators, in the home currency', () => {
    const dollars = moneyIn('USD');
    expect(dollars(123456789)).toBe('$1,234,567.89');
    expect(dollars(5)).toBe('$0.05');
    expect(dollars(-4550)).toBe('-$45.50');
    expect(moneyIn('GBP')(123456)).toBe('£1,234.56');
    expect(moneyIn('AUD')(8810)).toBe('A$88.10');
    // Amounts count in their currency's ISO minor units: yen whole, dinars with three decimals.
    expect(moneyIn('JPY')(1500)).toBe('¥1,500');
    expect(moneyIn('BHD')(12345)).toBe('BHD\u00a012.345');
  });

  it("writes every amount in the request's currency", () => {
    const lean = {
      ...PREPARED,
      currency: 'GBP' as const,
      budgets: [],
      transactions: [
        { date: '2024-10-01', description: 'ACME PAYROLL', amount: '1000.00', isIncome: true, category: 'Salary' },
        { date: '2024-10-02', description: 'DELTA AIR LINES', amount: '1450.50', isIncome: false, category: 'Travel' },
      ],
    };
    expect(texts(lean)).toContain('In October spending of £1,450.50 was £450.50 more than income of £1,000.00.');
    expect(texts(lean).join(' ')).not.toContain('$');
  });

  it("counts its thresholds in dollars' worth of the request's currency, not in 100 of its minor units", () => {
    const months = (currency: 'USD' | 'JPY' | 'KRW', september: string, october: string) =>
      texts({
        ...PREPARED,
        currency,
        budgets: [],
        transactions: [
          {
            date: '2024-09-05',
            description: 'CITY SALON',
            amount: september,
            isIncome: false,
            category: 'Personal Care',
          },
          {
            date: '2024-10-05',
            description: 'CITY SALON',
            amount: october,
            isIncome: false,
            category: 'Personal Care',
          },
        ],
      }).filter((text) => text.startsWith('Personal Care'));
    // $26 more is worth a line; ¥2,600 more (about $17) is not, though it is 2,600 of the yen's minor units.
    expect(months('USD', '20.00', '46.00')).toEqual([
      'Personal Care spending rose 130% to $46.00 in October compared with $20.00 in September.',
    ]);
    expect(months('JPY', '2000', '4600')).toEqual([]);
    expect(months('JPY', '10000', '20000')).toEqual([
      'Personal Care spending rose 100% to ¥20,000 in October compared with ¥10,000 in September.',
    ]);
    expect(months('KRW', '20000', '40000')).toEqual([]);
    expect(months('KRW', '100000', '200000')).toHaveLength(1);
  });

  it("reads and writes amounts with their currency's decimals (three for dinars, none for yen)", () => {
    const dinars = {
      ...PREPARED,
      currency: 'BHD' as const,
      budgets: [],
      transactions: [
        { date: '2024-10-01', description: 'ACME PAYROLL', amount: '1000.125', isIncome: true, category: 'Salary' },
        { date: '2024-10-02', description: 'GULF AIR', amount: '1450.500', isIncome: false, category: 'Travel' },
      ],
    };
    expect(texts(dinars)).toContain(
      'In October spending of BHD\u00a01,450.500 was BHD\u00a0450.375 more than income of BHD\u00a01,000.125.',
    );
    const yen = {
      ...dinars,
      currency: 'JPY' as const,
      transactions: [
        { date: '2024-10-01', description: 'ACME PAYROLL', amount: '100000', isIncome: true, category: 'Salary' },
        { date: '2024-10-02', description: 'JAL', amount: '145050', isIncome: false, category: 'Travel' },
      ],
    };
    expect(texts(yen)).toContain('In October spending of ¥145,050 was ¥45,050 more than income of ¥100,000.');
  });
});

/** A small deterministic generator, so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The median as the insights define it (even counts: the two middle values averaged and rounded). */
function naiveMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
}

describe('medians of a group without one member', () => {
  it('kthOfTwo picks the k-th smallest of two ascending runs, including empty and lopsided ones', () => {
    const random = seeded(7);
    for (let round = 0; round < 300; round++) {
      const a = Array.from({ length: Math.floor(random() * 12) }, () => Math.floor(random() * 20)).sort(
        (x, y) => x - y,
      );
      const b = Array.from({ length: Math.floor(random() * 12) }, () => Math.floor(random() * 20)).sort(
        (x, y) => x - y,
      );
      const both = [...a, ...b].sort((x, y) => x - y);
      for (let k = 0; k < both.length; k++) {
        expect(
          kthOfTwo(
            (i) => a[i] as number,
            a.length,
            (i) => b[i] as number,
            b.length,
            k,
          ),
        ).toBe(both[k]);
      }
    }
  });

  it('answers exactly the median and median absolute deviation of the others, for every member, with repeats', () => {
    const random = seeded(42);
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 30);
      // Few distinct values, so members repeat and the median often falls on a tie.
      const spread = 1 + Math.floor(random() * 40);
      const amounts = Array.from({ length: size }, () => 100 + Math.floor(random() * spread) * 25);
      const group = new SortedAmounts(amounts);
      expect(group.othersCount).toBe(size - 1);
      if (size < 2) continue;
      amounts.forEach((own, i) => {
        const others = amounts.filter((_, j) => j !== i);
        const usual = naiveMedian(others);
        expect(group.medianOfOthers(own)).toBe(usual);
        expect(group.deviationMedianOfOthers(own, usual)).toBe(
          naiveMedian(others.map((cents) => Math.abs(cents - usual))),
        );
      });
    }
  });
});

describe('insights for a merchant with thousands of charges', () => {
  // One payee charged every day for two years at varying amounts (what a bank's description without a
  // distinguishing number looks like to the normaliser), a subscription, and one outsized recent charge.
  const asOf = '2024-11-20';
  const day = (offset: number) => new Date(Date.UTC(2024, 10, 20 - offset)).toISOString().slice(0, 10);
  const transactions: InsightsRequest['transactions'] = [];
  for (let offset = 0; offset < 730; offset++) {
    for (let n = 0; n < 4; n++) {
      const cents = 2000 + ((offset * 37 + n * 911) % 1500);
      transactions.push({
        date: day(offset),
        description: `KWIKMART ${offset}${n}`,
        amount: (cents / 100).toFixed(2),
        isIncome: false,
        category: 'Groceries',
      });
    }
  }
  for (let month = 0; month < 24; month++) {
    transactions.push({
      date: day(month * 30 + 3),
      description: 'NETFLIX.COM 866-579-7172 CA',
      amount: '15.49',
      isIncome: false,
      category: 'Subscriptions',
    });
  }
  transactions.push({
    date: day(2),
    description: 'KWIKMART 9999',
    amount: '480.00',
    isIncome: false,
    category: 'Groceries',
  });
  const request: InsightsRequest = { userId: 'busy-user', asOf, budgets: [], transactions };

  it('compares a recent charge with the merchant’s other charges, as a sort of all of them would', () => {
    const others = transactions
      .filter((t) => t.description.startsWith('KWIKMART') && t.amount !== '480.00')
      .map((t) => Math.round(Number(t.amount) * 100));
    const usual = naiveMedian(others);
    const texts = computeInsightFacts(request).map((fact) => fact.text);
    expect(texts).toContain(
      `The $480.00 charge at Kwikmart on 18 November is ${(48000 / usual).toFixed(1)} times its usual ${moneyIn('USD')(usual)}.`,
    );
  });

  it('still finds the monthly subscription among them', () => {
    const texts = computeInsightFacts(request).map((fact) => fact.text);
    expect(texts.some((text) => text.includes('Netflix $15.49'))).toBe(true);
  });
});
