// Amounts in their currency's ISO minor units (issue 26): yen have none, dinars three. Stored as integers of that
// unit, sent with that many decimals, filtered, exported, summed and converted in them.
import * as XLSX from '@e965/xlsx';
import { dashboardSummarySchema } from '@tracker/contracts';
import { unusedUrl } from '@tracker/service-kit/testing';
import { downloadExport, sheetOf } from '../../testing/exportFile';
import { createAccount, startTestEcb, uploadStatement, type FakeEcb } from '../../testing/fakeRates';
import { useStartedHarness, testRequest, type TestUser } from '../../testing/harness';

jest.setTimeout(60_000);

const h = useStartedHarness();
let ecb: FakeEcb;

beforeAll(async () => {
  ecb = await startTestEcb();
});

afterAll(async () => {
  await ecb.close();
});

const app = async () => h.app({ CATEGORISER_URL: await unusedUrl(), ECB_BASE_URL: ecb.url });
type App = Awaited<ReturnType<typeof app>>;

const yenFile =
  'Date,Description,Amount,Currency\n2024-06-03,Sushi Bar,-1500,JPY\n2024-06-04,Tokyo Hands,-2480.6,JPY\n';
const dinarFile = 'Date,Description,Amount,Currency\n2024-06-05,Lulu Hypermarket,-12.345,BHD\n';
const dollarFile = 'Date,Description,Amount,Currency\n2024-06-05,Corner Deli,-12.35,USD\n';

async function userWithYenAndDinars(a: App, user: TestUser) {
  const yen = await createAccount(a, user, 'Yen card', 'JPY');
  const dinars = await createAccount(a, user, 'Bahrain', 'BHD');
  expect((await uploadStatement(a, user, yenFile, yen.id)).status).toBe(200);
  expect((await uploadStatement(a, user, dinarFile, dinars.id)).status).toBe(200);
  expect((await uploadStatement(a, user, dollarFile)).status).toBe(200);
}

const list = async (a: App, user: TestUser, query: Record<string, string> = {}) => {
  const res = await testRequest(a).get('/api/transactions').query(query).set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return (res.body.transactions as Array<{ description: string; amount: string; currency: string }>)
    .map((t) => `${t.description} ${t.amount} ${t.currency}`)
    .sort();
};

/** A manual expense of `amount` in `currency`, described as the shop and the currency ('Souq JPY'). */
const manualRow = (shop: string, amount: string, currency: string) => ({
  date: '2024-06-05',
  description: `${shop} ${currency}`,
  amount,
  category: 'Groceries',
  transactionType: 'Expense',
  currency,
});

describe('amounts in their currency’s minor units', () => {
  it('keep a statement’s third decimal and no yen decimals: the list and the balances', async () => {
    const a = await app();
    const user = await h.user();
    await userWithYenAndDinars(a, user);
    expect(await list(a, user)).toEqual([
      'Corner Deli 12.35 USD',
      'Lulu Hypermarket 12.345 BHD',
      'Sushi Bar 1500 JPY',
      'Tokyo Hands 2481 JPY',
    ]);
    const accounts = (await testRequest(a).get('/api/bank-accounts').set('Cookie', user.cookie)).body as Array<{
      name: string;
      balance: string;
    }>;
    expect(accounts.map((acc) => `${acc.name} ${acc.balance}`).sort()).toEqual([
      'Bahrain -12.345',
      'Default Account -12.35',
      'Yen card -3981',
    ]);
  });

  it('are filtered in each row’s own unit', async () => {
    const a = await app();
    const user = await h.user();
    await userWithYenAndDinars(a, user);
    // 12.345 is no amount of dollars: the exact filter does not round it to the dollar row's 12.35.
    expect(await list(a, user, { amount: '12.345' })).toEqual(['Lulu Hypermarket 12.345 BHD']);
    expect(await list(a, user, { amount: '12.35' })).toEqual(['Corner Deli 12.35 USD']);
    expect(await list(a, user, { amount: '1500' })).toEqual(['Sushi Bar 1500 JPY']);
    expect(await list(a, user, { amountMin: '12.346', amountMax: '2000' })).toEqual([
      'Corner Deli 12.35 USD',
      'Sushi Bar 1500 JPY',
    ]);
    expect(await list(a, user, { amount: '12.35', description: 'deli' })).toEqual(['Corner Deli 12.35 USD']);
  });

  it('are filtered by bounds that take in only amounts inside them, in yen as in dollars', async () => {
    const a = await app();
    const user = await h.user();
    const row = (amount: string, currency: string) => manualRow('Kiosk', amount, currency);
    const rows = [row('10', 'JPY'), row('11', 'JPY'), row('10.40', 'USD'), row('10.60', 'USD')];
    const added = await testRequest(a).post('/api/transactions/manual').set('Cookie', user.cookie).send({
      transactions: rows,
    });
    expect(added.status).toBe(201);
    // A minimum of 10.4 is ¥11 (¥10 is below it); a maximum of 10.6 is ¥10 (¥11 is above it).
    expect(await list(a, user, { amountMin: '10.4' })).toEqual([
      'Kiosk JPY 11 JPY',
      'Kiosk USD 10.40 USD',
      'Kiosk USD 10.60 USD',
    ]);
    expect(await list(a, user, { amountMax: '10.6' })).toEqual([
      'Kiosk JPY 10 JPY',
      'Kiosk USD 10.40 USD',
      'Kiosk USD 10.60 USD',
    ]);
    expect(await list(a, user, { amountMin: '10.4', amountMax: '10.6' })).toEqual([
      'Kiosk USD 10.40 USD',
      'Kiosk USD 10.60 USD',
    ]);
    expect(await list(a, user, { amountMin: '10.41', amountMax: '10.59' })).toEqual([]);
    // Digits beyond the sixth decimal are a computed number's noise, not part of the bound.
    expect(await list(a, user, { amountMin: '10.4000000001', amountMax: '10.5999999999' })).toEqual([
      'Kiosk USD 10.40 USD',
      'Kiosk USD 10.60 USD',
    ]);
    // An exact amount yen cannot hold matches no yen row; one they can, no dollar row of another amount.
    expect(await list(a, user, { amount: '10.4' })).toEqual(['Kiosk USD 10.40 USD']);
    expect(await list(a, user, { amount: '10' })).toEqual(['Kiosk JPY 10 JPY']);
    expect(await list(a, user, { amount: '11', amountMax: '10.6' })).toEqual([]);
    expect(await list(a, user, { amount: '10.6', amountMin: '10.5' })).toEqual(['Kiosk USD 10.60 USD']);
  });

  it('are exported with their currency’s decimals, and their currency in the column after', async () => {
    const a = await app();
    const user = await h.user();
    await userWithYenAndDinars(a, user);
    const sheet = sheetOf((await downloadExport(a, user)).body);
    expect(sheet.E1?.v).toBe('Currency');
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: true });
    const amounts = Object.fromEntries(
      rows.map((row, i) => [row.Description, [row.Amount, sheet[`D${i + 2}`]?.z, row.Currency]]),
    );
    expect(amounts).toEqual({
      'Corner Deli': [-12.35, '#,##0.00', 'USD'],
      'Lulu Hypermarket': [-12.345, '#,##0.000', 'BHD'],
      'Sushi Bar': [-1500, '#,##0', 'JPY'],
      'Tokyo Hands': [-2481, '#,##0', 'JPY'],
    });
  });

  it('convert from their own unit into the home currency’s', async () => {
    const a = await app();
    const user = await h.user();
    await userWithYenAndDinars(a, user);
    const summary = async (currency: string) => {
      const query = { startDate: '2024-06-01', endDate: '2024-06-30', currency };
      const res = await testRequest(a).get('/api/analytics/summary').query(query).set('Cookie', user.cookie);
      return dashboardSummarySchema.parse(res.body);
    };
    // The ECB publishes no dinar rate: the total says so and shows its parts, each in its own decimals.
    const usd = await summary('USD');
    expect(usd.totalExpenses).toBeNull();
    expect(usd.missingRates).toEqual(['BHD']);
    expect(usd.parts.totalExpenses).toEqual([
      { currency: 'USD', amount: '12.35' },
      { currency: 'BHD', amount: '12.345' },
      { currency: 'JPY', amount: '3981' },
    ]);
    const yen = await testRequest(a)
      .get('/api/analytics/summary')
      .query({ startDate: '2024-06-03', endDate: '2024-06-04', currency: 'USD' })
      .set('Cookie', user.cookie);
    // 1500 yen x 1.08 / 162 = 10.00 dollars; 2481 x 1.08 / 162 = 16.54.
    expect(yen.body.totalExpenses).toBe('26.54');
    // Into yen (a user with dollars only): 12.35 x 162 / 1.08 = 1852.5, rounded once to 1853 yen, no decimals.
    const other = await h.user();
    expect((await uploadStatement(a, other, dollarFile)).status).toBe(200);
    const inYen = await testRequest(a)
      .get('/api/analytics/summary')
      .query({ startDate: '2024-06-01', endDate: '2024-06-30', currency: 'JPY' })
      .set('Cookie', other.cookie);
    expect(inYen.body).toMatchObject({ currency: 'JPY', totalExpenses: '1853', totalIncome: '0' });
  });

  it('are rounded to a manual row’s currency, and found by the amount filter in it', async () => {
    const a = await app();
    const user = await h.user();
    const row = (amount: string, currency: string) => manualRow('Souq', amount, currency);
    const res = await testRequest(a)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({ transactions: [row('0.125', 'KWD'), row('980.4', 'JPY'), row('4.555', 'EUR')] });
    expect(res.status).toBe(201);
    expect(await list(a, user)).toEqual(['Souq EUR 4.56 EUR', 'Souq JPY 980 JPY', 'Souq KWD 0.125 KWD']);
    expect(await list(a, user, { amount: '0.125' })).toEqual(['Souq KWD 0.125 KWD']);
    expect(await list(a, user, { amount: '980' })).toEqual(['Souq JPY 980 JPY']);
    const yenOnly = await testRequest(a)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({ transactions: [row('0.4', 'JPY')] });
    expect(yenOnly.status).toBe(400);
    expect(yenOnly.body.message).toBe('Amount must be greater than 0 for all transactions');
  });
});
