import { assetListSchema, assetSchema, internalStatsPath, netWorthHistorySchema } from '@tracker/contracts';
import { useHarness, testRequest, type Harness } from '../../testing/harness';
import { netWorthSnapshotModel } from '../netWorth/model';
import { NetWorthService } from '../netWorth/service';
import { assetModel } from './model';

jest.setTimeout(60_000);

const h = useHarness();
let app: ReturnType<Harness['app']>['app'];
beforeAll(() => {
  app = h.app().app;
});

const post = (cookie: string, body: object) => testRequest(app).post('/api/assets').set('Cookie', cookie).send(body);

describe('assets CRUD', () => {
  it('creates, lists, updates and deletes an asset', async () => {
    const user = await h.user();
    const created = await post(user.cookie, {
      name: 'Apple',
      type: 'equities_stocks',
      symbol: 'aapl',
      description: 'Shares',
      quantity: '10',
      value: 150.25,
    });
    expect(created.status).toBe(201);
    const asset = assetSchema.parse(created.body);
    expect(asset).toMatchObject({
      name: 'Apple',
      type: 'equities_stocks',
      symbol: 'AAPL',
      description: 'Shares',
      quantity: '10',
      value: '150.25',
      priceUpdatedAt: null,
    });

    const list = await testRequest(app).get('/api/assets').set('Cookie', user.cookie);
    expect(assetListSchema.parse(list.body)).toEqual([asset]);

    const updated = await testRequest(app)
      .put(`/api/assets/${asset.id}`)
      .set('Cookie', user.cookie)
      .send({ name: 'Apple Inc.', type: 'equities_stocks', symbol: 'AAPL', quantity: '12.5', value: '151' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: asset.id,
      name: 'Apple Inc.',
      quantity: '12.5',
      value: '151',
      description: null,
    });

    const deleted = await testRequest(app).delete(`/api/assets/${asset.id}`).set('Cookie', user.cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await testRequest(app).get('/api/assets').set('Cookie', user.cookie)).body).toEqual([]);
  });

  it('seals the description (a free-text note) in the database under FIELD_ENCRYPTION_KEY and shows it opened', async () => {
    const sealedApp = h.app({ FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).app;
    const user = await h.user();
    const note = 'Joint account with Mrs Higgins, sort code 20-00-00';
    const created = await testRequest(sealedApp)
      .post('/api/assets')
      .set('Cookie', user.cookie)
      .send({ name: 'Flat', type: 'property_real_estate', description: note, value: 250000 });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(note);
    const stored = await assetModel(h.connection).findById(created.body.id).lean();
    expect(stored?.description).toMatch(/^enc1:/);
    expect(stored?.description).not.toContain('Higgins');
    expect((await testRequest(sealedApp).get('/api/assets').set('Cookie', user.cookie)).body[0].description).toBe(note);
  });

  it("accepts 'stocks' as equities, a blank value as 0 and a blank quantity as null", async () => {
    const user = await h.user();
    const res = await post(user.cookie, {
      name: 'Shares',
      type: 'stocks',
      symbol: '',
      description: '',
      quantity: '',
      value: '',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'equities_stocks',
      symbol: null,
      description: null,
      quantity: null,
      value: '0',
    });
  });

  it('answers 400 with the spec messages and changes nothing', async () => {
    const user = await h.user();
    const noName = await post(user.cookie, { type: 'etfs' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Asset name is required');
    const noType = await post(user.cookie, { name: 'X' });
    expect(noType.body.message).toBe('Asset type is required');
    const badType = await post(user.cookie, { name: 'X', type: 'coins' });
    expect(badType.body.message).toMatch(/^Asset type must be one of/);
    const badQty = await post(user.cookie, { name: 'X', type: 'etfs', quantity: 'lots' });
    expect(badQty.body.message).toBe('Quantity must be a number');
    const negQty = await post(user.cookie, { name: 'X', type: 'etfs', quantity: -1 });
    expect(negQty.body.message).toBe('Quantity must be 0 or more');
    expect(await assetModel(h.connection).countDocuments({ userId: user.userId })).toBe(0);
  });

  it('keeps 6 decimals exactly (rounded half away from zero), never a binary float', async () => {
    const user = await h.user();
    const res = await post(user.cookie, {
      name: 'Dust',
      type: 'cryptocurrencies',
      symbol: 'BTC',
      quantity: '0.1234565',
      value: '0.1',
    });
    expect(res.body).toMatchObject({ quantity: '0.123457', value: '0.1' });
    const big = await post(user.cookie, { name: 'Big', type: 'etfs', quantity: '999999.999999', value: 0.3 });
    expect(big.body).toMatchObject({ quantity: '999999.999999', value: '0.3' });
  });

  it("treats another user's asset as not found for every verb", async () => {
    const owner = await h.user();
    const other = await h.user();
    const { body } = await post(owner.cookie, { name: 'Secret', type: 'etfs', symbol: 'VOO', value: 1 });
    const id = body.id as string;
    const put = await testRequest(app)
      .put(`/api/assets/${id}`)
      .set('Cookie', other.cookie)
      .send({ name: 'Mine', type: 'etfs' });
    const del = await testRequest(app).delete(`/api/assets/${id}`).set('Cookie', other.cookie);
    const price = await testRequest(app).get(`/api/assets/price/${id}`).set('Cookie', other.cookie);
    expect([put.status, del.status, price.status]).toEqual([404, 404, 404]);
    expect(put.body.message).toBe('Asset not found');
    expect((await testRequest(app).get('/api/assets').set('Cookie', other.cookie)).body).toEqual([]);
    expect((await testRequest(app).get('/api/assets').set('Cookie', owner.cookie)).body[0].name).toBe('Secret');
    expect(
      (
        await testRequest(app)
          .put('/api/assets/not-an-id')
          .set('Cookie', owner.cookie)
          .send({ name: 'A', type: 'etfs' })
      ).status,
    ).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    expect((await testRequest(app).get('/api/assets')).status).toBe(401);
    expect((await testRequest(app).post('/api/assets').send({ name: 'A', type: 'etfs' })).status).toBe(401);
  });

  it('keeps the account statistics count true', async () => {
    const user = await h.user();
    await post(user.cookie, { name: 'A', type: 'etfs' });
    const { body } = await post(user.cookie, { name: 'B', type: 'etfs' });
    await testRequest(app).delete(`/api/assets/${body.id}`).set('Cookie', user.cookie);
    const stats = await testRequest(app).get(internalStatsPath(user.userId));
    expect(stats.body).toEqual({ totalAssets: 1 });
  });
});

describe('net-worth history', () => {
  it('keeps one snapshot a day: liabilities count against it, an asset without quantity counts its value once', async () => {
    const user = await h.user();
    await post(user.cookie, { name: 'Shares', type: 'equities_stocks', symbol: 'AAPL', quantity: '3', value: '0.1' });
    await post(user.cookie, { name: 'House', type: 'property_real_estate', value: '420000' });
    await post(user.cookie, { name: 'Mortgage', type: 'liabilities', value: '280000.5' });
    const res = await testRequest(app).get('/api/assets/net-worth-history').set('Cookie', user.cookie);
    expect(res.status).toBe(200);
    const { points } = netWorthHistorySchema.parse(res.body);
    // 3 × 0.1 = 0.3 exactly; 0.3 + 420000 − 280000.5 = 139999.8
    expect(points).toEqual([{ date: new Date().toISOString().slice(0, 10), netWorth: '139999.8' }]);
    const other = await h.user();
    expect((await testRequest(app).get('/api/assets/net-worth-history').set('Cookie', other.cookie)).body).toEqual({
      points: [],
      change: null,
    });
  });
});

const today = new Date('2026-11-27T10:00:00Z');

async function historyOf(snapshots: Array<[string, string]>) {
  const user = await h.user();
  const model = netWorthSnapshotModel(h.connection);
  for (const [date, netWorth] of snapshots) {
    await model.create({ userId: user.userId, date, netWorth, totalAssets: netWorth, totalLiabilities: '0' });
  }
  return netWorthHistorySchema.parse(await new NetWorthService(h.connection, () => today).history(user.userId));
}

describe('net-worth history: the change over the quarter', () => {
  it('is null for one day of history', async () => {
    expect((await historyOf([['2026-11-27', '5000']])).change).toBeNull();
  });

  it('covers what the history covers when it began this quarter', async () => {
    const history = await historyOf([
      ['2026-11-03', '10000'],
      ['2026-11-27', '10210'],
    ]);
    expect(history.change).toEqual({ percent: '2.1', from: '2026-11-03', wholeQuarter: false });
  });

  it('starts from the last snapshot before the quarter, even one older than the history window', async () => {
    const history = await historyOf([
      ['2025-06-01', '8000'],
      ['2026-09-30', '10000'],
      ['2026-10-15', '12000'],
      ['2026-11-20', '11000'],
    ]);
    expect(history.points.map((p) => p.date)).toEqual(['2026-09-30', '2026-10-15', '2026-11-20']);
    expect(history.change).toEqual({ percent: '10.0', from: '2026-10-01', wholeQuarter: true });
    const old = await historyOf([
      ['2025-06-01', '8000'],
      ['2026-11-20', '6000'],
    ]);
    expect(old.points).toHaveLength(1);
    expect(old.change).toEqual({ percent: '-25.0', from: '2026-10-01', wholeQuarter: true });
  });

  it("is another user's own", async () => {
    await historyOf([
      ['2026-09-30', '10000'],
      ['2026-11-20', '11000'],
    ]);
    expect(await historyOf([])).toEqual({ points: [], change: null });
  });
});
