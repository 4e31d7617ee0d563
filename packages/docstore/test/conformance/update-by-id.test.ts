// Updates by _id with owner and state conditions, and the filters of equalities and $exists they use (the docstore
// answers these without mingo: storage/simple-filter.ts, and the top-level $set/$unset path of storage/update.ts).
import { ObjectId, type Document } from 'mongodb';
import { describeConformance } from '../support/targets';

describeConformance('upd-id', (target) => {
  test('equalities to strings, booleans and ObjectIds, and $exists, as MongoDB matches them (arrays, null, missing)', async () => {
    const c = target.db().collection<{ _id: number } & Document>('f');
    const ref = new ObjectId();
    await c.insertMany([
      { _id: 1, s: 'x', b: true, o: ref, n: null },
      { _id: 2, s: ['y', 'x'], b: [false, true], o: [new ObjectId(), ref] },
      { _id: 3, s: [['x']], b: 'true', o: ref.toHexString(), flow: 'transfer' },
      { _id: 4, s: 'X', b: false, o: new ObjectId(), n: 0 },
      { _id: 5, s: { v: 'x' }, b: 1 },
    ]);
    const ids = async (filter: Document) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ s: 'x' })).toEqual([1, 2]);
    expect(await ids({ b: true })).toEqual([1, 2]);
    expect(await ids({ b: false })).toEqual([2, 4]);
    expect(await ids({ o: ref })).toEqual([1, 2]);
    expect(await ids({ n: { $exists: true } })).toEqual([1, 4]);
    expect(await ids({ n: { $exists: false } })).toEqual([2, 3, 5]);
    expect(await ids({ s: 'x', flow: { $exists: false }, o: ref })).toEqual([1, 2]);
    expect(await ids({ s: 'x', b: false })).toEqual([2]);
    expect(await ids({ nowhere: 'x' })).toEqual([]);
  });

  test('a bulk write of updates by _id, owner and an absent field links only the rows still unlinked of that owner', async () => {
    const c = target.db().collection('rows');
    const rows = Array.from({ length: 6 }, (_, i) => ({
      _id: new ObjectId(),
      userId: i === 4 ? 'other' : 'me',
      amount: i,
      keys: ['w:coffee', 'p'],
      ...(i === 5 && { flow: 'refund' }),
      reviewReason: 'possible',
    }));
    await c.insertMany(rows);
    const res = await c.bulkWrite(
      rows.map((row, i) => ({
        updateOne: {
          filter: { _id: row._id, userId: 'me', flow: { $exists: false } },
          update: {
            $set: { flow: 'transfer', transferOf: rows[(i + 1) % rows.length]._id, keys: ['w:coffee', 'x:transfer'] },
            $unset: { reviewReason: 1, refundOf: 1 },
          },
        },
      })),
      { ordered: false },
    );
    expect(res.matchedCount).toBe(4);
    expect(res.modifiedCount).toBe(4);
    const stored = await c.find({}).sort({ amount: 1 }).toArray();
    expect(stored[0]).toEqual({
      _id: rows[0]._id,
      userId: 'me',
      amount: 0,
      keys: ['w:coffee', 'x:transfer'],
      flow: 'transfer',
      transferOf: rows[1]._id,
    });
    // A set field keeps its place and a new one goes last; an unset one is gone.
    expect(Object.keys(stored[0])).toEqual(['_id', 'userId', 'amount', 'keys', 'flow', 'transferOf']);
    expect(stored[4]).toEqual(rows[4]);
    expect(stored[5]).toEqual(rows[5]);
    // The index on the array field follows the new keys.
    await c.createIndex({ userId: 1, keys: 1 });
    expect(await c.countDocuments({ userId: 'me', keys: 'x:transfer' })).toBe(4);
    expect(await c.countDocuments({ userId: 'me', keys: 'p' })).toBe(1);
  });

  test('top-level $set and $unset still refuse a change of _id and conflicting paths, and change nothing then', async () => {
    const c = target.db().collection('guard');
    const { insertedId } = await c.insertOne({ a: 1, b: 2 });
    await expect(c.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId(), a: 3 } })).rejects.toMatchObject({
      code: 66,
    });
    await expect(c.updateOne({ _id: insertedId }, { $set: { a: 3 }, $unset: { a: 1 } })).rejects.toMatchObject({
      code: 40,
    });
    expect(await c.findOne({ _id: insertedId })).toEqual({ _id: insertedId, a: 1, b: 2 });
    expect((await c.updateOne({ _id: insertedId }, { $set: { a: 1 }, $unset: { missing: 1 } })).modifiedCount).toBe(0);
  });
});
