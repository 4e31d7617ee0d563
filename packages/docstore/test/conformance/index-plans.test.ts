// Queries that ordered indexes answer (sorted pages, deep skips, ranges, counts, $in runs) and the multikey cases
// that fall back: the expected answers are computed here from the inserted documents, so they hold for any
// server, and the same expectations run against a real MongoDB when MONGODB_URI is set.
import type { Collection, Document } from 'mongodb';
import { describeConformance } from '../support/targets';

interface Row {
  _id: number;
  userId: string;
  deleted: boolean;
  date: string;
  amountCents: number;
  keys: string[];
}

const ROWS: Row[] = Array.from({ length: 600 }, (_, i) => ({
  _id: i,
  userId: i % 6 === 5 ? 'other' : 'u',
  deleted: i % 9 === 0,
  date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  amountCents: (i * 37) % 1000,
  keys: [`w:${i % 4}`, `w:${i % 5}`],
}));

const byDateDesc = (a: Row, b: Row) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b._id - a._id);
const ids = (docs: Document[]) => docs.map((d) => d._id as number);

/** Documents keyed by small numbers, for readable expectations. */
type NumberId = { _id: number } & Document;

describeConformance('plan', (target) => {
  async function transactions(): Promise<Collection<Row>> {
    const c = target.db().collection<Row>('tx');
    await c.createIndex({ userId: 1, deleted: 1, keys: 1 }, { name: 'user_filter_keys' });
    await c.createIndex({ userId: 1, deleted: 1, date: -1, _id: -1 }, { name: 'user_list' });
    await c.createIndex({ userId: 1, deleted: 1, amountCents: 1 }, { name: 'user_amount' });
    await c.insertMany(ROWS);
    return c;
  }

  test('a user’s list sorted by date then _id, any page, either direction', async () => {
    const c = await transactions();
    const live = ROWS.filter((r) => r.userId === 'u' && !r.deleted).sort(byDateDesc);
    const filter = { userId: 'u', deleted: false };
    expect(await c.countDocuments(filter)).toBe(live.length);
    for (const skip of [0, 20, live.length - 20, live.length - 3, live.length + 5]) {
      expect(ids(await c.find(filter).sort({ date: -1, _id: -1 }).skip(skip).limit(20).toArray())).toEqual(
        live.slice(skip, skip + 20).map((r) => r._id),
      );
      const ascending = [...live].reverse();
      expect(ids(await c.find(filter).sort({ date: 1, _id: 1 }).skip(skip).limit(20).toArray())).toEqual(
        ascending.slice(skip, skip + 20).map((r) => r._id),
      );
    }
    const all = await c.find(filter).sort({ date: -1, _id: -1 }).batchSize(50).toArray(); // several getMores
    expect(ids(all)).toEqual(live.map((r) => r._id));
  });

  test('amount ranges are counted and listed, alone or with a word, through countDocuments, count and aggregate', async () => {
    const c = await transactions();
    const ranges: Array<{ $gt?: number; $gte?: number; $lt?: number; $lte?: number; $in?: number[] }> = [
      { $gte: 200, $lte: 400 },
      { $gt: 990 },
      { $lt: 37 },
      { $gte: 500, $lt: 100 },
      { $in: [37, 74, 999] },
    ];
    for (const amountCents of ranges) {
      const { $gt = -Infinity, $gte = -Infinity, $lt = Infinity, $lte = Infinity, $in } = amountCents;
      const inRange = (n: number) => ($in ? $in.includes(n) : n > $gt && n >= $gte && n < $lt && n <= $lte);
      const expected = ROWS.filter((r) => r.userId === 'u' && !r.deleted && inRange(r.amountCents));
      const filter = { userId: 'u', deleted: false, amountCents };
      expect(await c.countDocuments(filter)).toBe(expected.length);
      expect(await c.aggregate([{ $match: filter }, { $count: 'n' }]).toArray()).toEqual(
        expected.length ? [{ n: expected.length }] : [],
      );
      const counted = await target.client().db(c.dbName).command({ count: 'tx', query: filter });
      expect(counted.n).toBe(expected.length);
      const sorted = [...expected].sort((a, b) => a.amountCents - b.amountCents || a._id - b._id);
      expect(ids(await c.find(filter).sort({ amountCents: 1, _id: 1 }).limit(15).toArray())).toEqual(
        sorted.slice(0, 15).map((r) => r._id),
      );
      const page = [...expected].sort(byDateDesc).slice(3, 13);
      expect(ids(await c.find(filter).sort({ date: -1, _id: -1 }).skip(3).limit(10).toArray())).toEqual(
        page.map((r) => r._id),
      );
      const withWord = expected.filter((r) => r.keys.includes('w:3')).sort(byDateDesc);
      expect(
        ids(
          await c
            .find({ ...filter, keys: 'w:3' })
            .sort({ date: -1, _id: -1 })
            .limit(10)
            .toArray(),
        ),
      ).toEqual(withWord.slice(0, 10).map((r) => r._id));
      expect(await c.countDocuments({ ...filter, keys: 'w:3' })).toBe(withWord.length);
    }
    // countDocuments with skip and limit, as the driver sends them.
    expect(await c.countDocuments({ userId: 'u', deleted: false }, { skip: 10, limit: 25 })).toBe(25);
  });

  test('$in on the leading fields: runs merged by the sort, documents counted once', async () => {
    const c = await transactions();
    const filter = { userId: { $in: ['u', 'other'] }, deleted: false };
    const expected = ROWS.filter((r) => !r.deleted).sort(byDateDesc);
    expect(ids(await c.find(filter).sort({ date: -1, _id: -1 }).skip(7).limit(30).toArray())).toEqual(
      expected.slice(7, 37).map((r) => r._id),
    );
    const words = { userId: 'u', deleted: false, keys: { $in: ['w:1', 'w:2'] } };
    const withWords = ROWS.filter(
      (r) => r.userId === 'u' && !r.deleted && (r.keys.includes('w:1') || r.keys.includes('w:2')),
    );
    expect(await c.countDocuments(words)).toBe(withWords.length);
    const found = ids(await c.find(words).toArray());
    expect(new Set(found).size).toBe(found.length);
    expect(found.sort((a, b) => a - b)).toEqual(withWords.map((r) => r._id));
  });

  test('ranges keep to one BSON type; null and missing sort first; a multikey field sorts by its elements', async () => {
    const c = target.db().collection<NumberId>('mixed');
    await c.createIndex({ g: 1, v: 1 });
    const values: unknown[] = [3, 'b', null, 2.5, new Date(7), undefined, 'a', -1, true, 10, ''];
    await c.insertMany(values.map((v, i) => (v === undefined ? { _id: i, g: 1 } : { _id: i, g: 1, v })));
    expect(
      ids(
        await c
          .find({ g: 1, v: { $gt: 2 } })
          .sort({ v: 1 })
          .toArray(),
      ),
    ).toEqual([3, 0, 9]);
    expect(
      ids(
        await c
          .find({ g: 1, v: { $lt: 'b' } })
          .sort({ v: 1 })
          .toArray(),
      ),
    ).toEqual([10, 6]);
    expect(ids(await c.find({ g: 1, v: { $gte: new Date(0) } }).toArray())).toEqual([4]);
    expect(await c.countDocuments({ g: 1, v: { $gt: 2, $lt: 'z' } })).toBe(0);
    expect(ids(await c.find({ g: 1 }).sort({ v: 1, _id: 1 }).toArray())).toEqual([2, 5, 7, 3, 0, 9, 10, 6, 1, 8, 4]);
    expect(ids(await c.find({ g: 1 }).sort({ v: -1, _id: 1 }).toArray())).toEqual([4, 8, 1, 6, 10, 9, 0, 3, 7, 2, 5]);
    // Arrays make the index multikey: an ascending sort uses each document's smallest element.
    await c.insertMany([
      { _id: 20, g: 1, v: [100, -5] },
      { _id: 21, g: 1, v: ['c', 0] },
    ]);
    expect(
      ids(
        await c
          .find({ g: 1, _id: { $in: [0, 3, 7, 9, 20, 21] } })
          .sort({ v: 1, _id: 1 })
          .toArray(),
      ),
    ).toEqual([20, 7, 21, 3, 0, 9]);
    expect(
      ids(
        await c
          .find({ g: 1, _id: { $in: [0, 3, 7, 9, 20, 21] } })
          .sort({ v: -1, _id: 1 })
          .toArray(),
      ),
    ).toEqual([21, 20, 9, 0, 3, 7]);
    expect(ids(await c.find({ g: 1, v: { $gt: 50 } }).toArray())).toEqual([20]);
    expect(await c.countDocuments({ g: 1, v: { $gte: 0, $lte: 0 } })).toBe(2); // 0 in one; 100 and -5 in the other
  });

  test('equal sort keys come in insertion order, reversed when the index is walked backwards', async () => {
    const c = target.db().collection<NumberId>('ties');
    await c.createIndex({ u: 1, at: 1 });
    await c.insertMany([5, 3, 9, 1, 7].map((id) => ({ _id: id, u: 'x', at: id === 9 ? 2 : 1 })));
    expect(ids(await c.find({ u: 'x' }).sort({ at: 1 }).toArray())).toEqual([5, 3, 1, 7, 9]);
    expect(ids(await c.find({ u: 'x' }).sort({ at: -1 }).toArray())).toEqual([9, 7, 1, 3, 5]);
  });
});
