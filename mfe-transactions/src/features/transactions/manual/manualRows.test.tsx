import { absoluteAmount, emptyRow, hintAmount, toRequest, validateRows, type ManualRowDraft } from './manualRows';

const valid = (changes: Partial<ManualRowDraft> = {}): ManualRowDraft => ({
  ...emptyRow('2025-02-01'),
  description: 'Coffee',
  amount: '4.50',
  category: 'Dining',
  transactionType: 'Expense',
  ...changes,
});

describe('manual rows (product.md › Validation rules)', () => {
  it('reports the first problem in the order date, description, amount, category, transaction type', () => {
    const blank = { ...emptyRow(''), description: ' ' };
    expect(validateRows([blank], 'USD')).toBe('Date is required for all transactions');
    expect(validateRows([{ ...blank, date: '2025-02-01' }], 'USD')).toBe(
      'Description is required for all transactions',
    );
    expect(validateRows([{ ...blank, date: '2025-02-01', description: 'Tea' }], 'USD')).toBe(
      'Amount must be greater than 0 for all transactions',
    );
    expect(validateRows([valid({ category: '', transactionType: '' })], 'USD')).toBe(
      'Category is required for all transactions',
    );
    expect(validateRows([valid({ transactionType: '' })], 'USD')).toBe(
      'Transaction type is required for all transactions',
    );
    expect(validateRows([valid()], 'USD')).toBeNull();
  });

  it('checks every row: a later bad row is reported after valid ones', () => {
    expect(validateRows([valid(), valid({ description: '' })], 'USD')).toBe(
      'Description is required for all transactions',
    );
  });

  it('rejects zero, negative and non-numeric amounts', () => {
    for (const amount of ['0', '0.00', '-5', 'abc', '']) {
      expect(validateRows([valid({ amount })], 'USD')).toBe('Amount must be greater than 0 for all transactions');
    }
  });

  it('sends the amount as its absolute 2-decimal value, trimmed text and one tag (or none)', () => {
    const body = toRequest(
      [
        valid({ amount: '12.5', description: ' Rent ', tag: ' home ', isIncome: false }),
        valid({ tag: '  ', isIncome: true }),
      ],
      'USD',
    );
    expect(body.transactions).toEqual([
      {
        date: '2025-02-01',
        description: 'Rent',
        amount: '12.50',
        category: 'Dining',
        transactionType: 'Expense',
        isIncome: false,
        tags: ['home'],
        currency: 'USD',
      },
      {
        date: '2025-02-01',
        description: 'Coffee',
        amount: '4.50',
        category: 'Dining',
        transactionType: 'Expense',
        isIncome: true,
        tags: [],
        currency: 'USD',
      },
    ]);
    expect(absoluteAmount('-3.333', 'USD')).toBe('3.33');
  });

  it("sends each row's currency: the home currency unless chosen, amounts in its minor units", () => {
    const body = toRequest(
      [
        valid({ amount: '12.5' }),
        valid({ amount: '1500.4', currency: 'JPY' }),
        valid({ amount: '-12.3456', currency: 'BHD' }),
      ],
      'GBP',
    );
    expect(body.transactions.map((row) => `${row.amount} ${row.currency}`)).toEqual([
      '12.50 GBP',
      '1500 JPY',
      '12.346 BHD',
    ]);
    expect(emptyRow('2025-02-01', 'EUR').currency).toBe('EUR');
    expect(emptyRow('2025-02-01').currency).toBe('');
  });

  it('queries the same-amount hint only for an amount above 0', () => {
    expect(hintAmount('12.5')).toBe('12.50');
    expect(hintAmount('0')).toBeNull();
    expect(hintAmount('-1')).toBeNull();
    expect(hintAmount('')).toBeNull();
    expect(hintAmount('12.345', 'BHD')).toBe('12.345');
    expect(hintAmount('1500.2', 'JPY')).toBe('1500');
    expect(hintAmount('0.4', 'JPY')).toBeNull();
  });
});
