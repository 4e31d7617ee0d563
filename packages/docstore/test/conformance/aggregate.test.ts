// Aggregation stages the services use: $match $group $sort $project $unwind $lookup $facet $count
// $dateToString $skip $limit, and an aggregate cursor that needs getMore.
import type { Document } from 'mongodb';
import { describeConformance } from '../support/targets';

/** Documents keyed by small numbers, for readable expectations. */
type NumberId = { _id: number } & Document;

describeConformance('agg', (target) => {
  async function seedTransactions() {
    const db = target.db();
    const tx = db.collection('transactions');
    await tx.insertMany([
      {
        userId: 'u1',
        amount: -12.5,
        category: 'food',
        date: new Date('2024-01-03T10:00:00Z'),
        tags: ['lunch', 'work'],
      },
      { userId: 'u1', amount: -40, category: 'food', date: new Date('2024-01-20T18:30:00Z'), tags: ['dinner'] },
      { userId: 'u1', amount: -900, category: 'rent', date: new Date('2024-02-01T00:00:00Z'), tags: [] },
      { userId: 'u1', amount: 2500, category: 'salary', date: new Date('2024-02-28T09:00:00Z'), tags: ['work'] },
      { userId: 'u2', amount: -7.5, category: 'food', date: new Date('2024-01-05T12:00:00Z'), tags: ['lunch'] },
    ]);
    return { db, tx };
  }

  test('$match + $group ($sum $avg $min $max $push $first) + $sort', async () => {
    const { tx } = await seedTransactions();
    const rows = await tx
      .aggregate([
        { $match: { userId: 'u1', amount: { $lt: 0 } } },
        { $sort: { date: 1 } },
        {
          $group: {
            _id: '$category',
            total: { $sum: '$amount' },
            count: { $sum: 1 },
            avg: { $avg: '$amount' },
            smallest: { $min: '$amount' },
            largest: { $max: '$amount' },
            amounts: { $push: '$amount' },
            first: { $first: '$amount' },
          },
        },
        { $sort: { total: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'rent', total: -900, count: 1, avg: -900, smallest: -900, largest: -900, amounts: [-900], first: -900 },
      {
        _id: 'food',
        total: -52.5,
        count: 2,
        avg: -26.25,
        smallest: -40,
        largest: -12.5,
        amounts: [-12.5, -40],
        first: -12.5,
      },
    ]);
  });

  test('$group by a compound key built with $dateToString, then $project', async () => {
    const { tx } = await seedTransactions();
    const rows = await tx
      .aggregate([
        { $match: { userId: 'u1' } },
        {
          $group: {
            _id: { month: { $dateToString: { format: '%Y-%m', date: '$date' } }, income: { $gt: ['$amount', 0] } },
            total: { $sum: '$amount' },
          },
        },
        { $project: { _id: 0, month: '$_id.month', income: '$_id.income', total: 1 } },
        { $sort: { month: 1, income: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { total: -52.5, month: '2024-01', income: false },
      { total: -900, month: '2024-02', income: false },
      { total: 2500, month: '2024-02', income: true },
    ]);
  });

  test('$group by the keys the dashboard uses (month of a date string, income flag and category), over an index', async () => {
    const tx = target.db().collection('ledger');
    await tx.createIndex({ userId: 1, deleted: 1, date: -1 });
    const rows: Document[] = [];
    for (let i = 0; i < 300; i++) {
      const doc: Document = {
        userId: i % 3 === 0 ? 'other' : 'u1',
        deleted: i % 10 === 9,
        date: `2024-0${1 + (i % 3)}-${String(1 + (i % 28)).padStart(2, '0')}`,
        amountCents: i,
        isIncome: i % 7 === 0,
      };
      // Category: named, null, or missing; month and category keys then group them apart as MongoDB does.
      if (i % 5 !== 4) doc.category = i % 5 === 3 ? null : ['food', 'rent', 'pay'][i % 3];
      rows.push(doc);
    }
    await tx.insertMany(rows);
    const live = rows.filter((r) => r.userId === 'u1' && !r.deleted);
    const byMonth = await tx
      .aggregate([
        { $match: { userId: 'u1', deleted: false, isIncome: false, date: { $gte: '2024-02-01' } } },
        { $group: { _id: { $substrCP: ['$date', 0, 7] }, cents: { $sum: '$amountCents' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    const sum = (docs: Document[]) => docs.reduce((n, r) => n + (r.amountCents as number), 0);
    expect(byMonth).toEqual(
      ['2024-02', '2024-03'].map((month) => ({
        _id: month,
        cents: sum(live.filter((r) => !r.isIncome && (r.date as string).startsWith(month))),
      })),
    );
    const byKind = await tx
      .aggregate([
        { $match: { userId: 'u1', deleted: false } },
        {
          $group: {
            _id: { isIncome: '$isIncome', category: '$category' },
            cents: { $sum: '$amountCents' },
            count: { $sum: 1 },
          },
        },
        { $sort: { '_id.isIncome': 1, '_id.category': 1, count: 1 } },
      ])
      .toArray();
    const expected = new Map<string, Document>();
    for (const r of live) {
      const id = 'category' in r ? { isIncome: r.isIncome, category: r.category } : { isIncome: r.isIncome };
      const key = JSON.stringify(['category' in r, id]);
      const group = expected.get(key) ?? { _id: id, cents: 0, count: 0 };
      group.cents += r.amountCents as number;
      group.count += 1;
      expected.set(key, group);
    }
    expect(byKind).toHaveLength(expected.size);
    expect(byKind).toEqual(expect.arrayContaining([...expected.values()]));
  });

  test('$group sums over an index across thousands of documents, some updated, deleted or of other users', async () => {
    // Enough documents that the store reads them in several chunks (the SQLite store reads 4,096 a statement),
    // interleaved with other users' rows, then changed: re-categorised (their index entries move), flagged deleted,
    // removed, and some added after.
    const tx = target.db().collection<NumberId>('spread');
    await tx.createIndex({ userId: 1, deleted: 1, category: 1 });
    const rows: NumberId[] = [];
    for (let i = 0; i < 9000; i++) {
      const userId = ['a', 'b', 'c'][i % 3 === 0 ? 0 : i % 5 === 0 ? 2 : 1];
      rows.push({ _id: i, userId, deleted: false, category: `c${i % 6}`, cents: i, isIncome: i % 4 === 0 });
    }
    await tx.insertMany(rows);
    await tx.updateMany({ _id: { $mod: [7, 1] } }, { $set: { category: 'moved' } });
    await tx.updateMany({ _id: { $mod: [11, 2] } }, { $set: { deleted: true } });
    await tx.deleteMany({ _id: { $mod: [13, 3] } });
    const added = Array.from({ length: 500 }, (_, k) => ({
      _id: 9000 + k,
      userId: k % 2 ? 'a' : 'c',
      deleted: false,
      category: 'late',
      cents: k,
      isIncome: false,
    }));
    await tx.insertMany(added);
    const model = new Map<number, Document>();
    for (const r of [...rows, ...added]) model.set(r._id as number, { ...r });
    for (const [id, r] of model) {
      if (id < 9000 && id % 7 === 1) r.category = 'moved';
      if (id < 9000 && id % 11 === 2) r.deleted = true;
      if (id < 9000 && id % 13 === 3) model.delete(id);
    }
    const expected = (users: string[]) => {
      const groups = new Map<string, Document>();
      for (const r of model.values()) {
        if (!users.includes(r.userId as string) || r.deleted) continue;
        const key = `${r.isIncome}|${r.category}`;
        const group = groups.get(key) ?? { _id: { isIncome: r.isIncome, category: r.category }, cents: 0, count: 0 };
        group.cents += r.cents as number;
        group.count += 1;
        groups.set(key, group);
      }
      return [...groups.values()];
    };
    for (const users of [['a'], ['a', 'c']]) {
      const groups = await tx
        .aggregate([
          { $match: { userId: users.length === 1 ? users[0] : { $in: users }, deleted: false } },
          {
            $group: {
              _id: { isIncome: '$isIncome', category: '$category' },
              cents: { $sum: '$cents' },
              count: { $sum: 1 },
            },
          },
        ])
        .toArray();
      const want = expected(users);
      expect(groups).toHaveLength(want.length);
      expect(groups).toEqual(expect.arrayContaining(want));
    }
  });

  test('$group by a field that holds dates in some documents (grouped by value, not by reference)', async () => {
    const c = target.db().collection('stamps');
    const day = new Date('2024-05-01T00:00:00Z');
    await c.insertMany([
      { k: 'a', n: 1 },
      { k: new Date(day), n: 2 },
      { k: 'a', n: 3 },
      { k: new Date(day), n: 4 },
    ]);
    const rows = await c
      .aggregate([
        { $match: { n: { $gte: 1 } } },
        { $group: { _id: '$k', total: { $sum: '$n' } } },
        { $sort: { total: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'a', total: 4 },
      { _id: day, total: 6 },
    ]);
  });

  test('a leading $sort with $skip and $limit pages like a find (through an index that yields the order, or sorted)', async () => {
    const c = target.db().collection<NumberId>('paged');
    await c.createIndex({ owner: 1, day: -1, _id: -1 });
    const docs: NumberId[] = [];
    for (let i = 1; i <= 60; i++)
      docs.push({
        _id: i,
        owner: i % 3 === 0 ? 'b' : 'a',
        day: `2024-03-${String(1 + (i % 9)).padStart(2, '0')}`,
        n: i % 7,
      });
    await c.insertMany(docs);
    const mine = docs.filter((d) => d.owner === 'a');
    const byDay = [...mine].sort((x, y) => (x.day < y.day ? 1 : x.day > y.day ? -1 : y._id - x._id));
    const page = await c
      .aggregate([
        { $match: { owner: 'a' } },
        { $sort: { day: -1, _id: -1 } },
        { $skip: 5 },
        { $limit: 10 },
        { $project: { _id: 1 } },
      ])
      .toArray();
    expect(page.map((d) => d._id)).toEqual(byDay.slice(5, 15).map((d) => d._id));
    // No index serves { n, _id }: the same answer, sorted in memory; a $skip after the $limit applies after it.
    const byN = [...mine].sort((x, y) => x.n - y.n || x._id - y._id);
    const sorted = await c
      .aggregate([{ $match: { owner: 'a' } }, { $sort: { n: 1, _id: 1 } }, { $limit: 12 }, { $skip: 4 }])
      .toArray();
    expect(sorted.map((d) => d._id)).toEqual(byN.slice(4, 12).map((d) => d._id));
    // Then grouped: $push keeps the sorted order within each group.
    const grouped = await c
      .aggregate([
        { $match: { owner: 'a' } },
        { $sort: { day: -1, _id: -1 } },
        { $limit: 20 },
        { $group: { _id: '$day', rows: { $push: { id: '$_id', n: '$n' } }, ids: { $push: '$_id' } } },
        { $sort: { _id: -1 } },
      ])
      .toArray();
    const first20 = byDay.slice(0, 20);
    const days = [...new Set(first20.map((d) => d.day))];
    expect(grouped).toEqual(
      days.map((day) => {
        const rows = first20.filter((d) => d.day === day);
        return { _id: day, rows: rows.map((d) => ({ id: d._id, n: d.n })), ids: rows.map((d) => d._id) };
      }),
    );
    // The same packing as the last stage (groups come in no set order: sorted here).
    const packed = await c
      .aggregate([
        { $match: { owner: 'a' } },
        { $sort: { day: -1, _id: -1 } },
        { $limit: 20 },
        { $group: { _id: '$day', rows: { $push: { id: '$_id', n: '$n', gone: '$missing' } } } },
      ])
      .toArray();
    expect(packed.sort((x, y) => (x._id < y._id ? 1 : -1))).toEqual(grouped.map(({ _id, rows }) => ({ _id, rows })));
  });

  test('$dateToString with a full format and a timezone', async () => {
    const { tx } = await seedTransactions();
    const rows = await tx
      .aggregate([
        { $match: { category: 'rent' } },
        {
          $project: {
            _id: 0,
            utc: { $dateToString: { format: '%Y-%m-%dT%H:%M:%S.%LZ', date: '$date' } },
            day: { $dateToString: { format: '%d/%m/%Y', date: '$date' } },
            ny: { $dateToString: { format: '%Y-%m-%d %H:%M', date: '$date', timezone: 'America/New_York' } },
          },
        },
      ])
      .toArray();
    expect(rows).toEqual([{ utc: '2024-02-01T00:00:00.000Z', day: '01/02/2024', ny: '2024-01-31 19:00' }]);
  });

  test('$unwind an array (dropping empty arrays by default, keeping them when asked)', async () => {
    const { tx } = await seedTransactions();
    const tagCounts = await tx
      .aggregate([
        { $match: { userId: 'u1' } },
        { $unwind: '$tags' },
        { $group: { _id: '$tags', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(tagCounts).toEqual([
      { _id: 'dinner', n: 1 },
      { _id: 'lunch', n: 1 },
      { _id: 'work', n: 2 },
    ]);
    const kept = await tx
      .aggregate([
        { $match: { category: 'rent' } },
        { $unwind: { path: '$tags', preserveNullAndEmptyArrays: true } },
        { $project: { _id: 0, category: 1, tags: 1 } },
      ])
      .toArray();
    expect(kept).toEqual([{ category: 'rent' }]);
  });

  test('$lookup joins another collection by a local and foreign field', async () => {
    const { db, tx } = await seedTransactions();
    await db.collection('categories').insertMany([
      { key: 'food', label: 'Food & drink' },
      { key: 'rent', label: 'Housing' },
    ]);
    const rows = await tx
      .aggregate([
        { $match: { userId: 'u1' } },
        { $group: { _id: '$category' } },
        { $lookup: { from: 'categories', localField: '_id', foreignField: 'key', as: 'meta' } },
        { $project: { _id: 1, labels: '$meta.label' } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 'food', labels: ['Food & drink'] },
      { _id: 'rent', labels: ['Housing'] },
      { _id: 'salary', labels: [] },
    ]);
  });

  test('$facet runs sub-pipelines side by side; $count counts', async () => {
    const { tx } = await seedTransactions();
    const [result] = await tx
      .aggregate([
        { $match: { amount: { $lt: 0 } } },
        {
          $facet: {
            total: [{ $count: 'n' }],
            page: [{ $sort: { amount: 1 } }, { $skip: 1 }, { $limit: 2 }, { $project: { _id: 0, amount: 1 } }],
            byUser: [{ $group: { _id: '$userId', n: { $sum: 1 } } }, { $sort: { _id: 1 } }],
          },
        },
      ])
      .toArray();
    expect(result).toEqual({
      total: [{ n: 4 }],
      page: [{ amount: -40 }, { amount: -12.5 }],
      byUser: [
        { _id: 'u1', n: 3 },
        { _id: 'u2', n: 1 },
      ],
    });
    expect(await tx.aggregate([{ $match: { userId: 'nobody' } }, { $count: 'n' }]).toArray()).toEqual([]);
  });

  test('$skip and $limit after $sort page through the results', async () => {
    const c = target.db().collection('pages');
    await c.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
    const page = await c
      .aggregate([{ $sort: { i: -1 } }, { $skip: 5 }, { $limit: 3 }, { $project: { _id: 0, i: 1 } }])
      .toArray();
    expect(page).toEqual([{ i: 14 }, { i: 13 }, { i: 12 }]);
  });

  test('an aggregate returning 300 documents is read across getMore, with batchSize too', async () => {
    const c = target.db().collection('many');
    await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ i, even: i % 2 === 0 })));
    const all = await c.aggregate([{ $sort: { i: 1 } }, { $project: { _id: 0, i: 1 } }]).toArray();
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const evens = await c.aggregate([{ $match: { even: true } }], { batchSize: 20 }).toArray();
    expect(evens).toHaveLength(150);
  });

  test('expression operators used in reports: $cond $ifNull $add $subtract $multiply $divide $round $concat $toString', async () => {
    const c = target.db().collection<NumberId>('expr');
    await c.insertMany([
      { _id: 1, a: 10, b: 4, name: 'x' },
      { _id: 2, a: 3, b: null, name: 'y' },
    ]);
    const rows = await c
      .aggregate([
        {
          $project: {
            sign: { $cond: [{ $gte: ['$a', 5] }, 'big', 'small'] },
            b: { $ifNull: ['$b', 0] },
            sum: { $add: ['$a', { $ifNull: ['$b', 0] }] },
            diff: { $subtract: ['$a', 1] },
            prod: { $multiply: ['$a', 2] },
            ratio: { $round: [{ $divide: ['$a', 3] }, 2] },
            label: { $concat: ['$name', '-', { $toString: '$a' }] },
          },
        },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(rows).toEqual([
      { _id: 1, sign: 'big', b: 4, sum: 14, diff: 9, prod: 20, ratio: 3.33, label: 'x-10' },
      { _id: 2, sign: 'small', b: 0, sum: 3, diff: 2, prod: 6, ratio: 1, label: 'y-3' },
    ]);
  });
});
