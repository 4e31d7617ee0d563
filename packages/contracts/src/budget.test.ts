import {
  BUDGET_FILE_COLUMNS,
  BUDGET_FREQUENCIES,
  BUDGET_TEMPLATE_ROWS,
  budgetMonthLabel,
  budgetTemplateCsv,
  budgetTotalGroupOf,
  budgetTotals,
  budgetVsActual,
  currentBudgetMonth,
  monthlyAmountOf,
  monthlyCents,
  shiftBudgetMonth,
  type BudgetCategory,
} from './budget';
import { DEFAULT_CATEGORIES } from './categoriser';
import { DASHBOARD_BUDGET_CATEGORIES } from './constants';
import { centsToMoney } from './money';

describe('monthly conversion (product.md › Constants and limits)', () => {
  it('is exact for every frequency, rounding the ratio once to the cent, half away from zero', () => {
    expect(monthlyCents(120_050, 'monthly')).toBe(120_050);
    expect(monthlyCents(10_000, 'weekly')).toBe(43_333); // 433.333…
    expect(monthlyCents(15, 'weekly')).toBe(65); // 7.80 / 12
    expect(monthlyCents(3, 'weekly')).toBe(13); // 1.56 / 12
    expect(monthlyCents(9, 'fortnightly')).toBe(20); // 0.195 exactly -> 0.20
    expect(monthlyCents(25_000, 'fortnightly')).toBe(54_167);
    expect(monthlyCents(10_000, 'quarterly')).toBe(3_333);
    expect(monthlyCents(5, 'quarterly')).toBe(2);
    expect(monthlyCents(100_000, 'yearly')).toBe(8_333);
    expect(monthlyCents(6, 'yearly')).toBe(1); // 0.005 -> 0.01
    expect(monthlyCents(-6, 'yearly')).toBe(-1); // away from zero on both sides
    expect(monthlyCents(0, 'weekly')).toBe(0);
    expect(monthlyAmountOf('135.50', 'weekly')).toBe('587.17');
    // The largest amount the contract accepts stays exact.
    expect(monthlyAmountOf('1000000000.00', 'weekly')).toBe('4333333333.33');
    expect(() => monthlyCents(0.5, 'monthly')).toThrow(RangeError);
  });

  it('agrees with exact rational arithmetic on many amounts (BigInt reference)', () => {
    const ratio = {
      monthly: [1n, 1n],
      weekly: [52n, 12n],
      fortnightly: [26n, 12n],
      quarterly: [1n, 3n],
      yearly: [1n, 12n],
    } as const;
    for (let cents = 0; cents < 5000; cents += 7) {
      for (const frequency of BUDGET_FREQUENCIES) {
        const [m, d] = ratio[frequency];
        const n = BigInt(cents) * m;
        const expected = Number((2n * n + d) / (2n * d));
        expect(monthlyCents(cents, frequency)).toBe(expected);
      }
    }
  });
});

describe('budget totals (product.md › Constants and limits)', () => {
  const types = [
    { id: 'i', name: 'Income' },
    { id: 's', name: 'SAVINGS' },
    { id: 'v', name: 'investments' },
    { id: 'e', name: 'Expenses' },
    { id: 'd', name: 'Car loan' },
    { id: 'x', name: 'Debts' },
    { id: 'o', name: 'Holidays' },
  ];
  const line = (budgetTypeId: string, amount: string, frequency: BudgetCategory['frequency']) => ({
    budgetTypeId,
    amount,
    frequency,
  });

  it('leftover = income - (savings + investments + expenses + debts/loans); other types count nowhere', () => {
    const totals = budgetTotals(types, [
      line('i', '5000.00', 'monthly'),
      line('i', '100.00', 'weekly'), // 433.33
      line('s', '250.00', 'fortnightly'), // 541.67
      line('v', '900.00', 'quarterly'), // 300.00
      line('e', '0.03', 'weekly'), // 0.13
      line('e', '1.00', 'weekly'), // 4.33
      line('d', '1200.00', 'yearly'), // 100.00
      line('x', '50.00', 'monthly'),
      line('o', '999.00', 'monthly'),
      line('gone', '1.00', 'monthly'),
    ]);
    expect(centsToMoney(totals.income)).toBe('5433.33');
    expect(centsToMoney(totals.outgoings)).toBe('996.13');
    expect(centsToMoney(totals.leftover)).toBe('4437.20');
    expect(centsToMoney(totals.byType.get('o') ?? -1)).toBe('999.00');
    expect(centsToMoney(totals.byType.get('e') ?? -1)).toBe('4.46');
    expect(totals.byType.has('gone')).toBe(false);
  });

  it('may go below zero', () => {
    const totals = budgetTotals([{ id: 'e', name: 'Expenses' }], [line('e', '10.00', 'monthly')]);
    expect(centsToMoney(totals.leftover)).toBe('-10.00');
  });

  it('groups types by name as the card does', () => {
    expect(
      ['Income', 'Savings', 'Investments', 'Expenses', 'Debts & Loans', 'Student Loan', 'Other'].map(
        budgetTotalGroupOf,
      ),
    ).toEqual(['income', 'outgoings', 'outgoings', 'outgoings', 'outgoings', 'outgoings', null]);
  });
});

describe('months', () => {
  it('steps across years and names months', () => {
    expect(shiftBudgetMonth({ month: 1, year: 2025 }, -1)).toEqual({ month: 12, year: 2024 });
    expect(shiftBudgetMonth({ month: 12, year: 2024 }, 1)).toEqual({ month: 1, year: 2025 });
    expect(shiftBudgetMonth({ month: 5, year: 2025 }, -17)).toEqual({ month: 12, year: 2023 });
    expect(budgetMonthLabel({ month: 3, year: 2025 })).toBe('March 2025');
    expect(currentBudgetMonth(new Date(2025, 1, 28, 23, 59))).toEqual({ month: 2, year: 2025 });
  });
});

describe('example budget file', () => {
  it('has the columns, every frequency and every counted type, in CSV with CRLF', () => {
    const csv = budgetTemplateCsv();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(BUDGET_FILE_COLUMNS.join(','));
    expect(lines).toHaveLength(BUDGET_TEMPLATE_ROWS.length + 2);
    expect(lines[lines.length - 1]).toBe('');
    expect(new Set(BUDGET_TEMPLATE_ROWS.map((r) => r[3]))).toEqual(new Set(BUDGET_FREQUENCIES));
    expect(new Set(BUDGET_TEMPLATE_ROWS.map((r) => budgetTotalGroupOf(r[0])))).toEqual(
      new Set(['income', 'outgoings']),
    );
    expect(new Set(BUDGET_TEMPLATE_ROWS.map((r) => r[0]))).toEqual(
      new Set(['Income', 'Savings', 'Investments', 'Expenses', 'Debts & Loans']),
    );
  });

  it("speaks a new user's categories: every line is a default category, once", () => {
    const names = BUDGET_TEMPLATE_ROWS.map((r) => r[1]);
    expect(names.filter((name) => !DEFAULT_CATEGORIES.includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('budgetVsActual (dashboard)', () => {
  const category = (name: string, monthlyAmount: string, budgetTypeId = 'e') => ({ name, monthlyAmount, budgetTypeId });

  it('joins category names case-insensitively, adds up same names, leaves out income, sorts by budget', () => {
    const rows = budgetVsActual(
      [
        category('Groceries', '587.17'),
        category('Rent', '1650.00'),
        category(' utilities ', '140.00'),
        category('Salary', '5200.00', 'i'),
        category('Gym', '45.00'),
        category('groceries', '12.83', 's'),
        category('Car Loan', '455.00', 'd'),
      ],
      [
        { category: 'GROCERIES', amount: '612.40' },
        { category: 'Utilities', amount: '98.10' },
        { category: 'Salary', amount: '10.00' },
        { category: 'Coffee', amount: '40.00' },
      ],
      [
        { id: 'e', name: 'Expenses' },
        { id: 'i', name: 'Income' },
        { id: 's', name: 'Savings' },
        { id: 'd', name: 'Debts' },
      ],
    );
    expect(rows).toEqual([
      { name: 'Rent', budgeted: '1650.00', spent: '0.00' },
      { name: 'Groceries', budgeted: '600.00', spent: '612.40' },
      { name: 'Car Loan', budgeted: '455.00', spent: '0.00' },
      { name: 'utilities', budgeted: '140.00', spent: '98.10' },
      { name: 'Gym', budgeted: '45.00', spent: '0.00' },
    ]);
    expect(rows.slice(0, DASHBOARD_BUDGET_CATEGORIES).map((r) => r.name)).toEqual([
      'Rent',
      'Groceries',
      'Car Loan',
      'utilities',
    ]);
  });

  it('takes the spending converted into the home currency, with its parts per currency added up by name', () => {
    const rows = budgetVsActual(
      [category('Groceries', '400.00'), category('Rent', '1500.00')],
      [
        {
          category: 'Groceries',
          amount: '96.37',
          parts: [
            { currency: 'GBP', amount: '42.60' },
            { currency: 'AUD', amount: '88.10' },
          ],
          missingRates: [],
        },
        { category: 'groceries', amount: '10.00', parts: [{ currency: 'GBP', amount: '10.00' }], missingRates: [] },
      ],
    );
    expect(rows).toEqual([
      { name: 'Rent', budgeted: '1500.00', spent: '0.00' },
      {
        name: 'Groceries',
        budgeted: '400.00',
        spent: '106.37',
        spentParts: [
          { currency: 'GBP', amount: '52.60' },
          { currency: 'AUD', amount: '88.10' },
        ],
      },
    ]);
  });

  it('has no spent total when an exchange rate is unknown: the parts and the missing currencies instead', () => {
    const [row] = budgetVsActual(
      [category('Groceries', '400.00')],
      [
        {
          category: 'Groceries',
          amount: null,
          parts: [
            { currency: 'GBP', amount: '42.60' },
            { currency: 'AUD', amount: '88.10' },
          ],
          missingRates: ['AUD'],
        },
        { category: 'GROCERIES', amount: '5.00', parts: [{ currency: 'GBP', amount: '5.00' }], missingRates: [] },
      ],
    );
    expect(row).toEqual({
      name: 'Groceries',
      budgeted: '400.00',
      spent: null,
      spentParts: [
        { currency: 'GBP', amount: '47.60' },
        { currency: 'AUD', amount: '88.10' },
      ],
      missingRates: ['AUD'],
    });
  });

  it('keeps income categories when no types are given, and breaks ties by spending then name', () => {
    const rows = budgetVsActual(
      [category('B', '10.00', 'i'), category('A', '10.00'), category('C', '10.00')],
      [{ category: 'c', amount: '1.00' }],
    );
    expect(rows.map((r) => r.name)).toEqual(['C', 'A', 'B']);
    expect(budgetVsActual([], [{ category: 'x', amount: '1.00' }])).toEqual([]);
  });
});
