import { Types } from 'mongoose';
import { useStartedHarness } from '../../testing/harness';
import { DELETED_RETENTION_SECONDS, transactionModel, type TransactionFields } from './model';

jest.setTimeout(120_000);

const h = useStartedHarness();

beforeAll(async () => {
  await transactionModel(h.connection).init();
});

const row = (over: Partial<TransactionFields> & { deletedAt?: Date }): TransactionFields => ({
  userId: 'u1',
  accountId: null,
  date: '2024-01-01',
  description: 'x',
  category: null,
  amountCents: 100,
  isIncome: false,
  transactionType: 'Expense',
  tags: [],
  source: 'manual',
  aiCategorised: false,
  confidence: null,
  pending: false,
  deleted: false,
  dedupeKey: `manual:${new Types.ObjectId().toHexString()}`,
  importId: null,
  institution: null,
  keys: [],
  createdAt: new Date(),
  ...over,
});

describe('transaction model', () => {
  it('indexes every filter per user, keeps dedupe keys unique per user, and purges the Deleted tab after 30 days', async () => {
    const indexes = await transactionModel(h.connection).collection.indexes();
    const byName = new Map(indexes.map((i) => [i.name, i]));
    expect(byName.get('user_filter_keys')?.key).toEqual({ userId: 1, deleted: 1, keys: 1 });
    expect(byName.get('user_list')?.key).toEqual({ userId: 1, deleted: 1, date: -1, _id: -1 });
    expect(byName.get('user_amount')?.key).toEqual({ userId: 1, deleted: 1, amountCents: 1 });
    expect(byName.get('user_category')?.key).toEqual({ userId: 1, deleted: 1, category: 1 });
    expect(byName.get('user_dedupe')).toMatchObject({ key: { userId: 1, dedupeKey: 1 }, unique: true });
    expect(byName.get('deleted_ttl')).toMatchObject({
      key: { deletedAt: 1 },
      expireAfterSeconds: DELETED_RETENTION_SECONDS,
    });
    expect(DELETED_RETENTION_SECONDS).toBe(30 * 24 * 60 * 60);

    const model = transactionModel(h.connection);
    await model.create(row({ dedupeKey: 'k#1' }));
    await model.create(row({ userId: 'u2', dedupeKey: 'k#1' }));
    await expect(model.create(row({ dedupeKey: 'k#1' }))).rejects.toMatchObject({ code: 11000 });
    await expect(model.create(row({ amountCents: 1.5 }))).rejects.toThrow(/whole number of minor units/);

    const day = 24 * 60 * 60 * 1000;
    const old = await model.create(row({ deleted: true, deletedAt: new Date(Date.now() - 31 * day) }));
    const recent = await model.create(row({ deleted: true, deletedAt: new Date(Date.now() - 29 * day) }));
    const live = await model.create(row({}));
    // The docstore sweeps TTL indexes every second; MongoDB's TTL monitor runs every 60 s.
    const until = Date.now() + (process.env.MONGODB_URI ? 100_000 : 10_000);
    while ((await model.exists({ _id: old._id })) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(await model.exists({ _id: old._id })).toBeNull();
    expect(await model.exists({ _id: recent._id })).not.toBeNull();
    expect(await model.exists({ _id: live._id })).not.toBeNull();
  });
});
