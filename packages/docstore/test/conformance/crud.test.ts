// CRUD through the official driver: inserts, finds, replacements, upserts, multi-updates, deletes,
// findOneAnd*, counts, distinct, insertMany and bulkWrite with their ordered/unordered error semantics.
import { MongoBulkWriteError, MongoServerError, ObjectId, type Document } from 'mongodb';
import { describeConformance, eventually } from '../support/targets';

/** Documents keyed by small numbers, for readable expectations. */
type NumberId = { _id: number } & Document;

describeConformance('crud', (target) => {
  test('insertOne assigns an ObjectId _id and findOne returns the document as stored', async () => {
    const users = target.db().collection('users');
    const res = await users.insertOne({ name: 'Ada', age: 36, tags: ['x', 'y'], address: { city: 'London' } });
    expect(res.acknowledged).toBe(true);
    expect(res.insertedId).toBeInstanceOf(ObjectId);
    const found = await users.findOne({ _id: res.insertedId });
    expect(found).toEqual({
      _id: res.insertedId,
      name: 'Ada',
      age: 36,
      tags: ['x', 'y'],
      address: { city: 'London' },
    });
  });

  test('insertOne keeps a caller-chosen _id and rejects the same _id twice with E11000 on _id_', async () => {
    const db = target.db();
    const items = db.collection<{ _id: string; v: number }>('items');
    await items.insertOne({ _id: 'k1', v: 1 });
    const err = await items.insertOne({ _id: 'k1', v: 2 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MongoServerError);
    const serverErr = err as MongoServerError;
    expect(serverErr.code).toBe(11000);
    expect(serverErr.keyPattern).toEqual({ _id: 1 });
    expect(serverErr.keyValue).toEqual({ _id: 'k1' });
    expect(serverErr.message).toMatch(/^E11000 duplicate key error collection: [\w]+\.items index: _id_ dup key/);
    expect(await items.findOne({ _id: 'k1' })).toEqual({ _id: 'k1', v: 1 });
  });

  test('find with query operators ($eq $ne $gt $gte $lt $lte $in $nin $exists $and $or $regex, dotted paths)', async () => {
    const c = target.db().collection<NumberId>('q');
    await c.insertMany([
      { _id: 1, n: 1, s: 'apple', a: { b: 1 }, arr: [1, 2] },
      { _id: 2, n: 2, s: 'banana', a: { b: 2 }, arr: [3] },
      { _id: 3, n: 3, s: 'cherry', arr: [] },
      { _id: 4, n: null, s: 'date' },
    ]);
    const ids = async (filter: object) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ n: 2 })).toEqual([2]);
    expect(await ids({ n: { $ne: 2 } })).toEqual([1, 3, 4]);
    expect(await ids({ n: { $gt: 1 } })).toEqual([2, 3]);
    expect(await ids({ n: { $gte: 1, $lt: 3 } })).toEqual([1, 2]);
    expect(await ids({ n: { $lte: 1 } })).toEqual([1]);
    expect(await ids({ n: { $in: [1, 3] } })).toEqual([1, 3]);
    expect(await ids({ n: { $nin: [1, 3] } })).toEqual([2, 4]);
    expect(await ids({ a: { $exists: true } })).toEqual([1, 2]);
    expect(await ids({ 'a.b': 2 })).toEqual([2]);
    expect(await ids({ arr: 2 })).toEqual([1]);
    expect(await ids({ arr: { $size: 0 } })).toEqual([3]);
    expect(await ids({ n: null })).toEqual([4]);
    expect(await ids({ missing: null })).toEqual([1, 2, 3, 4]);
    expect(await ids({ $or: [{ n: 1 }, { s: 'cherry' }] })).toEqual([1, 3]);
    expect(await ids({ $and: [{ n: { $gt: 1 } }, { s: { $regex: '^b' } }] })).toEqual([2]);
    expect(await ids({ s: /AN/i })).toEqual([2]);
  });

  test('an unacknowledged write (w: 0, moreToCome) is applied without a reply', async () => {
    const db = target.db();
    const c = db.collection('w0');
    const res = await c.insertOne({ fire: 'and forget' }, { writeConcern: { w: 0 } });
    expect(res.acknowledged).toBe(false);
    await expect(eventually(async () => (await c.countDocuments()) === 1, 5000)).resolves.toBe(true);
  });

  test('replaceOne replaces the whole document but keeps _id', async () => {
    const c = target.db().collection('r');
    const { insertedId } = await c.insertOne({ a: 1, b: 2 });
    const res = await c.replaceOne({ _id: insertedId }, { c: 3 });
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
  });

  test('replaceOne with upsert inserts the replacement with a new _id', async () => {
    const c = target.db().collection('r');
    const res = await c.replaceOne({ key: 'absent' }, { key: 'absent', v: 1 }, { upsert: true });
    expect(res.matchedCount).toBe(0);
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedId).toBeInstanceOf(ObjectId);
    expect(await c.findOne({ key: 'absent' })).toEqual({ _id: res.upsertedId, key: 'absent', v: 1 });
  });

  test('updateOne with upsert builds the new document from the equality filter and the operators', async () => {
    const c = target.db().collection('u');
    const first = await c.updateOne(
      { userId: 'u1', month: '2024-05' },
      { $inc: { total: 5 }, $setOnInsert: { createdBy: 'test' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    expect(first.matchedCount).toBe(0);
    const second = await c.updateOne({ userId: 'u1', month: '2024-05' }, { $inc: { total: 7 } }, { upsert: true });
    expect(second.upsertedCount).toBe(0);
    expect(second.upsertedId).toBeNull();
    expect(second.matchedCount).toBe(1);
    expect(second.modifiedCount).toBe(1);
    const docs = await c.find({}, { projection: { _id: 0 } }).toArray();
    expect(docs).toEqual([{ userId: 'u1', month: '2024-05', total: 12, createdBy: 'test' }]);
  });

  test('updateOne that changes nothing reports matched 1, modified 0', async () => {
    const c = target.db().collection('u');
    await c.insertOne({ _id: new ObjectId(), v: 1 });
    const res = await c.updateOne({ v: 1 }, { $set: { v: 1 } });
    expect(res.matchedCount).toBe(1);
    expect(res.modifiedCount).toBe(0);
  });

  test('updateOne touches one document, updateMany all matching ones', async () => {
    const c = target.db().collection('m');
    await c.insertMany([1, 2, 3, 4].map((i) => ({ i, group: i % 2 === 0 ? 'even' : 'odd', seen: false })));
    const one = await c.updateOne({ group: 'even' }, { $set: { seen: true } });
    expect(one.matchedCount).toBe(1);
    expect(await c.countDocuments({ seen: true })).toBe(1);
    const many = await c.updateMany({ group: 'odd' }, { $set: { seen: true } });
    expect(many.matchedCount).toBe(2);
    expect(many.modifiedCount).toBe(2);
    expect(await c.countDocuments({ seen: true })).toBe(3);
    const none = await c.updateMany({ group: 'none' }, { $set: { seen: true } });
    expect(none.matchedCount).toBe(0);
  });

  test('deleteOne removes one matching document, deleteMany all of them', async () => {
    const c = target.db().collection('d');
    await c.insertMany([{ k: 'a' }, { k: 'a' }, { k: 'a' }, { k: 'b' }]);
    expect((await c.deleteOne({ k: 'a' })).deletedCount).toBe(1);
    expect((await c.deleteMany({ k: 'a' })).deletedCount).toBe(2);
    expect((await c.deleteMany({ k: 'zzz' })).deletedCount).toBe(0);
    expect(await c.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 'b' }]);
  });

  test('findOneAndUpdate with upsert and returnDocument after returns the created document', async () => {
    const c = target.db().collection('f');
    const created = await c.findOneAndUpdate(
      { userId: 'u9' },
      { $set: { name: 'n' }, $inc: { visits: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(created).toEqual({ _id: expect.any(ObjectId), userId: 'u9', name: 'n', visits: 1 });
    const again = await c.findOneAndUpdate({ userId: 'u9' }, { $inc: { visits: 1 } }, { returnDocument: 'after' });
    expect(again?.visits).toBe(2);
    const before = await c.findOneAndUpdate({ userId: 'u9' }, { $inc: { visits: 1 } }, { returnDocument: 'before' });
    expect(before?.visits).toBe(2);
    const missingBefore = await c.findOneAndUpdate(
      { userId: 'new' },
      { $set: { x: 1 } },
      { upsert: true, returnDocument: 'before' },
    );
    expect(missingBefore).toBeNull();
    expect(await c.countDocuments()).toBe(2);
  });

  test('findOneAndUpdate honours sort and projection', async () => {
    const c = target.db().collection('f');
    await c.insertMany([
      { q: 1, rank: 3, secret: 's' },
      { q: 1, rank: 1, secret: 's' },
      { q: 1, rank: 2, secret: 's' },
    ]);
    const doc = await c.findOneAndUpdate(
      { q: 1 },
      { $set: { picked: true } },
      { sort: { rank: 1 }, projection: { _id: 0, secret: 0 }, returnDocument: 'after' },
    );
    expect(doc).toEqual({ q: 1, rank: 1, picked: true });
  });

  test('findOneAndReplace and findOneAndDelete return the right document', async () => {
    const c = target.db().collection('f');
    await c.insertMany([
      { k: 1, v: 'a' },
      { k: 2, v: 'b' },
    ]);
    const replaced = await c.findOneAndReplace({ k: 1 }, { k: 1, v: 'A' }, { returnDocument: 'after' });
    expect(replaced).toMatchObject({ k: 1, v: 'A' });
    const deleted = await c.findOneAndDelete({ k: 2 });
    expect(deleted).toMatchObject({ k: 2, v: 'b' });
    expect(await c.findOneAndDelete({ k: 99 })).toBeNull();
    expect(await c.countDocuments()).toBe(1);
  });

  test('countDocuments (with filter, skip, limit) and estimatedDocumentCount', async () => {
    const c = target.db().collection('cnt');
    await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ i, even: i % 2 === 0 })));
    expect(await c.countDocuments()).toBe(30);
    expect(await c.countDocuments({ even: true })).toBe(15);
    expect(await c.countDocuments({ i: { $gte: 10 } }, { skip: 5, limit: 10 })).toBe(10);
    expect(await c.countDocuments({ i: { $gte: 25 } }, { skip: 3 })).toBe(2);
    expect(await c.estimatedDocumentCount()).toBe(30);
    expect(await target.db().collection('never-written').countDocuments()).toBe(0);
    expect(await target.db().collection('never-written').estimatedDocumentCount()).toBe(0);
  });

  test('distinct returns unique values, flattens arrays and honours the filter', async () => {
    const c = target.db().collection('dist');
    await c.insertMany([
      { cat: 'food', tags: ['a', 'b'], user: 'u1' },
      { cat: 'rent', tags: ['b'], user: 'u1' },
      { cat: 'food', tags: ['c'], user: 'u2' },
      { tags: [], user: 'u2' },
    ]);
    expect((await c.distinct('cat')).sort()).toEqual(['food', 'rent']);
    expect((await c.distinct('tags')).sort()).toEqual(['a', 'b', 'c']);
    expect(await c.distinct('cat', { user: 'u2' })).toEqual(['food']);
    expect(await c.distinct('nothing')).toEqual([]);
  });

  test('insertMany ordered stops at the first duplicate; the documents before it are kept', async () => {
    const c = target.db().collection<{ _id: number }>('im');
    const err = await c.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 1 }, { _id: 3 }]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    const bulkErr = err as MongoBulkWriteError;
    expect(bulkErr.code).toBe(11000);
    expect(bulkErr.insertedCount).toBe(2);
    expect(bulkErr.writeErrors).toHaveLength(1);
    expect(Array.isArray(bulkErr.writeErrors) && bulkErr.writeErrors[0].index).toBe(2);
    expect((await c.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
  });

  test('insertMany unordered inserts everything but the duplicate', async () => {
    const c = target.db().collection<{ _id: number }>('im');
    const err = await c.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }, { _id: 3 }], { ordered: false }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    const bulkErr = err as MongoBulkWriteError;
    expect(bulkErr.insertedCount).toBe(3);
    const writeErrors = Array.isArray(bulkErr.writeErrors) ? bulkErr.writeErrors : [bulkErr.writeErrors];
    expect(writeErrors.map((w) => [w.index, w.code])).toEqual([[1, 11000]]);
    expect((await c.find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2, 3]);
  });

  test('insertMany of 2,500 documents (several OP_MSG batches) inserts every one', async () => {
    const c = target.db().collection('big');
    const res = await c.insertMany(Array.from({ length: 2500 }, (_, i) => ({ i, pad: 'x'.repeat(20) })));
    expect(res.insertedCount).toBe(2500);
    expect(await c.countDocuments()).toBe(2500);
    expect(await c.countDocuments({ i: { $gte: 2400 } })).toBe(100);
  });

  test('bulkWrite ordered applies every kind of operation in order and reports the counts', async () => {
    const c = target.db().collection<{ _id: number; v?: number; w?: number }>('bw');
    const res = await c.bulkWrite([
      { insertOne: { document: { _id: 1, v: 1 } } },
      { insertOne: { document: { _id: 2, v: 2 } } },
      { insertOne: { document: { _id: 3, v: 3 } } },
      { updateOne: { filter: { _id: 1 }, update: { $inc: { v: 10 } } } },
      { updateMany: { filter: { v: { $gte: 2 } }, update: { $set: { w: 0 } } } },
      { replaceOne: { filter: { _id: 3 }, replacement: { v: 30 } } },
      { updateOne: { filter: { _id: 4 }, update: { $set: { v: 4 } }, upsert: true } },
      { deleteOne: { filter: { _id: 2 } } },
      { deleteMany: { filter: { v: { $gt: 100 } } } },
    ]);
    expect(res.insertedCount).toBe(3);
    expect(res.matchedCount).toBe(5);
    expect(res.modifiedCount).toBe(5);
    expect(res.upsertedCount).toBe(1);
    expect(res.upsertedIds).toEqual({ 6: 4 });
    expect(res.deletedCount).toBe(1);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, v: 11, w: 0 },
      { _id: 3, v: 30 },
      { _id: 4, v: 4 },
    ]);
  });

  test('bulkWrite ordered stops at a duplicate; unordered carries on past it', async () => {
    const db = target.db();
    const ordered = db.collection<{ _id: number }>('ordered');
    const orderedErr = await ordered
      .bulkWrite([
        { insertOne: { document: { _id: 1 } } },
        { insertOne: { document: { _id: 1 } } },
        { insertOne: { document: { _id: 2 } } },
      ])
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(orderedErr).toBeInstanceOf(MongoBulkWriteError);
    expect((orderedErr as MongoBulkWriteError).insertedCount).toBe(1);
    expect(await ordered.countDocuments()).toBe(1);

    const unordered = db.collection<{ _id: number; v?: number }>('unordered');
    const unorderedErr = await unordered
      .bulkWrite(
        [
          { insertOne: { document: { _id: 1 } } },
          { insertOne: { document: { _id: 1 } } },
          { insertOne: { document: { _id: 2 } } },
          { updateOne: { filter: { _id: 2 }, update: { $set: { v: 2 } } } },
        ],
        { ordered: false },
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(unorderedErr).toBeInstanceOf(MongoBulkWriteError);
    const bulkErr = unorderedErr as MongoBulkWriteError;
    expect(bulkErr.insertedCount).toBe(2);
    expect(bulkErr.matchedCount).toBe(1);
    const writeErrors = Array.isArray(bulkErr.writeErrors) ? bulkErr.writeErrors : [bulkErr.writeErrors];
    expect(writeErrors.map((w) => [w.index, w.code])).toEqual([[1, 11000]]);
    expect(await unordered.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1 }, { _id: 2, v: 2 }]);
  });
  test('a 1,200-document insertMany reports a duplicate at its place in the whole batch, ordered or not', async () => {
    const rows = target.db().collection<{ _id: number }>('big_batch');
    const batch = (dupes: number[]) => Array.from({ length: 1_200 }, (_, i) => ({ _id: dupes.includes(i) ? -1 : i }));
    await rows.insertOne({ _id: -1 });
    const ordered = await rows.insertMany(batch([700])).then(
      () => undefined,
      (err: MongoBulkWriteError) => err,
    );
    expect(ordered?.insertedCount).toBe(700);
    expect(ordered?.writeErrors).toMatchObject([{ index: 700, code: 11000 }]);
    expect(await rows.countDocuments()).toBe(701);

    await rows.deleteMany({ _id: { $gte: 0 } });
    const unordered = await rows.insertMany(batch([100, 900]), { ordered: false }).then(
      () => undefined,
      (err: MongoBulkWriteError) => err,
    );
    expect(unordered?.insertedCount).toBe(1_198);
    const errors = Array.isArray(unordered?.writeErrors) ? unordered.writeErrors : [unordered?.writeErrors];
    expect(errors.map((e) => [e?.index, e?.code])).toEqual([
      [100, 11000],
      [900, 11000],
    ]);
    expect(await rows.countDocuments()).toBe(1_199);
  });
});
