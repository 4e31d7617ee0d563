import { DEFAULT_CURRENCY, netWorthHistorySchema, RateTable, type FxRatesResponse } from '@tracker/contracts';
import { startHarness, testRequest, type Harness } from '../../testing/harness';
import { netWorthSnapshotModel } from '../netWorth/model';
import { NetWorthService } from '../netWorth/service';
import { assetModel } from './model';

jest.setTimeout(60_000);

let h: Harness;
let app: ReturnType<Harness['app']>['app'];
let fx: ReturnType<Harness['app']>['fx'];

beforeAll(async () => {
  h = await startHarness();
  ({ app, fx } = h.app());
});

afterAll(async () => {
  await h.stop();
});

const post = (cookie: string, body: object) => testRequest(app).post('/api/assets').set('Cookie', cookie).send(body);
const get = (cookie: string, path: string) => testRequest(app).get(path).set('Cookie', cookie);
const today = () => new Date().toISOString().slice(0, 10);

describe('an asset in its own currency', () => {
  it('keeps the currency given, USD when none, and the same currency on an edit that names none', async () => {
    const user = await h.user();
    const flat = await post(user.cookie, {
      name: 'Flat',
      type: 'property_real_estate',
      value: 300000,
      currency: 'gbp',
    });
    expect(flat.status).toBe(201);
    expect(flat.body).toMatchObject({ name: 'Flat', value: '300000', currency: 'GBP' });
    const plain = await post(user.cookie, { name: 'Car', type: 'property_real_estate', value: 9000 });
    expect(plain.body.currency).toBe('USD');
    const edited = await testRequest(app)
      .put(`/api/assets/${flat.body.id}`)
      .set('Cookie', user.cookie)
      .send({ name: 'Flat in Leeds', type: 'property_real_estate', value: 310000 });
    expect(edited.body).toMatchObject({ name: 'Flat in Leeds', currency: 'GBP' });
    const moved = await testRequest(app)
      .put(`/api/assets/${flat.body.id}`)
      .set('Cookie', user.cookie)
      .send({ name: 'Flat in Leeds', type: 'property_real_estate', value: 310000, currency: 'EUR' });
    expect(moved.body.currency).toBe('EUR');
  });

  it('answers 400 with a message for an unknown currency and changes nothing', async () => {
    const user = await h.user();
    const res = await post(user.cookie, { name: 'Gold', type: 'commodities', value: 1, currency: 'XYZ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    expect(await assetModel(h.connection).countDocuments({ userId: user.userId })).toBe(0);
  });

  it("changes an asset's currency on an edit only when the code is known and the asset is the user's own", async () => {
    const owner = await h.user();
    const other = await h.user();
    const saved = await post(owner.cookie, { name: 'Savings', type: 'super_pension_401k', value: 5000 });
    const put = (cookie: string, currency: string) =>
      testRequest(app)
        .put(`/api/assets/${saved.body.id}`)
        .set('Cookie', cookie)
        .send({ name: 'Savings', type: 'super_pension_401k', value: 5000, currency });
    const unknown = await put(owner.cookie, 'XYZ');
    expect(unknown.status).toBe(400);
    expect(unknown.headers['content-type']).toMatch(/json/);
    expect(unknown.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    const theirs = await put(other.cookie, 'EUR');
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Asset not found');
    const [kept] = (await get(owner.cookie, '/api/assets')).body;
    expect(kept).toMatchObject({ name: 'Savings', value: '5000', currency: 'USD' });
    const moved = await put(owner.cookie, 'eur');
    expect(moved.status).toBe(200);
    expect((await get(owner.cookie, '/api/assets')).body[0].currency).toBe('EUR');
  });

  it('reads an asset stored before currencies existed as USD', async () => {
    const user = await h.user();
    const now = new Date();
    await assetModel(h.connection).collection.insertOne({
      userId: user.userId,
      type: 'etfs',
      symbol: null,
      name: 'Old fund',
      description: null,
      quantity: null,
      value: '10',
      priceUpdatedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    const [asset] = (await get(user.cookie, '/api/assets')).body;
    expect(asset).toMatchObject({ name: 'Old fund', currency: DEFAULT_CURRENCY });
  });

  it("prices a London listing in pounds and a sync stores the listing's currency with its price", async () => {
    const user = await h.user();
    const temp = await get(user.cookie, '/api/assets/price/temp?symbol=VOD.L&type=equities_stocks');
    expect(temp.body).toMatchObject({ price: 0.7216, currency: 'GBP' });
    // Entered before currencies were chosen: USD by default, until the listing's price and currency are stored.
    await post(user.cookie, { name: 'Vodafone', type: 'equities_stocks', symbol: 'VOD.L', quantity: 1000, value: 1 });
    await post(user.cookie, { name: 'Apple', type: 'equities_stocks', symbol: 'AAPL', quantity: 1, value: 1 });
    const sync = await testRequest(app).post('/api/assets/sync-prices').set('Cookie', user.cookie);
    expect(sync.body.syncedCount).toBe(2);
    const list = (await get(user.cookie, '/api/assets')).body as { name: string; value: string; currency: string }[];
    expect(list.map((a) => [a.name, a.value, a.currency])).toEqual([
      ['Vodafone', '0.7216', 'GBP'],
      ['Apple', '212.49', 'USD'],
    ]);
  });
  it('gives no price for a listing in a currency outside ISO 4217 (it could not be converted)', async () => {
    const user = await h.user();
    h.yahoo.setPrice('ODD.X', { price: 5, currency: 'ZZZ' });
    const temp = await get(user.cookie, '/api/assets/price/temp?symbol=ODD.X&type=equities_stocks');
    expect(temp.body).toMatchObject({ price: null, errorType: 'no_data' });
    expect(temp.body.error).toMatch(/priced in ZZZ/);
  });
});

describe('net-worth history across currencies', () => {
  it("converts each day's parts at that day's rate into the currency asked", async () => {
    const user = await h.user();
    await post(user.cookie, { name: 'Flat', type: 'property_real_estate', value: '840', currency: 'GBP' });
    await post(user.cookie, { name: 'Cash', type: 'property_real_estate', value: '100', currency: 'USD' });
    await post(user.cookie, { name: 'Loan', type: 'liabilities', value: '42', currency: 'GBP' });
    const inUsd = netWorthHistorySchema.parse((await get(user.cookie, '/api/assets/net-worth-history')).body);
    // 798 GBP at 1.08 / 0.84 USD = 1026 USD, plus 100 USD.
    expect(inUsd.points).toEqual([
      {
        date: today(),
        netWorth: '1126',
        parts: [
          { currency: 'USD', netWorth: '100' },
          { currency: 'GBP', netWorth: '798' },
        ],
      },
    ]);
    const inGbp = (await get(user.cookie, '/api/assets/net-worth-history?currency=gbp')).body;
    // 100 USD at 0.84 / 1.08 GBP = 77.777… -> 77.78 GBP (rounded once, to pence), plus 798 GBP.
    expect(inGbp.points[0].netWorth).toBe('875.78');
    const bad = await get(user.cookie, '/api/assets/net-worth-history?currency=ABC');
    expect(bad.status).toBe(400);
  });

  it('reads a snapshot written before currencies as USD, and a day without a rate as unknown, never 1:1', async () => {
    const user = await h.user();
    const model = netWorthSnapshotModel(h.connection);
    await model.create({
      userId: user.userId,
      date: '2026-11-02',
      netWorth: '1080',
      totalAssets: '1080',
      totalLiabilities: '0',
    });
    await model.create({
      userId: user.userId,
      date: '2026-11-03',
      parts: [
        { currency: 'USD', netWorth: '1080' },
        { currency: 'AED', netWorth: '500' },
      ],
    });
    await model.create({ userId: user.userId, date: '2026-11-20', parts: [{ currency: 'GBP', netWorth: '1000' }] });
    const service = new NetWorthService(h.connection, () => new Date('2026-11-27T10:00:00Z'), fx);
    const history = await service.history(user.userId, 'EUR');
    expect(history.points.map((p) => [p.date, p.netWorth])).toEqual([
      ['2026-11-02', '1000'],
      // The ECB publishes no AED rate: the day has no total, not 1,080 + 500.
      ['2026-11-03', null],
      ['2026-11-20', '1190.48'],
    ]);
    expect(history.points[1]?.parts).toEqual([
      { currency: 'USD', netWorth: '1080' },
      { currency: 'AED', netWorth: '500' },
    ]);
    // From 1,000 EUR on the 2nd to 1,190.48 EUR on the 20th; the unknown day is left out.
    expect(history.change).toEqual({ percent: '19.0', from: '2026-11-02', wholeQuarter: false });
  });
});

describe('GET /api/assets/exchange-rates', () => {
  it("answers the stored daily rates to a signed-in user's browser", async () => {
    const user = await h.user();
    const res = await get(user.cookie, `/api/assets/exchange-rates?currencies=GBP,USD&from=${today()}&to=${today()}`);
    expect(res.status).toBe(200);
    const table = new RateTable(res.body as FxRatesResponse);
    // 100.00 GBP at 1.08 / 0.84 = 128.57 USD, on today's rate or the last business day's.
    expect(table.convert(10000, 'GBP', 'USD', today())).toBe(12857);
    expect(
      (await testRequest(app).get(`/api/assets/exchange-rates?currencies=GBP&from=${today()}&to=${today()}`)).status,
    ).toBe(401);
    const bad = await get(user.cookie, `/api/assets/exchange-rates?currencies=XYZ&from=${today()}&to=${today()}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ISO 4217/);
    const backwards = await get(user.cookie, '/api/assets/exchange-rates?currencies=GBP&from=2024-02-01&to=2024-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('from must not be after to');
    expect(
      (await get(user.cookie, '/api/assets/exchange-rates?currencies=GBP&from=yesterday&to=2024-01-01')).status,
    ).toBe(400);
  });
});
