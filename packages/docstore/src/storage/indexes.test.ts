import { ObjectId, serialize } from 'bson';
import { MongoError } from '../errors';
import { Collection } from './collection';
import { keyOf } from './values';

const bytes = (doc: Record<string, unknown>) => Buffer.from(serialize(doc));

function collection(): Collection {
  const coll = new Collection('db', 'tx');
  coll.addIndex({ v: 2, key: { userId: 1, date: -1 }, name: 'userId_1_date_-1' });
  coll.addIndex({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  return coll;
}

describe('secondary indexes', () => {
  test('an equality on the first field of a compound index reads only that user’s documents', () => {
    const coll = collection();
    for (let i = 0; i < 50; i++) coll.insert(bytes({ _id: i, userId: `u${i % 5}`, date: new Date(i), email: `e${i}` }));
    const plan = coll.plan({ userId: 'u3' });
    expect(plan?.exact).toBe(true);
    expect(plan?.keys).toHaveLength(10);
    const both = coll.plan({ userId: 'u3', date: new Date(13) });
    expect(both?.keys).toHaveLength(1);
    expect(coll.plan({ date: new Date(13) })).toBeUndefined(); // not a prefix: a scan
    expect(coll.plan({ userId: 'u3', amount: { $gt: 5 } })?.exact).toBe(false); // narrowed, then tested
    expect(coll.plan({ userId: { $in: ['u1', 'u2'] } })?.keys).toHaveLength(20);
  });

  test('numbers of any BSON type and null/missing share keys, as MongoDB equality does', () => {
    const coll = collection();
    coll.insert(bytes({ _id: 1, userId: 5 }));
    coll.insert(bytes({ _id: 2, userId: 5.0, email: 'x' }));
    coll.insert(bytes({ _id: 3, email: 'y' }));
    expect(coll.plan({ userId: 5 })?.keys.sort()).toEqual(['n1', 'n2']);
    expect(coll.plan({ userId: null })?.keys).toEqual(['n3']);
  });

  test('array values are indexed per element (multikey)', () => {
    const coll = new Collection('db', 'tags');
    coll.addIndex({ v: 2, key: { tags: 1 }, name: 'tags_1' });
    coll.insert(bytes({ _id: 1, tags: ['a', 'b'] }));
    coll.insert(bytes({ _id: 2, tags: ['b'] }));
    expect(coll.plan({ tags: 'b' })?.keys).toEqual(['n1', 'n2']);
    expect(coll.plan({ tags: 'a' })?.keys).toEqual(['n1']);
  });

  test('unique indexes refuse duplicates with keyPattern and keyValue, and leave the collection unchanged', () => {
    const coll = collection();
    coll.insert(bytes({ _id: 1, email: 'a@b' }));
    let error: unknown;
    try {
      coll.insert(bytes({ _id: 2, email: 'a@b' }));
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(MongoError);
    expect(error).toMatchObject({ code: 11000, extra: { keyPattern: { email: 1 }, keyValue: { email: 'a@b' } } });
    expect(coll.docs.size).toBe(1);
    // Missing counts as null, so a second document without the field is a duplicate too.
    coll.insert(bytes({ _id: 3 }));
    expect(() => coll.insert(bytes({ _id: 4 }))).toThrow(/E11000/);
  });

  test('replace and remove keep the indexes in step; the plan re-checks a key listed earlier', () => {
    const coll = collection();
    const id = new ObjectId();
    coll.insert(bytes({ _id: id, userId: 'u1', email: 'old' }));
    const key = keyOf(id);
    const plan = coll.plan({ userId: 'u1' });
    coll.replace(key, bytes({ _id: id, userId: 'u2', email: 'new' }));
    expect(plan?.stillMatches(key)).toBe(false);
    expect(coll.plan({ userId: 'u2' })?.keys).toEqual([key]);
    expect(coll.plan({ email: 'old' })?.keys).toEqual([]);
    coll.insert(bytes({ _id: 9, email: 'old' })); // the old unique key is free again
    coll.remove(key);
    expect(coll.plan({ userId: 'u2' })?.keys).toEqual([]);
    expect(coll.plan({ email: 'new' })?.keys).toEqual([]);
  });

  test('building a unique index over duplicates fails and adds nothing', () => {
    const coll = new Collection('db', 'c');
    coll.insert(bytes({ _id: 1, k: 1 }));
    coll.insert(bytes({ _id: 2, k: 1 }));
    expect(() => coll.addIndex({ v: 2, key: { k: 1 }, name: 'k_1', unique: true })).toThrow(/E11000/);
    expect(coll.indexes.size).toBe(0);
  });

  test('sparse and partial indexes skip documents and are not used to answer equalities', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { k: 1 }, name: 'k_1', unique: true, partialFilterExpression: { k: { $exists: true } } });
    coll.insert(bytes({ _id: 1 }));
    coll.insert(bytes({ _id: 2 })); // both outside the partial index: no duplicate null
    expect(coll.plan({ k: null })).toBeUndefined();
  });
});
