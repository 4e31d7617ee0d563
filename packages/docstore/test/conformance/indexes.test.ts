// Indexes: unique and compound unique violations (E11000 with keyPattern/keyValue), listIndexes,
// dropIndexes, building a unique index over duplicates, and TTL expiry.
import { MongoServerError } from 'mongodb';
import { describeConformance, eventually } from '../support/targets';

async function rejection(promise: Promise<unknown>): Promise<MongoServerError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
}

describeConformance('idx', (target) => {
  test('a unique index refuses a duplicate insert with code 11000, keyPattern and keyValue', async () => {
    const users = target.db().collection('users');
    expect(await users.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    await users.insertOne({ email: 'a@example.com', name: 'A' });
    const err = await rejection(users.insertOne({ email: 'a@example.com', name: 'B' }));
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(err.keyValue).toEqual({ email: 'a@example.com' });
    expect(err.message).toMatch(/^E11000 duplicate key error collection: \w+\.users index: email_1 dup key: /);
    expect(await users.countDocuments()).toBe(1);
  });

  test('a unique index also refuses an update or upsert that would create a duplicate', async () => {
    const users = target.db().collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([{ email: 'a@x' }, { email: 'b@x' }]);
    const viaUpdate = await rejection(users.updateOne({ email: 'b@x' }, { $set: { email: 'a@x' } }));
    expect(viaUpdate.code).toBe(11000);
    expect(viaUpdate.keyValue).toEqual({ email: 'a@x' });
    const viaUpsert = await rejection(users.updateOne({ name: 'new' }, { $set: { email: 'b@x' } }, { upsert: true }));
    expect(viaUpsert.code).toBe(11000);
    const viaFindAndModify = await rejection(
      users.findOneAndUpdate({ email: 'a@x' }, { $set: { email: 'b@x' } }, { returnDocument: 'after' }),
    );
    expect(viaFindAndModify.code).toBe(11000);
    expect(
      await users
        .find({}, { projection: { _id: 0 } })
        .sort({ email: 1 })
        .toArray(),
    ).toEqual([{ email: 'a@x' }, { email: 'b@x' }]);
    // A document may keep its own key.
    await users.updateOne({ email: 'a@x' }, { $set: { email: 'a@x', touched: true } });
    expect(await users.countDocuments({ touched: true })).toBe(1);
  });

  test('deleting a document frees its unique key', async () => {
    const users = target.db().collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'a@x' });
    await users.deleteOne({ email: 'a@x' });
    await users.insertOne({ email: 'a@x', again: true });
    expect(await users.countDocuments()).toBe(1);
  });

  test('a compound unique index refuses the same pair but allows each part alone to repeat', async () => {
    const budgets = target.db().collection('budgets');
    const name = await budgets.createIndex({ userId: 1, month: 1 }, { unique: true });
    expect(name).toBe('userId_1_month_1');
    await budgets.insertMany([
      { userId: 'u1', month: '2024-01' },
      { userId: 'u1', month: '2024-02' },
      { userId: 'u2', month: '2024-01' },
    ]);
    const err = await rejection(budgets.insertOne({ userId: 'u1', month: '2024-02' }));
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ userId: 1, month: 1 });
    expect(err.keyValue).toEqual({ userId: 'u1', month: '2024-02' });
  });

  test('a unique index treats a missing field as null: only one document may lack it', async () => {
    const c = target.db().collection('nulls');
    await c.createIndex({ code: 1 }, { unique: true });
    await c.insertOne({ other: 1 });
    const err = await rejection(c.insertOne({ other: 2 }));
    expect(err.code).toBe(11000);
    expect(err.keyValue).toEqual({ code: null });
  });

  test('a sparse or partial unique index ignores documents without the field', async () => {
    const c = target.db().collection('sparse');
    await c.createIndex({ handle: 1 }, { unique: true, partialFilterExpression: { handle: { $exists: true } } });
    await c.insertMany([{ a: 1 }, { a: 2 }, { handle: 'h' }]);
    expect((await rejection(c.insertOne({ handle: 'h' }))).code).toBe(11000);
    expect(await c.countDocuments()).toBe(3);
  });

  test('creating a unique index over existing duplicates fails and leaves no index', async () => {
    const c = target.db().collection('dups');
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    const err = await rejection(c.createIndex({ k: 1 }, { unique: true }));
    expect(err.code).toBe(11000);
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });

  test('listIndexes describes _id_ and created indexes; dropIndexes removes one or all', async () => {
    const c = target.db().collection('li');
    await c.insertOne({ a: 1 });
    await c.createIndexes([
      { key: { a: 1 }, name: 'a_1' },
      { key: { b: -1, c: 1 }, unique: true },
      { key: { at: 1 }, expireAfterSeconds: 3600 },
    ]);
    const indexes = await c.listIndexes().toArray();
    const byName = Object.fromEntries(indexes.map((i) => [i.name, i]));
    expect(Object.keys(byName).sort()).toEqual(['_id_', 'a_1', 'at_1', 'b_-1_c_1']);
    expect(byName._id_).toMatchObject({ v: 2, key: { _id: 1 } });
    expect(byName._id_.unique).toBeUndefined();
    expect(byName['b_-1_c_1']).toMatchObject({ key: { b: -1, c: 1 }, unique: true });
    expect(byName.at_1).toMatchObject({ key: { at: 1 }, expireAfterSeconds: 3600 });
    expect(await c.indexExists('a_1')).toBe(true);

    await c.dropIndex('a_1');
    expect((await c.listIndexes().toArray()).map((i) => i.name).sort()).toEqual(['_id_', 'at_1', 'b_-1_c_1']);
    await c.dropIndexes();
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    expect(await c.countDocuments()).toBe(1);

    const missing = await rejection(c.dropIndex('nope_1'));
    expect(missing.code).toBe(27); // IndexNotFound
  });

  test('creating the same index twice is a no-op; a conflicting definition under the same name fails', async () => {
    const c = target.db().collection('same');
    await c.createIndex({ a: 1 });
    expect(await c.createIndex({ a: 1 })).toBe('a_1');
    const err = await rejection(c.createIndex({ a: 1 }, { unique: true }));
    expect([85, 86]).toContain(err.code); // IndexOptionsConflict / IndexKeySpecsConflict
  });

  test('after dropping a unique index, duplicates are accepted', async () => {
    const c = target.db().collection('dropu');
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertOne({ k: 1 });
    await c.dropIndex('k_1');
    await c.insertOne({ k: 1 });
    expect(await c.countDocuments({ k: 1 })).toBe(2);
  });

  test('a TTL index removes expired documents and keeps the others', async () => {
    const db = target.db();
    if (target.kind === 'mongodb') {
      // mongod checks TTL indexes every 60 s by default; shorten it where the server allows (test-mongo.mjs
      // also starts the container with ttlMonitorSleepSecs=1).
      await target
        .client()
        .db('admin')
        .command({ setParameter: 1, ttlMonitorSleepSecs: 1 })
        .catch(() => undefined);
    }
    const sessions = db.collection('sessions');
    await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    const events = db.collection('events');
    await events.createIndex({ createdAt: 1 }, { expireAfterSeconds: 1 });
    const now = Date.now();
    await sessions.insertMany([
      { sid: 'expired', expiresAt: new Date(now - 60_000) },
      { sid: 'expired-in-array', expiresAt: [new Date(now + 3_600_000), new Date(now - 60_000)] },
      { sid: 'live', expiresAt: new Date(now + 3_600_000) },
      { sid: 'no-date', expiresAt: 'not a date' },
      { sid: 'no-field' },
    ]);
    await events.insertMany([
      { e: 'old', createdAt: new Date(now - 10_000) },
      { e: 'fresh', createdAt: new Date(now + 3_600_000) },
    ]);

    const timeoutMs = target.kind === 'mongodb' ? 75_000 : 15_000;
    const expired = await eventually(
      async () => (await sessions.countDocuments()) === 3 && (await events.countDocuments()) === 1,
      timeoutMs,
      200,
    );
    expect(expired).toBe(true);
    expect((await sessions.distinct('sid')).sort()).toEqual(['live', 'no-date', 'no-field']);
    expect(await events.distinct('e')).toEqual(['fresh']);
  }, 90_000);
});
