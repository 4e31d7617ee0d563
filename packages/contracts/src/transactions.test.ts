import {
  MANUAL_TRANSACTION_MESSAGES as M,
  firstManualRowError,
  manualTransactionRowSchema,
  manualTransactionsRequestSchema,
  transactionFiltersSchema,
  transactionListQuerySchema,
  transactionSchema,
  updateTransactionTagsRequestSchema,
} from './transactions';

const validRow = {
  date: '2025-03-14',
  description: 'Coffee',
  amount: 4.5,
  category: 'Food',
  transactionType: 'Expense',
};
const firstMessage = (row: unknown): string | undefined => {
  const result = manualTransactionRowSchema.safeParse(row);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('manual transaction row', () => {
  it('reports the rules in the order of the spec', () => {
    const result = manualTransactionRowSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      M.date,
      M.description,
      M.amount,
      M.category,
      M.transactionType,
    ]);
  });

  it('moves to the next message as each field is filled in', () => {
    expect(firstMessage({})).toBe('Date is required for all transactions');
    expect(firstMessage({ date: '2025-03-14' })).toBe('Description is required for all transactions');
    expect(firstMessage({ date: '2025-03-14', description: '   ' })).toBe(
      'Description is required for all transactions',
    );
    expect(firstMessage({ ...validRow, amount: 0 })).toBe('Amount must be greater than 0 for all transactions');
    expect(firstMessage({ ...validRow, category: '' })).toBe('Category is required for all transactions');
    expect(firstMessage({ ...validRow, transactionType: '' })).toBe(
      'Transaction type is required for all transactions',
    );
  });

  it('rejects zero, negative, blank and non-numeric amounts with the amount message', () => {
    for (const amount of [0, -5, '', 'abc', '0.00', 0.004, null]) {
      expect(firstMessage({ ...validRow, amount })).toBe(M.amount);
    }
  });

  it('normalises a valid row: trimmed text, 2-decimal amount, default flags', () => {
    const row = manualTransactionRowSchema.parse({ ...validRow, description: '  Coffee  ', amount: '4.5' });
    expect(row).toEqual({
      date: '2025-03-14',
      description: 'Coffee',
      amount: '4.50',
      category: 'Food',
      transactionType: 'Expense',
      isIncome: false,
      tags: [],
    });
  });

  it('takes an optional currency: an ISO 4217 code in any case, an unknown one refused with a message', () => {
    expect(manualTransactionRowSchema.parse({ ...validRow, currency: 'gbp' }).currency).toBe('GBP');
    expect(manualTransactionRowSchema.parse(validRow).currency).toBeUndefined();
    for (const currency of ['XYZ', 'pounds', '', 12]) {
      expect(firstMessage({ ...validRow, currency })).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    }
  });

  it("rounds the amount to its currency's minor units, once", () => {
    const amountIn = (currency: string, amount: string | number) =>
      manualTransactionRowSchema.parse({ ...validRow, amount, currency }).amount;
    expect(amountIn('USD', '12.345')).toBe('12.35');
    expect(amountIn('JPY', '1500.4')).toBe('1500');
    expect(amountIn('BHD', '12.345')).toBe('12.345');
    expect(amountIn('KWD', 0.1)).toBe('0.100');
    // Nothing left once rounded to yen: not above 0.
    expect(firstMessage({ ...validRow, amount: '0.4', currency: 'JPY' })).toBe(M.amount);
    expect(amountIn('BHD', '0.004')).toBe('0.004');
  });

  it('accepts only the four transaction types when entering by hand', () => {
    expect(firstMessage({ ...validRow, transactionType: 'Gift' })).toBe(
      'Transaction type must be one of Income, Expense, Investment, Savings',
    );
  });

  it('gives the first failing row message for the dialog', () => {
    expect(firstManualRowError([validRow, { ...validRow, description: '' }, { ...validRow, date: '' }])).toBe(
      M.description,
    );
    expect(firstManualRowError([validRow])).toBeNull();
    expect(manualTransactionsRequestSchema.safeParse({ transactions: [] }).success).toBe(false);
  });
});

describe('transaction list query', () => {
  it('fills the defaults', () => {
    expect(transactionListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      status: 'all',
      category: 'all',
      account: 'all',
      type: 'all',
      source: 'all',
    });
  });

  it('coerces query strings to numbers and treats blank numbers as absent', () => {
    const q = transactionListQuerySchema.parse({
      page: '3',
      pageSize: '50',
      amount: '12.5',
      amountMin: '',
      amountMax: '100',
      status: 'manual',
      category: '',
    });
    expect(q).toMatchObject({ page: 3, pageSize: 50, amount: 12.5, amountMax: 100, status: 'manual', category: 'all' });
    expect(q.amountMin).toBeUndefined();
  });

  it('accepts only 20, 50 or 100 as the page size', () => {
    for (const pageSize of ['20', 50, '100']) {
      expect(transactionListQuerySchema.safeParse({ pageSize }).success).toBe(true);
    }
    for (const pageSize of ['30', 0, '1e2', 'abc', '']) {
      const result = transactionListQuerySchema.safeParse({ pageSize });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Page size must be one of 20, 50, 100');
    }
  });

  it('rejects bad pages, statuses, sources and numbers', () => {
    expect(transactionListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ source: 'bank' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ amount: '12abc' }).success).toBe(false);
    expect(transactionListQuerySchema.safeParse({ date: '2025-02-30' }).success).toBe(false);
  });

  it('rejects a minimum above the maximum, for the list and the export alike', () => {
    expect(transactionListQuerySchema.safeParse({ amountMin: '10', amountMax: '5' }).success).toBe(false);
    expect(transactionFiltersSchema.safeParse({ amountMin: 10, amountMax: 5 }).success).toBe(false);
    expect(transactionFiltersSchema.safeParse({ amountMin: 5, amountMax: 5 }).success).toBe(true);
  });

  it('the export filters carry no paging', () => {
    expect(transactionFiltersSchema.parse({ page: '2', status: 'deleted' })).not.toHaveProperty('page');
  });
});

describe('transaction entity', () => {
  const tx = {
    id: 't1',
    date: '2025-01-02',
    description: 'Salary',
    amount: '2500.00',
    isIncome: true,
    transactionType: 'Paycheque (free text)',
    accountId: null,
    tags: ['work'],
    source: 'manual',
    aiCategorised: false,
  };

  it('carries the amount as a 2-decimal string and allows a free-text type', () => {
    expect(transactionSchema.safeParse(tx).success).toBe(true);
    expect(transactionSchema.safeParse({ ...tx, amount: 2500 }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...tx, amount: '2500.5' }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...tx, source: 'bank' }).success).toBe(false);
  });
});

describe('tag update', () => {
  it('sends [] for a blank tag', () => {
    expect(updateTransactionTagsRequestSchema.parse({ tags: ['  '] })).toEqual({ tags: [] });
    expect(updateTransactionTagsRequestSchema.parse({ tags: [' rent '] })).toEqual({ tags: ['rent'] });
  });
});
