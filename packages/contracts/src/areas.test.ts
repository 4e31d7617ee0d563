import { updateProfileRequestSchema } from './account';
import { budgetCategoryRequestSchema, budgetGroupOf, budgetTypeRequestSchema } from './budget';
import { createFeedbackRequestSchema, feedbackKindOf } from './community';
import { errorEnvelope, errorEnvelopeSchema, errorTextOf } from './errors';
import { checkTransactionFile } from './uploads';
import { assetRequestSchema, isMarketTraded } from './wealth';

const messages = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => schema.safeParse(v).error?.issues.map((issue) => issue.message) ?? [];

describe('budget', () => {
  it('requires a budget type name and fills the defaults', () => {
    expect(messages(budgetTypeRequestSchema, { name: ' ', month: 3, year: 2025 })).toEqual([
      'Budget type name is required',
    ]);
    expect(budgetTypeRequestSchema.parse({ name: 'Income', month: 3, year: 2025 })).toEqual({
      name: 'Income',
      color: '#3B82F6',
      icon: 'fas fa-folder',
      displayOrder: 0,
      month: 3,
      year: 2025,
    });
  });

  it('requires the category fields with the spec messages, in order', () => {
    const base = { month: 3, year: 2025 };
    expect(messages(budgetCategoryRequestSchema, { ...base })).toEqual([
      'Budget type is required',
      'Category name is required',
      'Amount is required',
      'Frequency is required',
    ]);
    expect(
      messages(budgetCategoryRequestSchema, {
        ...base,
        budgetTypeId: 'b',
        name: 'Rent',
        amount: '',
        frequency: 'daily',
      }),
    ).toEqual(['Amount is required', 'Frequency must be one of monthly, quarterly, weekly, fortnightly, yearly']);
  });

  it('takes the amount as a number and hands the service a 2-decimal string', () => {
    const parsed = budgetCategoryRequestSchema.parse({
      budgetTypeId: 'b',
      name: 'Rent',
      amount: 1200.5,
      frequency: 'monthly',
      month: '3',
      year: '2025',
    });
    expect(parsed).toMatchObject({ amount: '1200.50', month: 3, year: 2025 });
    expect(
      messages(budgetCategoryRequestSchema, {
        budgetTypeId: 'b',
        name: 'R',
        amount: -1,
        frequency: 'weekly',
        month: 3,
        year: 2025,
      }),
    ).toEqual(['Amount must be 0 or more']);
  });

  it('matches budget groups by name, case-insensitive', () => {
    expect(budgetGroupOf(' INCOME ')).toBe('income');
    expect(budgetGroupOf('Car Loan')).toBe('debts');
    expect(budgetGroupOf('Debts & Loans')).toBe('debts');
    expect(budgetGroupOf('Expense')).toBeNull(); // the spec names "expenses"
  });
});

describe('assets', () => {
  it('requires name and type with the spec messages', () => {
    expect(messages(assetRequestSchema, {})).toEqual(['Asset name is required', 'Asset type is required']);
    expect(messages(assetRequestSchema, { name: 'BTC', type: 'coins' })[0]).toMatch(/^Asset type must be one of/);
  });

  it('sends a blank value as 0 and a blank quantity as null; accepts the stocks alias', () => {
    expect(assetRequestSchema.parse({ name: 'Apple', type: 'stocks', symbol: ' ', value: '', quantity: '' })).toEqual({
      name: 'Apple',
      type: 'equities_stocks',
      symbol: null,
      description: null,
      quantity: null,
      value: '0',
    });
    expect(
      assetRequestSchema.parse({ name: 'BTC', type: 'cryptocurrencies', quantity: 0.1234567, value: 65000.123 }),
    ).toMatchObject({
      quantity: '0.123457',
      value: '65000.123',
    });
    expect(messages(assetRequestSchema, { name: 'A', type: 'etfs', quantity: -1 })).toEqual([
      'Quantity must be 0 or more',
    ]);
  });

  it('is market-traded only with a symbol and a market type', () => {
    expect(isMarketTraded({ type: 'etfs', symbol: 'VOO' })).toBe(true);
    expect(isMarketTraded({ type: 'stocks', symbol: 'AAPL' })).toBe(true);
    expect(isMarketTraded({ type: 'etfs', symbol: ' ' })).toBe(false);
    expect(isMarketTraded({ type: 'property_real_estate', symbol: 'HOME' })).toBe(false);
  });
});

describe('feedback and profile', () => {
  it('needs 10 characters, defaults to bug and sends category equal to type', () => {
    expect(messages(createFeedbackRequestSchema, { message: ' 123456789 ' })).toEqual([
      'Message must be at least 10 characters',
    ]);
    expect(createFeedbackRequestSchema.parse({ message: 'Works great, thanks!' })).toEqual({
      type: 'bug',
      message: 'Works great, thanks!',
      category: 'bug',
    });
    expect(
      createFeedbackRequestSchema.safeParse({ type: 'feature', category: 'bug', message: '0123456789' }).success,
    ).toBe(false);
    expect(feedbackKindOf({ type: 'question', category: 'feature' })).toBe('feature');
    expect(feedbackKindOf({ type: 'question', category: null })).toBeNull();
  });

  it('profile: Name is required, Email is required, Invalid email format', () => {
    expect(messages(updateProfileRequestSchema, { name: '', email: '' })).toEqual([
      'Name is required',
      'Email is required',
    ]);
    expect(messages(updateProfileRequestSchema, { name: 'Jo', email: 'jo.example.com' })).toEqual([
      'Invalid email format',
    ]);
  });
});

describe('errors', () => {
  it('puts the same text in error and message', () => {
    const env = errorEnvelope('Budget type name is required', 'VALIDATION_ERROR', [
      { path: 'name', message: 'Budget type name is required' },
    ]);
    expect(env.error).toBe(env.message);
    expect(errorEnvelopeSchema.safeParse(env).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ message: 'only one' }).success).toBe(false);
    expect(errorTextOf({ error: 'from auth' })).toBe('from auth');
    expect(errorTextOf('plain')).toBeNull();
  });
});

describe('transaction file checks', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });

  it('applies size, emptiness, format and suspicious-extension rules in order', () => {
    expect(checkTransactionFile(file('big.csv', 52_428_801))?.message).toBe(
      'File "big.csv" (50.00MB) exceeds the 50MB limit',
    );
    expect(checkTransactionFile(file('ok.csv', 52_428_800))).toBeNull();
    expect(checkTransactionFile(file('tiny.csv', 99))?.message).toBe(
      'File "tiny.csv" appears to be empty or corrupted',
    );
    expect(checkTransactionFile(file('tiny.csv', 100))).toBeNull();
    expect(checkTransactionFile(file('notes.txt', 500, 'text/plain'))?.message).toBe(
      'File "notes.txt" is not a supported format. Please use CSV (.csv), Excel (.xlsx, .xls), OFX/QFX (.ofx, .qfx), QIF (.qif), CAMT.053 (.xml) or MT940 (.sta, .mt940) files',
    );
    expect(checkTransactionFile(file('statement', 500, 'application/vnd.ms-excel'))).toBeNull();
    expect(checkTransactionFile(file('run.js', 500, 'text/csv'))?.message).toBe(
      'File "run.js" has a suspicious extension and cannot be uploaded',
    );
    expect(checkTransactionFile(file('BANK.XLSX', 500))).toBeNull();
  });

  it('lets in the structured statement formats by extension or MIME type', () => {
    for (const name of ['a.ofx', 'b.QFX', 'c.qif', 'camt053.xml', 'umsaetze.sta', 'd.mt940', 'e.940']) {
      expect(checkTransactionFile(file(name, 500))).toBeNull();
    }
    expect(checkTransactionFile(file('download', 500, 'application/x-ofx'))).toBeNull();
    expect(checkTransactionFile(file('download', 500, 'application/vnd.intu.qfx'))).toBeNull();
    expect(checkTransactionFile(file('statement.pdf', 500, 'application/pdf'))?.problem).toBe('INVALID_FILE_TYPE');
  });
});
