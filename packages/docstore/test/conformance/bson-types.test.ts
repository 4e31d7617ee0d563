// BSON values survive the round trip with their exact types, queries match them by value, and sorting
// across types follows MongoDB's comparison order.
import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, type Document } from 'mongodb';
import { describeConformance } from '../support/targets';

describeConformance('bson', (target) => {
  test('Date, ObjectId, Decimal128, Long, Int32, Double, Binary, null and nested values round-trip exactly', async () => {
    const c = target.db().collection('values');
    const ref = new ObjectId();
    const doc = {
      when: new Date('2024-03-05T06:07:08.009Z'),
      epoch: new Date(0),
      beforeEpoch: new Date('1969-07-20T20:17:40Z'),
      ref,
      amount: Decimal128.fromString('1234567890.123456789012345678901234'),
      small: Decimal128.fromString('-0.01'),
      big: Long.fromString('9007199254740993'),
      int: new Int32(42),
      dbl: new Double(42),
      frac: 0.1 + 0.2,
      bin: new Binary(Buffer.from([0, 1, 2, 255])),
      nothing: null,
      text: 'ünïcödé ✓ \u0000 inside',
      nested: { list: [1, 'two', { three: 3 }, [4]], empty: {}, emptyList: [] },
      bool: false,
    };
    const { insertedId } = await c.insertOne(doc);
    const raw = await c.findOne({ _id: insertedId }, { promoteValues: false, promoteLongs: false });
    expect(raw?.when).toEqual(doc.when);
    expect(raw?.beforeEpoch).toEqual(doc.beforeEpoch);
    expect(raw?.ref).toBeInstanceOf(ObjectId);
    expect((raw?.ref as ObjectId).equals(ref)).toBe(true);
    expect((raw?.amount as Decimal128).toString()).toBe('1234567890.123456789012345678901234');
    expect((raw?.small as Decimal128).toString()).toBe('-0.01');
    expect(raw?.big).toBeInstanceOf(Long);
    expect((raw?.big as Long).toString()).toBe('9007199254740993');
    expect(raw?.int).toBeInstanceOf(Int32);
    expect(raw?.dbl).toBeInstanceOf(Double);
    expect((raw?.frac as Double).valueOf()).toBe(0.1 + 0.2);
    expect(Buffer.from((raw?.bin as Binary).buffer)).toEqual(Buffer.from([0, 1, 2, 255]));
    const plain = await c.findOne(
      { _id: insertedId },
      { projection: { _id: 0, ref: 0, amount: 0, small: 0, big: 0, bin: 0 } },
    );
    expect(plain).toEqual({
      when: doc.when,
      epoch: doc.epoch,
      beforeEpoch: doc.beforeEpoch,
      int: 42,
      dbl: 42,
      frac: 0.1 + 0.2,
      nothing: null,
      text: doc.text,
      nested: doc.nested,
      bool: false,
    });
  });

  test('queries match ObjectIds, Dates and Decimal128 by value, not by identity', async () => {
    const c = target.db().collection('match');
    const a = new ObjectId();
    const b = new ObjectId();
    await c.insertMany([
      { owner: a, at: new Date('2024-01-01T00:00:00Z'), price: Decimal128.fromString('9.99') },
      { owner: b, at: new Date('2024-02-01T00:00:00Z'), price: Decimal128.fromString('10.50') },
    ]);
    const copyOfA = new ObjectId(a.toHexString());
    expect(await c.countDocuments({ owner: copyOfA })).toBe(1);
    expect(await c.countDocuments({ owner: { $in: [copyOfA, new ObjectId()] } })).toBe(1);
    expect(await c.countDocuments({ owner: { $ne: copyOfA } })).toBe(1);
    expect(await c.countDocuments({ at: new Date('2024-02-01T00:00:00Z') })).toBe(1);
    expect(await c.countDocuments({ at: { $gte: new Date('2024-01-15T00:00:00Z') } })).toBe(1);
    expect(await c.countDocuments({ at: { $lt: new Date('2025-01-01T00:00:00Z') } })).toBe(2);
    expect(await c.countDocuments({ price: { $gt: Decimal128.fromString('10') } })).toBe(1);
    expect(await c.countDocuments({ price: { $lt: 10 } })).toBe(1); // numbers compare across numeric types
    expect(await c.countDocuments({ _id: { $gt: new ObjectId('000000000000000000000000') } })).toBe(2);
    const grouped = await c.aggregate([{ $group: { _id: '$owner', n: { $sum: 1 } } }]).toArray();
    expect(grouped).toHaveLength(2);
    expect(grouped.every((g) => g._id instanceof ObjectId)).toBe(true);
  });

  test('numbers of different BSON types are equal when their values are', async () => {
    const c = target.db().collection('nums');
    await c.insertMany([
      { k: 'int', v: new Int32(5) },
      { k: 'long', v: Long.fromNumber(5) },
      { k: 'double', v: new Double(5) },
      { k: 'decimal', v: Decimal128.fromString('5.0') },
      { k: 'other', v: 6 },
    ]);
    expect((await c.distinct('k', { v: 5 })).sort()).toEqual(['decimal', 'double', 'int', 'long']);
    expect(await c.countDocuments({ v: { $gt: new Int32(5) } })).toBe(1);
  });

  test('comparison operators only match values of the same type class (type bracketing)', async () => {
    const c = target.db().collection('bracket');
    await c.insertMany([
      { k: 'num', v: 5 },
      { k: 'str', v: '5' },
      { k: 'date', v: new Date(5) },
      { k: 'bool', v: true },
      { k: 'null', v: null },
      { k: 'oid', v: new ObjectId() },
    ]);
    expect(await c.distinct('k', { v: { $gt: 1 } })).toEqual(['num']);
    expect(await c.distinct('k', { v: { $gte: '' } })).toEqual(['str']);
    expect(await c.distinct('k', { v: { $gt: new Date(0) } })).toEqual(['date']);
    expect(await c.distinct('k', { v: { $lt: 100 } })).toEqual(['num']);
    expect(await c.distinct('k', { v: { $type: 'string' } })).toEqual(['str']);
    expect(await c.distinct('k', { v: { $type: 'number' } })).toEqual(['num']);
  });

  test('sort orders mixed types as MongoDB does: MinKey, null/missing, numbers, strings, objects, binary, ObjectId, booleans, dates, regex, MaxKey', async () => {
    const c = target.db().collection('mixed');
    const oid = new ObjectId('65f000000000000000000000');
    // _id gives ties (null vs missing) a defined order through the secondary sort key.
    const docs: Document[] = [
      { _id: 1, v: new Date('2020-01-01T00:00:00Z'), label: 'date' },
      { _id: 2, v: 'b', label: 'string b' },
      { _id: 3, v: new MaxKey(), label: 'maxkey' },
      { _id: 4, v: true, label: 'true' },
      { _id: 5, v: 2.5, label: 'double 2.5' },
      { _id: 6, v: null, label: 'null' },
      { _id: 7, v: { a: 1 }, label: 'object' },
      { _id: 8, v: oid, label: 'objectid' },
      { _id: 9, v: new MinKey(), label: 'minkey' },
      { _id: 10, v: Long.fromNumber(3), label: 'long 3' },
      { _id: 11, v: 'B', label: 'string B' },
      { _id: 12, v: false, label: 'false' },
      { _id: 13, v: new Binary(Buffer.from([1])), label: 'binary' },
      { _id: 14, label: 'missing' },
      { _id: 15, v: new Int32(1), label: 'int 1' },
      { _id: 16, v: Decimal128.fromString('4'), label: 'decimal 4' },
      { _id: 17, v: /abc/, label: 'regex' },
      { _id: 18, v: new Date('1999-01-01T00:00:00Z'), label: 'date 1999' },
      { _id: 19, v: -10, label: 'negative' },
    ];
    await c.insertMany(docs);
    const ascending = (await c.find().sort({ v: 1, _id: 1 }).toArray()).map((d) => d.label);
    expect(ascending).toEqual([
      'minkey',
      'null',
      'missing',
      'negative',
      'int 1',
      'double 2.5',
      'long 3',
      'decimal 4',
      'string B',
      'string b',
      'object',
      'binary',
      'objectid',
      'false',
      'true',
      'date 1999',
      'date',
      'regex',
      'maxkey',
    ]);
    const descending = (await c.find().sort({ v: -1, _id: 1 }).toArray()).map((d) => d.label);
    expect(descending).toEqual([
      'maxkey',
      'regex',
      'date',
      'date 1999',
      'true',
      'false',
      'objectid',
      'binary',
      'object',
      'string b',
      'string B',
      'decimal 4',
      'long 3',
      'double 2.5',
      'int 1',
      'negative',
      'null',
      'missing',
      'minkey',
    ]);
    const aggregated = (await c.aggregate([{ $sort: { v: 1, _id: 1 } }]).toArray()).map((d) => d.label);
    expect(aggregated).toEqual(ascending);
  });

  test('ObjectIds sort by their bytes (creation time first)', async () => {
    const c = target.db().collection('oids');
    const ids = [
      'ffffffff0000000000000000',
      '0000000a0000000000000000',
      '000000090000000000000001',
      '000000090000000000000000',
    ];
    await c.insertMany(ids.map((hex) => ({ _id: new ObjectId(hex) })));
    const sorted = (await c.find().sort({ _id: 1 }).toArray()).map((d) => (d._id as ObjectId).toHexString());
    expect(sorted).toEqual([...ids].sort());
  });

  test('strings sort by UTF-8 bytes (simple collation): uppercase before lowercase, accents last', async () => {
    const c = target.db().collection('strings');
    await c.insertMany(['b', 'é', 'A', 'a', 'Z', 'ab', ''].map((s) => ({ s })));
    const sorted = (await c.find().sort({ s: 1 }).toArray()).map((d) => d.s);
    expect(sorted).toEqual(['', 'A', 'Z', 'a', 'ab', 'b', 'é']);
  });

  test('dates sort chronologically, including before 1970', async () => {
    const c = target.db().collection('dates');
    const dates = ['2024-01-01', '1960-05-05', '2000-02-29', '1970-01-01'].map((d) => new Date(`${d}T00:00:00Z`));
    await c.insertMany(dates.map((d) => ({ d })));
    const sorted = (await c.find().sort({ d: -1 }).toArray()).map((x) => (x.d as Date).toISOString().slice(0, 10));
    expect(sorted).toEqual(['2024-01-01', '2000-02-29', '1970-01-01', '1960-05-05']);
  });
});
