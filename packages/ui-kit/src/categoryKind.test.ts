import { inferCategoryKind } from './categoryKind';

const groups = {
  budget: [{ name: 'Holiday Fund' }],
  income: [{ name: 'Side Hustle' }],
  savings: [{ name: 'House Deposit' }],
  investment: [{ name: 'Vanguard' }],
  expense: [{ name: 'Salary Sacrifice Car' }],
};

describe('inferCategoryKind (product.md › Behaviour category-type inference)', () => {
  it('exact names win, case-insensitively, over groups and keywords', () => {
    expect(inferCategoryKind('Income')).toBe('income');
    expect(inferCategoryKind('savings')).toBe('savings');
    expect(inferCategoryKind('Investment')).toBe('investment');
    expect(inferCategoryKind('Debts & Loans')).toBe('debts');
    expect(inferCategoryKind('Debts')).toBe('debts');
    expect(inferCategoryKind(' EXPENSE ')).toBe('expense');
    // 'Income' is an exact name even if the user filed it under another group.
    expect(inferCategoryKind('Income', { expense: [{ name: 'Income' }] })).toBe('income');
  });

  it("then membership in the user's category groups", () => {
    expect(inferCategoryKind('Side Hustle', groups)).toBe('income');
    expect(inferCategoryKind('house deposit', groups)).toBe('savings');
    expect(inferCategoryKind('Vanguard', groups)).toBe('investment');
    expect(inferCategoryKind('Holiday Fund', groups)).toBe('budget');
    // Group membership beats the 'salary' keyword.
    expect(inferCategoryKind('Salary Sacrifice Car', groups)).toBe('expense');
  });

  it('then keywords: income, savings, investment, debt; Transfer is other', () => {
    expect(inferCategoryKind('Monthly Salary')).toBe('income');
    expect(inferCategoryKind('Wages')).toBe('income');
    expect(inferCategoryKind('Tax Refund')).toBe('income');
    expect(inferCategoryKind('Dividends')).toBe('income');
    expect(inferCategoryKind('Emergency Fund')).toBe('savings');
    expect(inferCategoryKind('Stocks')).toBe('investment');
    expect(inferCategoryKind('Crypto')).toBe('investment');
    expect(inferCategoryKind('Mutual Fund SIP')).toBe('investment');
    expect(inferCategoryKind('Car Loan')).toBe('debts');
    expect(inferCategoryKind('Mortgage')).toBe('debts');
    expect(inferCategoryKind('Phone EMI')).toBe('debts');
    expect(inferCategoryKind('Transfer')).toBe('other');
  });

  it('matches keywords at word starts only', () => {
    expect(inferCategoryKind('Premium Cable')).toBe('expense'); // not 'emi'
  });

  it('anything unmatched is an expense; a blank category is other', () => {
    expect(inferCategoryKind('Groceries')).toBe('expense');
    expect(inferCategoryKind('Zebra Care')).toBe('expense');
    expect(inferCategoryKind('')).toBe('other');
    expect(inferCategoryKind(null)).toBe('other');
  });
});
