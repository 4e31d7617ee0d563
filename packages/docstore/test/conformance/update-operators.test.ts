// Every update operator the services use, plus positional updates and arrayFilters.
import { Decimal128, ObjectId, type Document } from 'mongodb';
import { describeConformance, type Target } from '../support/targets';

/** Inserts `doc`, applies `update` to it and returns the stored result without _id. */
async function applyUpdate(target: Target, doc: Document, update: Document, options: Document = {}) {
  const c = target.db().collection('ops');
  const { insertedId } = await c.insertOne(doc);
  const res = await c.updateOne({ _id: insertedId }, update, options);
  expect(res.matchedCount).toBe(1);
  return c.findOne({ _id: insertedId }, { projection: { _id: 0 } });
}

describeConformance('upd', (target) => {
  test('$set sets top-level and dotted paths, creating missing parents', async () => {
    expect(
      await applyUpdate(target, { a: 1, nested: { x: 1 } }, { $set: { a: 2, 'nested.y': 3, 'deep.er.z': 4 } }),
    ).toEqual({ a: 2, nested: { x: 1, y: 3 }, deep: { er: { z: 4 } } });
  });

  test('$set on an array element by index', async () => {
    expect(await applyUpdate(target, { arr: [1, 2, 3] }, { $set: { 'arr.1': 20 } })).toEqual({ arr: [1, 20, 3] });
  });

  test('$unset removes fields, including dotted ones, and ignores missing ones', async () => {
    expect(
      await applyUpdate(target, { a: 1, b: 2, n: { x: 1, y: 2 } }, { $unset: { a: '', 'n.x': 1, nope: '' } }),
    ).toEqual({ b: 2, n: { y: 2 } });
  });

  test('$inc adds to numbers, creates missing fields and accepts negatives and decimals', async () => {
    expect(await applyUpdate(target, { n: 5, f: 1.5 }, { $inc: { n: -2, f: 0.25, fresh: 7, 'sub.count': 1 } })).toEqual(
      { n: 3, f: 1.75, fresh: 7, sub: { count: 1 } },
    );
  });

  test('$mul multiplies and creates a missing field as 0', async () => {
    expect(await applyUpdate(target, { price: 10, qty: 3 }, { $mul: { price: 1.5, qty: 2, none: 5 } })).toEqual({
      price: 15,
      qty: 6,
      none: 0,
    });
  });

  test('$min and $max keep the smaller / larger value, with numbers and dates', async () => {
    const early = new Date('2024-01-01T00:00:00Z');
    const late = new Date('2024-06-01T00:00:00Z');
    expect(
      await applyUpdate(
        target,
        { lo: 5, hi: 5, first: late, last: early },
        { $min: { lo: 3, first: early, newMin: 1 }, $max: { hi: 4, last: late, newMax: 9 } },
      ),
    ).toEqual({ lo: 3, hi: 5, first: early, last: late, newMin: 1, newMax: 9 });
  });

  test('$rename moves a field, including into and out of sub-documents', async () => {
    expect(
      await applyUpdate(
        target,
        { old: 1, keep: 2, n: { inner: 3 } },
        { $rename: { old: 'fresh', 'n.inner': 'outer' } },
      ),
    ).toEqual({ keep: 2, n: {}, fresh: 1, outer: 3 });
  });

  test('$push appends; with $each, $sort and $slice it keeps a bounded sorted list', async () => {
    expect(await applyUpdate(target, { arr: [1] }, { $push: { arr: 2, created: 'x' } })).toEqual({
      arr: [1, 2],
      created: ['x'],
    });
    expect(
      await applyUpdate(target, { top: [5, 1] }, { $push: { top: { $each: [9, 3, 7], $sort: -1, $slice: 3 } } }),
    ).toEqual({ top: [9, 7, 5] });
    expect(await applyUpdate(target, { arr: [1, 2] }, { $push: { arr: { $each: [0], $position: 0 } } })).toEqual({
      arr: [0, 1, 2],
    });
  });

  test('$pull removes matching values and documents matching a condition', async () => {
    expect(await applyUpdate(target, { arr: [1, 2, 3, 2] }, { $pull: { arr: 2 } })).toEqual({ arr: [1, 3] });
    expect(await applyUpdate(target, { arr: [1, 5, 9] }, { $pull: { arr: { $gte: 5 } } })).toEqual({ arr: [1] });
    expect(
      await applyUpdate(
        target,
        {
          items: [
            { sku: 'a', qty: 1 },
            { sku: 'b', qty: 0 },
            { sku: 'c', qty: 0 },
          ],
        },
        { $pull: { items: { qty: 0 } } },
      ),
    ).toEqual({ items: [{ sku: 'a', qty: 1 }] });
  });

  test('$pullAll removes every listed value', async () => {
    expect(await applyUpdate(target, { arr: [1, 2, 3, 1] }, { $pullAll: { arr: [1, 3] } })).toEqual({ arr: [2] });
  });

  test('$addToSet adds only absent values, with and without $each', async () => {
    expect(await applyUpdate(target, { tags: ['a'] }, { $addToSet: { tags: 'a' } })).toEqual({ tags: ['a'] });
    expect(
      await applyUpdate(target, { tags: ['a'] }, { $addToSet: { tags: { $each: ['a', 'b', 'b', 'c'] } } }),
    ).toEqual({ tags: ['a', 'b', 'c'] });
    const id = new ObjectId();
    expect(await applyUpdate(target, { refs: [id] }, { $addToSet: { refs: new ObjectId(id.toHexString()) } })).toEqual({
      refs: [id],
    });
  });

  test('$pop removes the first or last element', async () => {
    expect(await applyUpdate(target, { a: [1, 2, 3], b: [1, 2, 3] }, { $pop: { a: 1, b: -1 } })).toEqual({
      a: [1, 2],
      b: [2, 3],
    });
  });

  test('$currentDate sets a Date', async () => {
    const before = Date.now();
    const doc = await applyUpdate(target, { a: 1 }, { $currentDate: { touched: true } });
    expect(doc?.touched).toBeInstanceOf(Date);
    expect((doc?.touched as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('$setOnInsert applies only when the upsert inserts', async () => {
    const c = target.db().collection('soi');
    await c.updateOne({ k: 1 }, { $set: { v: 'a' }, $setOnInsert: { created: 1 } }, { upsert: true });
    await c.updateOne({ k: 1 }, { $set: { v: 'b' }, $setOnInsert: { created: 2 } }, { upsert: true });
    expect(await c.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 1, v: 'b', created: 1 }]);
  });

  test("an upsert may choose the new document's _id through $setOnInsert", async () => {
    const c = target.db().collection<{ _id: number; key: string; n?: number }>('soi');
    const res = await c.updateOne({ key: 'k' }, { $setOnInsert: { _id: 42, n: 1 } }, { upsert: true });
    expect(res.upsertedId).toBe(42);
    await c.updateOne({ key: 'k' }, { $setOnInsert: { _id: 43, n: 2 } }, { upsert: true });
    expect(await c.find().toArray()).toEqual([{ _id: 42, key: 'k', n: 1 }]);
  });

  test('positional $ updates the first array element matched by the filter', async () => {
    const c = target.db().collection('pos');
    const { insertedId } = await c.insertOne({
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
        { sku: 'b', qty: 5 },
      ],
    });
    await c.updateOne({ _id: insertedId, 'items.sku': 'b' }, { $inc: { 'items.$.qty': 10 } });
    expect((await c.findOne({ _id: insertedId }))?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 11 },
      { sku: 'b', qty: 5 },
    ]);
  });

  test('$[] updates every element; $[name] with arrayFilters only the matching ones', async () => {
    const c = target.db().collection('pos');
    const { insertedId } = await c.insertOne({
      scores: [1, 5, 9],
      items: [
        { sku: 'a', qty: 1, flagged: false },
        { sku: 'b', qty: 7, flagged: false },
        { sku: 'c', qty: 9, flagged: false },
      ],
    });
    await c.updateOne({ _id: insertedId }, { $inc: { 'scores.$[]': 1 } });
    await c.updateOne(
      { _id: insertedId },
      { $set: { 'items.$[big].flagged': true } },
      { arrayFilters: [{ 'big.qty': { $gte: 7 } }] },
    );
    const doc = await c.findOne({ _id: insertedId }, { projection: { _id: 0 } });
    expect(doc).toEqual({
      scores: [2, 6, 10],
      items: [
        { sku: 'a', qty: 1, flagged: false },
        { sku: 'b', qty: 7, flagged: true },
        { sku: 'c', qty: 9, flagged: true },
      ],
    });
  });

  test('arrayFilters with updateMany across documents', async () => {
    const c = target.db().collection('af');
    await c.insertMany([
      { u: 1, grades: [80, 95, 100] },
      { u: 2, grades: [99, 50] },
    ]);
    const res = await c.updateMany({}, { $set: { 'grades.$[g]': 90 } }, { arrayFilters: [{ g: { $gte: 95 } }] });
    expect(res.modifiedCount).toBe(2);
    expect(
      await c
        .find({}, { projection: { _id: 0 } })
        .sort({ u: 1 })
        .toArray(),
    ).toEqual([
      { u: 1, grades: [80, 90, 90] },
      { u: 2, grades: [90, 50] },
    ]);
  });

  test('$inc on a Decimal128 keeps exact decimal arithmetic', async () => {
    const doc = await applyUpdate(
      target,
      { bal: Decimal128.fromString('0.1') },
      { $inc: { bal: Decimal128.fromString('0.2') } },
    );
    expect(doc?.bal).toBeInstanceOf(Decimal128);
    expect((doc?.bal as Decimal128).toString()).toBe('0.3');
  });

  test('an update may not change _id, and an unknown operator is refused', async () => {
    const c = target.db().collection('bad');
    const { insertedId } = await c.insertOne({ a: 1 });
    await expect(c.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })).rejects.toMatchObject({
      code: 66, // ImmutableField
    });
    await expect(c.updateOne({ _id: insertedId }, { $frobnicate: { a: 1 } })).rejects.toMatchObject({
      code: 9, // FailedToParse
    });
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, a: 1 });
  });
});
