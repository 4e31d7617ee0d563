import { ObjectId, serialize } from 'bson';
import { MongoError } from '../errors';
import { Collection } from './collection';
import { countMatches, findMatches } from './query';
import { planQuery } from './planner';
import { keyOf } from './values';

const bytes = (doc: Record<string, unknown>) => Buffer.from(serialize(doc));
const keys = (coll: Collection, filter: Record<string, unknown>) =>
  [...findMatches(coll, { filter })].map((m) => m.key);

function collection(): Collection {
  const coll = new Collection('db', 'tx');
  coll.addIndex({ v: 2, key: { userId: 1, date: -1 }, name: 'userId_1_date_-1' });
  coll.addIndex({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  return coll;
}

/** Entries per index, by name. */
const sizes = (coll: Collection) => Object.fromEntries([...coll.indexes].map(([name, index]) => [name, index.size]));

describe('secondary indexes', () => {
  test('an index whose keys hardly repeat answers the same before and after it leaves grouping for the plain tree', () => {
    const coll = collection();
    const query = () => ({
      u1: keys(coll, { userId: 'u1', date: { $gte: new Date(1000), $lt: new Date(3000) } }),
      count: countMatches(coll, { userId: 'u2', date: { $lt: new Date(2500) } }),
      sorted: [
        ...findMatches(coll, { filter: { userId: 'u3', date: { $lt: new Date(4000) } }, sort: { date: -1 }, limit: 5 }),
      ].map((m) => m.key),
    });
    for (let i = 0; i < 4000; i++)
      coll.insert(bytes({ _id: i, userId: `u${i % 4}`, date: new Date(i), email: `e${i}` }));
    const before = query();
    expect(coll.indexes.get('userId_1_date_-1')?.layout).toBe('grouped');
    // Past 4096 entries the distinct dates show the grouping gains nothing; the answers must not change.
    for (let i = 4000; i < 5000; i++)
      coll.insert(bytes({ _id: i, userId: `u${i % 4}`, date: new Date(i), email: `e${i}` }));
    expect(query()).toEqual(before);
    expect(before.u1).toHaveLength(500);
    expect(before.count).toBe(625);
    expect(before.sorted).toEqual([3999, 3995, 3991, 3987, 3983].map((i) => keyOf(i)));
    expect(coll.indexes.get('userId_1_date_-1')?.size).toBe(5000);
    expect(coll.indexes.get('userId_1_date_-1')?.layout).toBe('tree');
  });

  test('an equality on the first field of a compound index reads only that user’s documents', () => {
    const coll = collection();
    for (let i = 0; i < 50; i++) coll.insert(bytes({ _id: i, userId: `u${i % 5}`, date: new Date(i), email: `e${i}` }));
    const plan = planQuery(coll, { userId: 'u3' }).narrow;
    expect(plan?.index.name).toBe('userId_1_date_-1');
    expect(plan?.exact).toBe(true);
    expect(keys(coll, { userId: 'u3' })).toHaveLength(10);
    expect(keys(coll, { userId: 'u3', date: new Date(13) })).toEqual(['n13']);
    expect(planQuery(coll, { date: new Date(13) }).narrow).toBeUndefined(); // not a prefix: a scan
    expect(planQuery(coll, { userId: 'u3', amount: { $gt: 5 } }).narrow?.exact).toBe(false); // narrowed, then tested
    expect(keys(coll, { userId: { $in: ['u1', 'u2'] } })).toHaveLength(20);
    expect(countMatches(coll, { userId: { $in: ['u1', 'u2'] } })).toBe(20);
  });

  test('numbers of any BSON type and null/missing share keys, as MongoDB equality does', () => {
    const coll = collection();
    coll.insert(bytes({ _id: 1, userId: 5 }));
    coll.insert(bytes({ _id: 2, userId: 5.0, email: 'x' }));
    coll.insert(bytes({ _id: 3, email: 'y' }));
    coll.insert(bytes({ _id: 4, userId: null, email: 'z' }));
    expect(keys(coll, { userId: 5 }).sort()).toEqual(['n1', 'n2']);
    expect(keys(coll, { userId: null }).sort()).toEqual(['n3', 'n4']);
    expect(planQuery(coll, { userId: null }).narrow?.exact).toBe(true);
  });

  test('array values are indexed per element (multikey), and a document is returned once', () => {
    const coll = new Collection('db', 'tags');
    coll.addIndex({ v: 2, key: { tags: 1 }, name: 'tags_1' });
    coll.insert(bytes({ _id: 1, tags: ['a', 'b', 'b'] }));
    coll.insert(bytes({ _id: 2, tags: ['b'] }));
    coll.insert(bytes({ _id: 3, tags: [] }));
    expect(coll.indexes.get('tags_1')?.multikey).toEqual([true]);
    expect(coll.indexes.get('tags_1')?.size).toBe(4); // a, b, b, and the empty array as itself
    expect(keys(coll, { tags: 'b' })).toEqual(['n1', 'n2']);
    expect(keys(coll, { tags: 'a' })).toEqual(['n1']);
    expect(keys(coll, { tags: { $in: ['a', 'b'] } })).toEqual(['n1', 'n2']);
    expect(countMatches(coll, { tags: { $in: ['a', 'b'] } })).toBe(2);
  });

  test('unique indexes refuse duplicates with keyPattern and keyValue, and leave no trace in any index', () => {
    const coll = collection();
    coll.insert(bytes({ _id: 1, userId: 'u', date: new Date(1), email: 'a@b' }));
    const before = sizes(coll);
    let error: unknown;
    try {
      // The first index (not unique) would take this document; the second refuses it.
      coll.insert(bytes({ _id: 2, userId: 'u', date: new Date(2), email: 'a@b' }));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(MongoError);
    expect(error).toMatchObject({ code: 11000, extra: { keyPattern: { email: 1 }, keyValue: { email: 'a@b' } } });
    expect(coll.docs.size).toBe(1);
    expect(sizes(coll)).toEqual(before);
    expect(keys(coll, { userId: 'u' })).toEqual(['n1']);
    // Missing counts as null, so a second document without the field is a duplicate too.
    coll.insert(bytes({ _id: 3 }));
    expect(() => coll.insert(bytes({ _id: 4 }))).toThrow(/E11000/);
    expect(coll.docs.size).toBe(2);
  });

  test('an update that would duplicate a unique key changes nothing', () => {
    const coll = collection();
    coll.insert(bytes({ _id: 1, userId: 'u', date: new Date(1), email: 'a' }));
    coll.insert(bytes({ _id: 2, userId: 'u', date: new Date(2), email: 'b' }));
    const before = sizes(coll);
    expect(() => coll.replace('n2', bytes({ _id: 2, userId: 'v', date: new Date(3), email: 'a' }))).toThrow(/E11000/);
    expect(sizes(coll)).toEqual(before);
    expect(keys(coll, { userId: 'u' })).toEqual(['n2', 'n1']); // date descending
    expect(keys(coll, { userId: 'v' })).toEqual([]);
    expect(keys(coll, { email: 'b' })).toEqual(['n2']);
  });

  test('replace and remove keep the indexes in step', () => {
    const coll = collection();
    const id = new ObjectId();
    coll.insert(bytes({ _id: id, userId: 'u1', email: 'old' }));
    const key = keyOf(id);
    coll.replace(key, bytes({ _id: id, userId: 'u2', email: 'new' }));
    expect(keys(coll, { userId: 'u1' })).toEqual([]);
    expect(keys(coll, { userId: 'u2' })).toEqual([key]);
    expect(keys(coll, { email: 'old' })).toEqual([]);
    coll.insert(bytes({ _id: 9, email: 'old' })); // the old unique key is free again
    coll.remove(key);
    expect(keys(coll, { userId: 'u2' })).toEqual([]);
    expect(keys(coll, { email: 'new' })).toEqual([]);
    expect(sizes(coll)).toEqual({ 'userId_1_date_-1': 1, email_1: 1 });
  });

  test('building a unique index over duplicates fails and adds nothing; a plain build equals inserting one by one', () => {
    const coll = new Collection('db', 'c');
    coll.insert(bytes({ _id: 1, k: 1 }));
    coll.insert(bytes({ _id: 2, k: 1 }));
    expect(() => coll.addIndex({ v: 2, key: { k: 1 }, name: 'k_1', unique: true })).toThrow(/dup key: \{ k: 1 \}/);
    expect(coll.indexes.size).toBe(0);

    const built = new Collection('db', 'built');
    const incremental = new Collection('db', 'incremental');
    incremental.addIndex({ v: 2, key: { a: 1, b: -1 }, name: 'ab' });
    incremental.addIndex({ v: 2, key: { tags: 1, a: 1 }, name: 'tags' });
    for (let i = 0; i < 200; i++) {
      const doc = bytes({ _id: i, a: i % 3, b: [i % 7, 'x'][i % 2], tags: i % 5 === 0 ? ['p', 'q'] : 'p' });
      built.insert(doc);
      incremental.insert(doc);
    }
    built.remove('n7'); // a gap in the insertion sequence
    incremental.remove('n7');
    built.addIndex({ v: 2, key: { a: 1, b: -1 }, name: 'ab' });
    built.addIndex({ v: 2, key: { tags: 1, a: 1 }, name: 'tags' });
    expect(built.indexes.get('tags')?.multikey).toEqual([true, false]);
    expect(sizes(built)).toEqual(sizes(incremental));
    const tagged = (c: Collection) =>
      [...findMatches(c, { filter: { tags: { $in: ['p', 'q'] } }, sort: { tags: 1 } })].map((m) => m.key);
    expect(tagged(built)).toEqual(tagged(incremental));
    expect(countMatches(built, { tags: 'q' })).toBe(40);
    for (const sort of [
      { a: 1, b: -1 },
      { a: -1, b: 1 },
    ]) {
      const order = (c: Collection) => [...findMatches(c, { filter: { a: { $gte: 1 } }, sort })].map((m) => m.key);
      expect(
        planQuery(built, { a: { $gte: 1 } }, [
          ['a', 1],
          ['b', -1],
        ]).sorted?.exact,
      ).toBe(true);
      expect(order(built)).toEqual(order(incremental));
    }
  });

  test('sparse and partial indexes skip documents and are not used to answer queries', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({
      v: 2,
      key: { k: 1 },
      name: 'k_1',
      unique: true,
      partialFilterExpression: { k: { $exists: true } },
    });
    coll.addIndex({ v: 2, key: { s: 1 }, name: 's_1', sparse: true });
    coll.insert(bytes({ _id: 1 }));
    coll.insert(bytes({ _id: 2 })); // both outside the partial index: no duplicate null
    coll.insert(bytes({ _id: 3, k: 1, s: null }));
    expect(sizes(coll)).toEqual({ k_1: 1, s_1: 1 }); // a sparse index keeps an explicit null
    expect(planQuery(coll, { k: null }).narrow).toBeUndefined();
    expect(planQuery(coll, { s: null }, [['s', 1]]).sorted).toBeUndefined();
    expect(keys(coll, { s: null })).toEqual(['n1', 'n2', 'n3']);
    expect(() => coll.insert(bytes({ _id: 4, k: 1 }))).toThrow(/E11000/);
  });

  test('a TTL sweep reads the dates up to the cutoff (an array expires by its earliest date)', () => {
    const coll = new Collection('db', 'ttl');
    coll.addIndex({ v: 2, key: { at: 1 }, name: 'at_1', expireAfterSeconds: 0 });
    coll.insert(bytes({ _id: 1, at: new Date(100) }));
    coll.insert(bytes({ _id: 2, at: new Date(300) }));
    coll.insert(bytes({ _id: 3, at: [new Date(500), new Date(50)] }));
    coll.insert(bytes({ _id: 4, at: 10 })); // not a date: never expires
    coll.insert(bytes({ _id: 5, at: 'x' }));
    coll.insert(bytes({ _id: 6 }));
    expect(coll.indexes.get('at_1')?.expiredBefore(100).sort()).toEqual(['n1', 'n3']);
    expect(coll.indexes.get('at_1')?.expiredBefore(1000).sort()).toEqual(['n1', 'n2', 'n3']);
  });

  test('dotted paths index the values below arrays of documents', () => {
    const coll = new Collection('db', 'dots');
    coll.addIndex({ v: 2, key: { 'a.b': 1 }, name: 'a.b_1' });
    coll.insert(bytes({ _id: 1, a: [{ b: 1 }, { b: 2 }] }));
    coll.insert(bytes({ _id: 2, a: { b: 2 } }));
    coll.insert(bytes({ _id: 3, a: 5 }));
    expect(coll.indexes.get('a.b_1')?.multikey).toEqual([true]);
    expect(keys(coll, { 'a.b': 2 })).toEqual(['n1', 'n2']);
    expect(keys(coll, { 'a.b': null })).toEqual(['n3']);
  });
});
