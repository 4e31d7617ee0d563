import {
  categorySpendingResponseSchema,
  dashboardSummarySchema,
  monthlySpendingResponseSchema,
} from '@tracker/contracts';
import { Types } from 'mongoose';
import { testRequest, useStartedHarness, type Harness, type TestUser } from '../testing/harness';
import { key } from '../routes/transactions/keys';
import { transactionModel } from '../routes/transactions/model';
import { nettedDays, partsInPlace } from './insightRows';

jest.setTimeout(60_000);

const h = useStartedHarness();

const out = { transactionType: 'Expense', isIncome: false };
const income = { transactionType: 'Income', isIncome: true };

/** The November, as rows whose flow is set as the pairing and refund passes set it. */
async function seedNovember(app: ReturnType<Harness['app']>, user: TestUser) {
  const rows = [
    { ...income, date: '2024-11-01', description: 'ACME PAYROLL', amount: '3000.00', category: 'Salary' },
    { ...out, date: '2024-11-03', description: 'SAFEWAY', amount: '200.00', category: 'Groceries' },
    { ...out, date: '2024-11-05', description: 'CARD AUTOPAY', amount: '500.00', category: 'Debts & Loans' },
    { ...income, date: '2024-11-05', description: 'PAYMENT THANK YOU', amount: '500.00', category: 'Debts & Loans' },
    { ...out, date: '2024-11-10', description: 'TRANSFER TO SAVINGS', amount: '1000.00', category: 'Savings' },
    { ...income, date: '2024-11-10', description: 'TRANSFER FROM CHECKING', amount: '1000.00', category: 'Transfer' },
    { ...out, date: '2024-11-12', description: 'STARBUCKS', amount: '50.00', category: 'Food & Drink' },
    { ...out, date: '2024-11-14', description: 'AMAZON', amount: '400.00', category: 'Shopping' },
    { ...income, date: '2024-11-20', description: 'AMAZON RETURN', amount: '40.00', category: 'Shopping' },
    { ...income, date: '2024-11-30', description: 'INTEREST', amount: '1.25', category: 'Interest' },
  ];
  const added = await testRequest(app)
    .post('/api/transactions/manual')
    .set('Cookie', user.cookie)
    .send({ transactions: rows });
  expect(added.status).toBe(201);
  const id = (description: string) =>
    new Types.ObjectId(added.body.transactions.find((t: { description: string }) => t.description === description).id);
  const model = transactionModel(h.connection);
  // A row with a flow carries its key too (searchKeys), as every pass that sets one writes it.
  const flowOf = (flow: 'transfer' | 'refund', fields: Record<string, unknown>) => ({
    $set: { flow, ...fields },
    $addToSet: { keys: key.flow(flow) },
  });
  const link = async (a: string, b: string) => {
    await model.updateOne({ _id: id(a) }, flowOf('transfer', { transferOf: id(b), transferBy: 'auto' }));
    await model.updateOne({ _id: id(b) }, flowOf('transfer', { transferOf: id(a), transferBy: 'auto' }));
  };
  await link('CARD AUTOPAY', 'PAYMENT THANK YOU');
  await link('TRANSFER TO SAVINGS', 'TRANSFER FROM CHECKING');
  await model.updateOne({ _id: id('AMAZON RETURN') }, flowOf('refund', { refundOf: id('AMAZON') }));
  return id;
}

describe('the figures module', () => {
  it('leaves transfers out of every figure and takes refunds off their category, not adding them to income', async () => {
    const app = h.app();
    const user = await h.user();
    await seedNovember(app, user);
    const get = (path: string) =>
      testRequest(app).get(path).query({ startDate: '2024-11-01', endDate: '2024-11-30' }).set('Cookie', user.cookie);

    const cards = dashboardSummarySchema.parse((await get('/api/analytics/summary')).body);
    expect(cards).toMatchObject({
      totalIncome: '3001.25',
      totalExpenses: '610.00',
      totalDebtPaid: '0.00',
      totalInvestments: '0.00',
    });
    const categories = categorySpendingResponseSchema.parse((await get('/api/analytics/category-spending')).body);
    expect(categories.map((c) => [c.category, c.amount])).toEqual([
      ['Shopping', '360.00'],
      ['Groceries', '200.00'],
      ['Food & Drink', '50.00'],
    ]);
    const months = monthlySpendingResponseSchema.parse((await get('/api/analytics/monthly-spending')).body);
    expect(months.map((m) => [m.month, m.amount])).toEqual([['2024-11', '610.00']]);
  });
});

describe('nettedDays (the rows of the insights)', () => {
  it('drops transfers, takes a refund off its purchase in the same currency, and never goes below zero', () => {
    const purchase = new Types.ObjectId();
    const other = new Types.ObjectId();
    const days = [
      {
        _id: '2024-11-20',
        rows: [
          { _id: new Types.ObjectId(), amountCents: 4000, isIncome: true, flow: 'refund' as const, refundOf: purchase },
          { _id: new Types.ObjectId(), amountCents: 9000, isIncome: true, flow: 'refund' as const, refundOf: other },
          { _id: new Types.ObjectId(), amountCents: 500, isIncome: true, flow: 'refund' as const },
        ],
      },
      {
        _id: '2024-11-14',
        rows: [
          { _id: purchase, amountCents: 40000, isIncome: false, category: 'Shopping' },
          { _id: other, amountCents: 5000, isIncome: false, category: 'Shopping' },
          { _id: new Types.ObjectId(), amountCents: 50000, isIncome: false, flow: 'transfer' as const },
        ],
      },
    ];
    const netted = nettedDays(days, () => true);
    expect(netted.map((day) => day.rows.map((row) => row.amountCents))).toEqual([[], [36000, 0]]);
    expect(nettedDays(days, () => false).map((day) => day.rows.map((row) => row.amountCents))).toEqual([
      [],
      [40000, 5000],
    ]);
  });
  it('takes a refund that names no purchase among the rows off the largest purchase of its category', () => {
    const days = [
      {
        _id: '2024-11-20',
        rows: [
          {
            _id: new Types.ObjectId(),
            amountCents: 4000,
            isIncome: true,
            flow: 'refund' as const,
            category: 'Shopping',
          },
          {
            _id: new Types.ObjectId(),
            amountCents: 1000,
            isIncome: true,
            flow: 'refund' as const,
            category: 'Groceries',
            refundOf: new Types.ObjectId(),
          },
        ],
      },
      {
        _id: '2024-11-13',
        rows: [
          { _id: new Types.ObjectId(), amountCents: 40000, isIncome: false, category: 'Shopping' },
          { _id: new Types.ObjectId(), amountCents: 5000, isIncome: false, category: 'Shopping' },
          { _id: new Types.ObjectId(), amountCents: 20000, isIncome: false, category: 'Groceries' },
          { _id: new Types.ObjectId(), amountCents: 300000, isIncome: true, category: 'Salary' },
        ],
      },
    ];
    expect(nettedDays(days, () => true).map((day) => day.rows.map((row) => row.amountCents))).toEqual([
      [],
      [36000, 5000, 19000, 300000],
    ]);
  });
});

describe('partsInPlace (split rows in the insights)', () => {
  it('gives a split row as its parts and takes a refunded sum off the largest parts first', () => {
    const splits = [
      { amountCents: 3000, category: 'Household' },
      { amountCents: 12000, category: 'Groceries' },
    ];
    const days = [
      {
        _id: '2024-03-02',
        rows: [
          { amountCents: 15000, category: 'Shopping', description: 'COSTCO', splits },
          { amountCents: 500, category: 'Dining', description: 'CAFE' },
          { amountCents: 14000, category: 'Shopping', description: 'COSTCO', splits },
        ],
      },
    ];
    const [day] = partsInPlace(days);
    expect(day.rows.map((row) => [row.description, row.category, row.amountCents])).toEqual([
      ['COSTCO', 'Household', 3000],
      ['COSTCO', 'Groceries', 12000],
      ['CAFE', 'Dining', 500],
      ['COSTCO', 'Household', 3000],
      ['COSTCO', 'Groceries', 11000],
    ]);
    expect(day.rows.every((row) => !('splits' in row))).toBe(true);
  });
});
