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
    expect(validateRows([blank])).toBe('Date is required for all transactions');
    expect(validateRows([{ ...blank, date: '2025-02-01' }])).toBe('Description is required for all transactions');
    expect(validateRows([{ ...blank, date: '2025-02-01', description: 'Tea' }])).toBe(
      'Amount must be greater than 0 for all transactions',
    );
    expect(validateRows([valid({ category: '', transactionType: '' })])).toBe(
      'Category is required for all transactions',
    );
    expect(validateRows([valid({ transactionType: '' })])).toBe('Transaction type is required for all transactions');
    expect(validateRows([valid()])).toBeNull();
  });

  it('checks every row: a later bad row is reported after valid ones', () => {
    expect(validateRows([valid(), valid({ description: '' })])).toBe('Description is required for all transactions');
  });

  it('rejects zero, negative and non-numeric amounts', () => {
    for (const amount of ['0', '0.00', '-5', 'abc', '']) {
      expect(validateRows([valid({ amount })])).toBe('Amount must be greater than 0 for all transactions');
    }
  });

  it('sends the amount as its absolute 2-decimal value, trimmed text and one tag (or none)', () => {
    const body = toRequest([
      valid({ amount: '12.5', description: ' Rent ', tag: ' home ', isIncome: false }),
      valid({ tag: '  ', isIncome: true }),
    ]);
    expect(body.transactions).toEqual([
      {
        date: '2025-02-01',
        description: 'Rent',
        amount: '12.50',
        category: 'Dining',
        transactionType: 'Expense',
        isIncome: false,
        tags: ['home'],
      },
      {
        date: '2025-02-01',
        description: 'Coffee',
        amount: '4.50',
        category: 'Dining',
        transactionType: 'Expense',
        isIncome: true,
        tags: [],
      },
    ]);
    expect(absoluteAmount('-3.333')).toBe('3.33');
  });

  it('queries the same-amount hint only for an amount above 0', () => {
    expect(hintAmount('12.5')).toBe('12.50');
    expect(hintAmount('0')).toBeNull();
    expect(hintAmount('-1')).toBeNull();
    expect(hintAmount('')).toBeNull();
  });
});
