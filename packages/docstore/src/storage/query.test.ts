import { Long, serialize } from 'bson';
import { Collection, decode } from './collection';
import { compileFilter, countMatches, findMatches, type FindOptions, matches } from './query';
import { Index } from './indexes';
import { planQuery } from './planner';
import { type Document, compareBySort, parseSort } from './values';

const bytes = (doc: Document) => Buffer.from(serialize(doc));
const ids = (coll: Collection, options: FindOptions) => [...findMatches(coll, options)].map((m) => decode(m.raw)._id);

/** What MongoDB returns, computed the slow way: every document tested, a stable sort, then skip and limit. */
function reference(coll: Collection, options: FindOptions): unknown[] {
  const { test } = compileFilter(options.filter, options.collation);
  let docs = [...coll.docs.values()].filter((raw) => !test || test(raw)).map(decode);
  const spec = parseSort(options.sort);
  if (spec) docs = docs.sort(compareBySort(spec));
  const skip = options.skip ?? 0;
  return docs.slice(skip, options.limit ? skip + options.limit : undefined).map((d) => d._id);
}

/** A transactions-like collection: `n` rows of one user (plus a few of another), with the service's indexes. */
function transactions(n: number): Collection {
  const coll = new Collection('db', 'tx');
  coll.addIndex({ v: 2, key: { userId: 1, deleted: 1, keys: 1 }, name: 'user_filter_keys' });
  coll.addIndex({ v: 2, key: { userId: 1, deleted: 1, date: -1, _id: -1 }, name: 'user_list' });
  coll.addIndex({ v: 2, key: { userId: 1, deleted: 1, amountCents: 1 }, name: 'user_amount' });
  coll.addIndex({ v: 2, key: { userId: 1, dedupeKey: 1 }, name: 'user_dedupe', unique: true });
  for (let i = 0; i < n; i++) {
    coll.insert(
      bytes({
        _id: i,
        userId: i % 10 === 9 ? 'other' : 'u',
        deleted: i % 7 === 0,
        date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        amountCents: (i * 37) % 1000,
        keys: [`w:${i % 3}`, `w:${i % 5}`],
        dedupeKey: `k${i}`,
      }),
    );
  }
  return coll;
}

const LIST = { date: -1, _id: -1 };

describe('ordered index reads', () => {
  test('an equality prefix and a sort on the next fields are read from the index, forwards or backwards', () => {
    const coll = transactions(500);
    const filter = { userId: 'u', deleted: false };
    for (const sort of [
      LIST,
      { date: 1, _id: 1 },
      { deleted: 1, date: -1, _id: -1 },
      { userId: -1, date: 1, _id: 1 },
    ]) {
      const plan = planQuery(coll, filter, parseSort(sort)).sorted;
      expect(plan).toMatchObject({ exact: true, sorted: true });
      expect(plan?.index.name).toBe('user_list');
      for (const [skip, limit] of [
        [0, 20],
        [20, 20],
        [380, 20],
        [0, 0],
        [100, 0],
        [1000, 5],
      ]) {
        expect(ids(coll, { filter, sort, skip, limit })).toEqual(reference(coll, { filter, sort, skip, limit }));
      }
    }
    // Not the index's order (mixed directions, a field it lacks): sorted in memory, same answer.
    for (const sort of [
      { date: -1, _id: 1 },
      { amountCents: 1, _id: 1 },
      { _id: 1, date: -1 },
    ]) {
      expect(planQuery(coll, filter, parseSort(sort)).sorted?.index.name).not.toBe('user_list');
      expect(ids(coll, { filter, sort, skip: 3, limit: 30 })).toEqual(
        reference(coll, { filter, sort, skip: 3, limit: 30 }),
      );
    }
    // A prefix of the index's sort fields is served too: equal dates come in the index's next field's order.
    expect(planQuery(coll, filter, parseSort({ date: -1 })).sorted?.index.name).toBe('user_list');
    expect(ids(coll, { filter, sort: { date: -1 }, skip: 7, limit: 60 })).toEqual(
      reference(coll, { filter, sort: LIST, skip: 7, limit: 60 }),
    );
    expect(ids(coll, { filter, sort: { date: 1 }, skip: 7, limit: 60 })).toEqual(
      reference(coll, { filter, sort: { date: 1, _id: 1 }, skip: 7, limit: 60 }),
    );
  });

  test('a deep page over an exact plan reads only the documents it returns', () => {
    const coll = transactions(2000);
    const filter = { userId: 'u', deleted: false };
    const total = countMatches(coll, filter);
    const get = jest.spyOn(coll, 'get');
    for (const sort of [LIST, { date: 1, _id: 1 }]) {
      get.mockClear();
      const page = ids(coll, { filter, sort, skip: total - 20, limit: 20 });
      expect(page).toHaveLength(20);
      expect(get).toHaveBeenCalledTimes(20);
      expect(page).toEqual(reference(coll, { filter, sort, skip: total - 20, limit: 20 }));
    }
    get.mockClear();
    expect(countMatches(coll, filter)).toBe(reference(coll, { filter }).length);
    expect(get).not.toHaveBeenCalled();
  });

  test('a range on the field after the equalities is read from the index and counted without documents', () => {
    const coll = transactions(600);
    const get = jest.spyOn(coll, 'get');
    const ranges = [
      { $gte: 200, $lte: 400 },
      { $gt: 200, $lt: 400 },
      { $gt: 990 },
      { $lt: 5 },
      { $gte: 500, $lt: 100 }, // empty
      { $in: [37, 74, 999] },
    ];
    for (const amountCents of ranges) {
      const filter = { userId: 'u', deleted: false, amountCents };
      const plan = planQuery(coll, filter).narrow;
      expect(plan).toMatchObject({ exact: true });
      expect(plan?.index.name).toBe('user_amount');
      get.mockClear();
      expect(countMatches(coll, filter)).toBe(reference(coll, { filter }).length);
      expect(get).not.toHaveBeenCalled();
      expect(ids(coll, { filter }).map(Number).sort()).toEqual(reference(coll, { filter }).map(Number).sort());
      // Equal amounts come in insertion order (here the _id order), reversed when the index is walked backwards.
      expect(ids(coll, { filter, sort: { amountCents: 1 }, limit: 50 })).toEqual(
        reference(coll, { filter, sort: { amountCents: 1, _id: 1 }, limit: 50 }),
      );
      expect(ids(coll, { filter, sort: { amountCents: -1 }, skip: 3, limit: 50 })).toEqual(
        reference(coll, { filter, sort: { amountCents: -1, _id: -1 }, skip: 3, limit: 50 }),
      );
    }
  });

  test('range bounds keep to one type, as MongoDB does; null and missing sort first', () => {
    const coll = new Collection('db', 'mixed');
    coll.addIndex({ v: 2, key: { g: 1, v: 1 }, name: 'g_v' });
    const values: unknown[] = [
      3,
      'b',
      null,
      2.5,
      new Date(7),
      undefined,
      'a',
      -1,
      true,
      Long.fromNumber(4),
      { x: 1 },
      10,
      '',
    ];
    values.forEach((v, i) => coll.insert(bytes(v === undefined ? { _id: i, g: 1 } : { _id: i, g: 1, v })));
    const get = jest.spyOn(coll, 'get');
    for (const v of [
      { $gt: 2 },
      { $lte: 3 },
      { $gte: 'a' },
      { $lt: 'b' },
      { $gt: new Date(0) },
      { $gte: false },
      { $gt: 2, $lt: 'z' },
    ]) {
      const filter = { g: 1, v };
      get.mockClear();
      expect(countMatches(coll, filter)).toBe(reference(coll, { filter }).length);
      expect(get).not.toHaveBeenCalled();
      expect(ids(coll, { filter, sort: { v: 1 } })).toEqual(reference(coll, { filter, sort: { v: 1 } }));
    }
    expect(planQuery(coll, { g: 1 }, [['v', 1]]).sorted).toMatchObject({ exact: true });
    // Once an array is stored (an empty one too), the index is multikey on v: no sort or range from it any more.
    coll.insert(bytes({ _id: 99, g: 1, v: [] }));
    expect(planQuery(coll, { g: 1 }, [['v', 1]]).sorted).toBeUndefined();
    expect(planQuery(coll, { g: 1, v: { $gt: 2 } }).narrow?.exact).toBe(false);
    for (const sort of [{ v: 1 }, { v: -1 }])
      expect(ids(coll, { filter: { g: 1 }, sort })).toEqual(reference(coll, { filter: { g: 1 }, sort }));
    expect(countMatches(coll, { g: 1, v: { $gt: 2 } })).toBe(
      reference(coll, { filter: { g: 1, v: { $gt: 2 } } }).length,
    );

    const plain = new Collection('db', 'plain');
    plain.addIndex({ v: 2, key: { v: -1 }, name: 'v_-1' });
    values.forEach((v, i) => plain.insert(bytes(v === undefined ? { _id: i } : { _id: i, v })));
    // Walking { v: -1 } backwards for { v: 1 }: equal keys (null and missing) in reverse insertion order.
    for (const [sort, ties] of [
      [{ v: 1 }, { v: 1, _id: -1 }],
      [{ v: -1 }, { v: -1, _id: 1 }],
    ]) {
      expect(planQuery(plain, {}, parseSort(sort)).sorted).toMatchObject({ exact: true });
      expect(ids(plain, { filter: {}, sort })).toEqual(reference(plain, { filter: {}, sort: ties }));
    }
    expect(ids(plain, { filter: {}, sort: { v: 1 }, limit: 2 })).toEqual([5, 2]); // missing and null first
    expect(ids(plain, { filter: {}, sort: { v: -1 } }).slice(-2)).toEqual([2, 5]); // and last when descending
  });

  test('$in values are several runs: concatenated when the sort starts at that field, merged otherwise', () => {
    const coll = transactions(400);
    const filter = { userId: { $in: ['u', 'other'] }, deleted: false };
    const merged = planQuery(coll, filter, parseSort(LIST)).sorted;
    expect(merged).toMatchObject({ merge: true, exact: true });
    expect(ids(coll, { filter, sort: LIST, skip: 5, limit: 40 })).toEqual(
      reference(coll, { filter, sort: LIST, skip: 5, limit: 40 }),
    );
    const byUser = { userId: 1, deleted: 1, date: -1, _id: -1 };
    expect(planQuery(coll, filter, parseSort(byUser)).sorted).toMatchObject({ merge: false, exact: true });
    expect(ids(coll, { filter, sort: byUser, skip: 300, limit: 40 })).toEqual(
      reference(coll, { filter, sort: byUser, skip: 300, limit: 40 }),
    );
    const deleted = { userId: 'u', deleted: { $in: [true, false] } };
    expect(ids(coll, { filter: deleted, sort: LIST, limit: 30 })).toEqual(
      reference(coll, { filter: deleted, sort: LIST, limit: 30 }),
    );
    expect(countMatches(coll, deleted)).toBe(reference(coll, { filter: deleted }).length);
  });

  test('multikey fields: documents once, equalities served, sorts and ranges on the array field fall back', () => {
    const coll = transactions(300);
    const word = { userId: 'u', deleted: false, keys: { $in: ['w:1', 'w:2'] } };
    expect(planQuery(coll, word).narrow).toMatchObject({ exact: true, dedupe: true });
    expect(countMatches(coll, word)).toBe(reference(coll, { filter: word }).length);
    expect(ids(coll, { filter: word }).sort()).toEqual(reference(coll, { filter: word }).map(Number).sort());
    expect(ids(coll, { filter: word, sort: LIST, skip: 10, limit: 25 })).toEqual(
      reference(coll, { filter: word, sort: LIST, skip: 10, limit: 25 }),
    );
    const byKeys = { keys: 1, _id: 1 };
    expect(planQuery(coll, { userId: 'u', deleted: false }, parseSort(byKeys)).sorted).toBeUndefined();
    expect(ids(coll, { filter: { userId: 'u', deleted: false }, sort: byKeys, limit: 30 })).toEqual(
      reference(coll, { filter: { userId: 'u', deleted: false }, sort: byKeys, limit: 30 }),
    );
    const range = { userId: 'u', deleted: false, keys: { $gt: 'w:1', $lt: 'w:3' } };
    expect(planQuery(coll, range).narrow?.exact).toBe(false);
    expect(countMatches(coll, range)).toBe(reference(coll, { filter: range }).length);
  });

  test('equal sort keys keep insertion order (reversed when the index is walked backwards), also after updates', () => {
    const coll = new Collection('db', 'ties');
    coll.addIndex({ v: 2, key: { u: 1, at: 1 }, name: 'u_at' });
    for (const id of [5, 3, 9, 1, 7]) coll.insert(bytes({ _id: id, u: 'x', at: id === 9 ? 2 : 1 }));
    coll.replace('n3', bytes({ _id: 3, u: 'x', at: 1, touched: true })); // keeps its place, as a record id does
    expect(ids(coll, { filter: { u: 'x' }, sort: { at: 1 } })).toEqual([5, 3, 1, 7, 9]);
    expect(ids(coll, { filter: { u: 'x' }, sort: { at: -1 } })).toEqual([9, 7, 1, 3, 5]);
    coll.remove('n5');
    coll.insert(bytes({ _id: 5, u: 'x', at: 1 })); // a new record: last among equals
    expect(ids(coll, { filter: { u: 'x' }, sort: { at: 1 } })).toEqual([3, 1, 7, 5, 9]);
  });

  test('a cursor left open sees deletes and moves made between its reads', () => {
    const coll = transactions(400);
    const filter = { userId: 'u', deleted: false };
    const cursor = findMatches(coll, { filter, sort: LIST });
    const first = [...take(cursor, 10)].map((m) => decode(m.raw)._id as number);
    const ahead = reference(coll, { filter, sort: LIST, skip: 10, limit: 5 }) as number[];
    coll.remove(`n${ahead[0]}`);
    const moved = decode(coll.get(`n${ahead[1]}`) as Buffer);
    coll.replace(`n${ahead[1]}`, bytes({ ...moved, date: '1999-01-01' }));
    const rest = [...cursor].map((m) => decode(m.raw)._id as number);
    expect(rest).not.toContain(ahead[0]);
    expect(rest[0]).toBe(ahead[2]);
    expect(rest.at(-1)).toBe(ahead[1]); // met again at its new place, the end
    expect(new Set([...first, ...rest]).size).toBe(first.length + rest.length);
  });

  test('a long read returns documents as they are when returned, though their chunk was read ahead', () => {
    const coll = transactions(3000);
    const filter = { userId: 'u', deleted: false };
    const order = [...matches(coll, filter)].map((m) => m.key);
    const reader = matches(coll, filter);
    // Past 1,000 entries, the read is inside a chunk whose documents were read ahead (index-scan.ts).
    const first = [...take(reader, 1100)].map((m) => m.key);
    expect(first).toEqual(order.slice(0, 1100));
    const changed = order[1200];
    coll.replace(changed, bytes({ ...decode(coll.get(changed) as Buffer), note: 'changed' }));
    coll.remove(order[1300]);
    const rest = [...reader];
    expect(rest.map((m) => m.key)).toEqual(order.slice(1100).filter((key) => key !== order[1300]));
    expect(decode((rest.find((m) => m.key === changed) as { raw: Buffer }).raw).note).toBe('changed');
  });

  test('reading the sorted index within a narrower one tests documents again once that one changes', () => {
    const coll = transactions(3000);
    const filter = { userId: 'u', deleted: false, keys: 'w:1' };
    const cursor = findMatches(coll, { filter, sort: LIST });
    const first = [...take(cursor, 10)].map((m) => decode(m.raw)._id as number);
    expect(first).toEqual(reference(coll, { filter, sort: LIST, limit: 10 }));
    const ahead = reference(coll, { filter, sort: LIST, skip: 10, limit: 3 }) as number[];
    const doc = decode(coll.get(`n${ahead[0]}`) as Buffer);
    coll.replace(`n${ahead[0]}`, bytes({ ...doc, keys: ['w:none'] })); // its user_list entry stays as it was
    const rest = [...cursor].map((m) => decode(m.raw)._id as number);
    expect(rest).toEqual(reference(coll, { filter, sort: LIST, skip: 10 }));
    expect(rest).not.toContain(ahead[0]);
  });

  test('a candidate is tested only for what its index runs leave unchecked', () => {
    const filter = { userId: 'u', deleted: false, description: { $regex: 'ab' } };
    const { test, testBeyond } = compileFilter(filter);
    const elsewhere = bytes({ _id: 1, userId: 'other', deleted: true, description: 'xaby' });
    expect(test?.(elsewhere)).toBe(false);
    expect(testBeyond(['userId', 'deleted'])?.(elsewhere)).toBe(true);
    expect(testBeyond(['userId', 'deleted'])?.(bytes({ _id: 2, userId: 'u', deleted: false, description: 'xy' }))).toBe(
      false,
    );
    expect(testBeyond(['userId', 'deleted', 'description'])).toBeUndefined();
    // A field also named inside $and keeps that condition: only top-level conditions are left out.
    const twice = compileFilter({ keys: 'a', $and: [{ keys: 'b' }] });
    expect(twice.testBeyond(['keys'])?.(bytes({ _id: 3, keys: ['a'] }))).toBe(false);
    expect(twice.testBeyond(['keys'])?.(bytes({ _id: 4, keys: ['a', 'b'] }))).toBe(true);

    const coll = transactions(3000);
    for (const extra of [
      { dedupeKey: { $regex: '7$' } },
      { amountCents: { $lt: 300 }, dedupeKey: { $regex: '1' } },
      { $or: [{ amountCents: 5 }, { date: { $gt: '2024-06' } }] },
    ]) {
      for (const base of [
        { userId: 'u', deleted: false },
        { userId: 'u', deleted: false, keys: 'w:2' },
        { userId: 'u', deleted: false, keys: { $in: ['w:1', 'w:4'] } },
      ]) {
        const options = { filter: { ...base, ...extra }, sort: LIST, skip: 30, limit: 20 };
        expect(ids(coll, options)).toEqual(reference(coll, options));
        expect(countMatches(coll, options.filter)).toBe(reference(coll, { filter: options.filter }).length);
      }
    }
  });

  test('a walk that would run long hands over to ordering the documents it has not met', () => {
    const coll = transactions(3000);
    const ordering = jest.spyOn(coll, 'entriesReader');
    // A few dozen rows in user_amount, with a test left over (dedupeKey): a deep page would walk most of user_list.
    const rare = { userId: 'u', deleted: false, amountCents: { $gte: 10, $lt: 30 }, dedupeKey: { $regex: '[0-8]$' } };
    expect(planQuery(coll, rare, parseSort(LIST)).narrow?.index.name).toBe('user_amount');
    for (const [skip, limit, handsOver] of [
      [0, 3, false],
      [20, 10, true],
      [0, 0, true],
      [1000, 3, true],
    ] as const) {
      ordering.mockClear();
      expect(ids(coll, { filter: rare, sort: LIST, skip, limit })).toEqual(
        reference(coll, { filter: rare, sort: LIST, skip, limit }),
      );
      expect([skip, limit, ordering.mock.calls.length > 0]).toEqual([skip, limit, handsOver]);
    }
    // Only the documents the walk did not meet are placed by their entries.
    const entries = jest.spyOn(Index.prototype, 'entriesFor');
    expect(ids(coll, { filter: rare, sort: LIST })).toEqual(reference(coll, { filter: rare, sort: LIST }));
    const candidates = countMatches(coll, { userId: 'u', deleted: false, amountCents: { $gte: 10, $lt: 30 } });
    expect(entries.mock.calls.length).toBeGreaterThan(0);
    expect(entries.mock.calls.length).toBeLessThan(candidates * 0.8);
    entries.mockRestore();
    // Reversed, and exact (nothing left to test): the same.
    for (const sort of [{ date: 1, _id: 1 }, LIST]) {
      const exact = { userId: 'u', deleted: false, amountCents: { $gte: 10, $lt: 30 } };
      expect(ids(coll, { filter: exact, sort, skip: 25, limit: 7 })).toEqual(
        reference(coll, { filter: exact, sort, skip: 25, limit: 7 }),
      );
    }

    // Changes after the hand-over: what no longer matches is left out.
    const cursor = findMatches(coll, { filter: rare, sort: LIST });
    const first = [...take(cursor, 30)].map((m) => decode(m.raw)._id as number);
    expect(first).toEqual(reference(coll, { filter: rare, sort: LIST, limit: 30 }));
    expect(ordering).toHaveBeenCalled();
    const [deleted, repriced] = reference(coll, { filter: rare, sort: LIST, skip: 30, limit: 2 }) as number[];
    const doc = (id: number) => decode(coll.get(`n${id}`) as Buffer);
    coll.replace(`n${deleted}`, bytes({ ...doc(deleted), deleted: true }));
    coll.replace(`n${repriced}`, bytes({ ...doc(repriced), amountCents: 500 }));
    const rest = [...cursor].map((m) => decode(m.raw)._id as number);
    expect(rest).toEqual(reference(coll, { filter: rare, sort: LIST, skip: 30 }));
    expect(rest).not.toContain(deleted);
    expect(rest).not.toContain(repriced);
  });

  test('a narrower index wins over the sorted one when the sorted one would test too many documents', () => {
    const coll = transactions(3000);
    const rare = { userId: 'u', deleted: false, amountCents: { $gte: 10, $lt: 12 } };
    for (const [skip, limit] of [
      [0, 5],
      [0, 0],
      [2, 1],
    ]) {
      const get = jest.spyOn(coll, 'get');
      expect(ids(coll, { filter: rare, sort: LIST, skip, limit })).toEqual(
        reference(coll, { filter: rare, sort: LIST, skip, limit }),
      );
      // Read through user_amount (a handful of entries) after a bounded trial of user_list.
      expect(get.mock.calls.length).toBeLessThan(100);
      get.mockRestore();
    }
    const common = { userId: 'u', deleted: false, keys: 'w:1' };
    expect(ids(coll, { filter: common, sort: LIST, limit: 20 })).toEqual(
      reference(coll, { filter: common, sort: LIST, limit: 20 }),
    );
  });

  test('what indexes cannot answer falls back to a scan or an in-memory sort with the same results', () => {
    const coll = transactions(300);
    const collation = { locale: 'en', strength: 2 };
    expect(planQuery(coll, { userId: 'u' }, undefined, collation)).toEqual({});
    const withCollation = {
      filter: { userId: 'u', deleted: false, amountCents: { $lt: 500 } },
      collation,
      sort: LIST,
      limit: 5,
    };
    expect(ids(coll, withCollation)).toEqual(reference(coll, withCollation));
    expect(ids(coll, withCollation)).toHaveLength(5);
    const odd = [
      { $or: [{ userId: 'u' }, { amountCents: 5 }] },
      { userId: { $regex: '^u' }, deleted: false },
      { userId: 'u', deleted: false, dedupeKey: { $exists: true } },
      { amountCents: { $gt: 100 } },
      { $and: [{ userId: 'u' }, { deleted: false }, { amountCents: { $lt: 50 } }] },
    ];
    for (const filter of odd) {
      expect(countMatches(coll, filter)).toBe(reference(coll, { filter }).length);
      expect(ids(coll, { filter, sort: LIST, skip: 2, limit: 10 })).toEqual(
        reference(coll, { filter, sort: LIST, skip: 2, limit: 10 }),
      );
    }
  });

  test('random documents, changes and queries give what a full scan and sort give', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
    const coll = new Collection('db', 'random');
    coll.addIndex({ v: 2, key: { u: 1, d: 1, at: -1, _id: -1 }, name: 'list' });
    coll.addIndex({ v: 2, key: { u: 1, d: 1, amt: 1 }, name: 'amount' });
    coll.addIndex({ v: 2, key: { u: 1, tags: 1 }, name: 'tags' });
    coll.addIndex({ v: 2, key: { amt: -1 }, name: 'amt' });
    const value = () =>
      pick<unknown>([
        1,
        2,
        2.5,
        -3,
        'a',
        'b',
        '',
        null,
        undefined,
        new Date(pick([0, 5, 9])),
        true,
        Long.fromNumber(2),
      ]);
    const make = (id: number): Document => {
      const doc: Document = { _id: id, u: pick(['a', 'b', 'c']), d: pick([true, false]), at: value(), amt: value() };
      const tags = pick<unknown>([['x', 'y'], ['y'], [], 'x', undefined]);
      if (tags !== undefined) doc.tags = tags;
      for (const f of ['at', 'amt']) if (doc[f] === undefined) delete doc[f];
      return doc;
    };
    for (let i = 0; i < 400; i++) coll.insert(bytes(make(i)));
    const filters = () => [
      { u: pick(['a', 'b']) },
      { u: pick(['a', 'b']), d: pick([true, false]) },
      { u: { $in: ['a', 'c'] }, d: false },
      { u: 'a', d: true, amt: { $gte: pick([1, 'a', -3]), $lt: pick([3, 'b', 2.5]) } },
      { u: 'b', amt: { $gt: pick([0, 'a']) } },
      { u: 'c', tags: pick(['x', 'y']) },
      { u: 'c', tags: { $in: ['x', 'y'] } },
      { amt: { $lte: pick([2, 'b', new Date(5)]) } },
      { u: 'a', d: false, at: { $gt: pick([1, 'a', new Date(1)]) } },
      { u: 'b', d: true, at: { $exists: true } },
      { u: 'a', d: pick([true, false]), amt: { $gt: pick([0, 'a']) }, at: { $exists: pick([true, false]) } },
      { u: 'c', tags: 'x', $and: [{ tags: pick(['y', 'x']) }] },
      { u: pick(['a', 'b']), d: false, $or: [{ amt: pick([1, 2]) }, { at: { $exists: false } }] },
      {},
    ];
    const sorts = [
      undefined,
      { at: -1, _id: -1 },
      { at: 1, _id: 1 },
      { d: 1, at: -1, _id: -1 },
      { amt: 1, _id: 1 },
      { amt: -1, _id: 1 },
      { _id: -1 },
      { tags: 1, _id: 1 },
    ];
    for (let round = 0; round < 6; round++) {
      for (const filter of filters()) {
        expect(countMatches(coll, filter)).toBe(reference(coll, { filter }).length);
        for (const sort of sorts) {
          const options = { filter, sort, skip: pick([0, 0, 3, 40]), limit: pick([0, 1, 7]) };
          const got = ids(coll, options);
          const expected = reference(coll, options);
          if (sort) {
            expect([options, got]).toEqual([options, expected]);
          } else {
            // Index order, not natural order: the same documents, and the page is that order's slice.
            const all = ids(coll, { filter });
            expect([options, all.map(String).sort()]).toEqual([
              options,
              reference(coll, { filter }).map(String).sort(),
            ]);
            expect([options, got]).toEqual([
              options,
              all.slice(options.skip, options.limit ? options.skip + options.limit : undefined),
            ]);
          }
        }
      }
      // Change a quarter of the documents, delete some, add some.
      for (let i = 0; i < 100; i++) {
        const id = Math.floor(random() * 450);
        const key = `n${id}`;
        if (coll.get(key) && random() < 0.3) coll.remove(key);
        else if (coll.get(key)) coll.replace(key, bytes(make(id)));
        else coll.insert(bytes(make(id)));
      }
    }
  });
});

function* take<T>(it: Iterator<T>, n: number): Generator<T> {
  for (let i = 0; i < n; i++) {
    const step = it.next();
    if (step.done) return;
    yield step.value;
  }
}
