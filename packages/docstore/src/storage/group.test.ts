import { Decimal128, Double, Long, ObjectId, deserialize, serialize } from 'bson';
import { Aggregator } from 'mingo';
import { compileGroup, compileRawPush, groupFields } from './group';
import type { Document } from './values';

const mingoGroup = (spec: Document, docs: Document[]) =>
  new Aggregator([{ $group: spec }], { scriptEnabled: false }).run(docs);

/** A small deterministic generator, so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the fields a $group reads', () => {
  it('names the top-level fields of its key and accumulators', () => {
    expect(groupFields({ _id: { $substrCP: ['$date', 0, 7] }, cents: { $sum: '$amountCents' } })?.sort()).toEqual([
      'amountCents',
      'date',
    ]);
    expect(groupFields({ _id: { isIncome: '$isIncome', category: '$a.b' }, n: { $sum: 1 } })?.sort()).toEqual([
      'a',
      'isIncome',
    ]);
    expect(
      groupFields({
        _id: null,
        c: { $sum: { $cond: ['$isIncome', '$amountCents', { $multiply: ['$amountCents', -1] }] } },
      })?.sort(),
    ).toEqual(['amountCents', 'isIncome']);
  });

  it('gives up on what may read any field: variables, $getField, $top and friends', () => {
    expect(groupFields({ _id: '$$ROOT' })).toBeUndefined();
    expect(groupFields({ _id: null, docs: { $push: '$$CURRENT' } })).toBeUndefined();
    expect(groupFields({ _id: { $getField: 'price' } })).toBeUndefined();
    expect(groupFields({ _id: null, best: { $top: { output: '$name', sortBy: { score: -1 } } } })).toBeUndefined();
    expect(groupFields({ _id: { $let: { vars: { x: '$a' }, in: '$$x' } } })).toBeUndefined();
  });
});

describe('$group computed directly', () => {
  const values = (random: () => number): unknown[] => [
    undefined,
    null,
    0,
    -0,
    1,
    2.5,
    -3,
    NaN,
    Math.floor(random() * 5),
    'a',
    'b',
    '',
    '2024-01-15',
    '2024-02-01',
    'é😀x',
    true,
    false,
    [1, 2],
    { x: 1 },
    new Date(0),
    new ObjectId('65a1b2c3d4e5f60718293a4b'),
    Long.fromString('9007199254740993'),
    Decimal128.fromString('1.5'),
  ];

  /** Per field, values every spec groups or adds directly. */
  const PLAIN = {
    a: [null, 1, 2, 7.25, 'x', 'y', '2024-03-09', false, true],
    b: [null, 0, 'x', true],
    date: [null, '', '2024-03-09', '2024-11-30', '2025-01-02'],
    amount: [null, 1, 2.5, -3, 100],
  };

  function randomDocs(random: () => number, n: number, plain: boolean): Document[] {
    const docs: Document[] = [];
    for (let i = 0; i < n; i++) {
      const doc: Document = {};
      for (const field of ['a', 'b', 'date', 'amount']) {
        if (random() < 0.1) continue; // missing
        const pool = !plain ? values(random) : PLAIN[field as keyof typeof PLAIN];
        doc[field] = pool[Math.floor(random() * pool.length)];
      }
      docs.push(doc);
    }
    return docs;
  }

  const specs: Document[] = [
    { _id: '$a', n: { $sum: 1 }, total: { $sum: '$amount' } },
    { _id: { a: '$a', b: '$b' }, total: { $sum: '$amount' }, n: { $sum: 1 } },
    { _id: { $substrCP: ['$date', 0, 7] }, total: { $sum: '$amount' } },
    { _id: { month: { $substrCP: ['$date', 5, 2] }, a: '$a', k: 'fixed' }, half: { $sum: 0.5 } },
    { _id: null, total: { $sum: '$amount' }, n: { $sum: 1 } },
    { _id: 'constant', n: { $sum: 2 } },
    { _id: '$a', dates: { $push: '$date' }, rows: { $push: { b: '$b', amount: '$amount', tag: 'row', n: 1 } } },
  ];

  it('compiles the shapes the services group by, and leaves others to mingo', () => {
    for (const spec of specs) expect(compileGroup(spec)).toBeDefined();
    expect(compileGroup({ _id: '$a', avg: { $avg: '$amount' } })).toBeUndefined();
    expect(compileGroup({ _id: '$a.b', n: { $sum: 1 } })).toBeUndefined();
    expect(compileGroup({ _id: '$$ROOT', n: { $sum: 1 } })).toBeUndefined();
    expect(compileGroup({ _id: { $toUpper: '$a' }, n: { $sum: 1 } })).toBeUndefined();
    expect(compileGroup({ _id: '$a', n: { $sum: { $cond: ['$b', 1, 0] } } })).toBeUndefined();
    expect(compileGroup({ _id: '$constructor', n: { $sum: 1 } })).toBeUndefined();
    expect(compileGroup({ n: { $sum: 1 } })).toBeUndefined();
    expect(compileGroup({ _id: '$a', rows: { $push: { b: { $toUpper: '$b' } } } })).toBeUndefined();
    expect(compileGroup({ _id: '$a', rows: { $push: '$$ROOT' } })).toBeUndefined();
    expect(compileGroup({ _id: '$a', rows: { $push: {} } })).toBeUndefined();
  });

  it('answers exactly what mingo answers (groups, their order, _id values and sums), or leaves the input to mingo', () => {
    const random = seeded(2024);
    let direct = 0;
    for (let round = 0; round < 400; round++) {
      const plain = round % 2 === 0;
      const docs = randomDocs(random, 1 + Math.floor(random() * 60), plain);
      for (const spec of specs) {
        const out = (compileGroup(spec) as NonNullable<ReturnType<typeof compileGroup>>).run(docs);
        if (out === undefined) continue;
        direct++;
        expect(out).toEqual(mingoGroup(spec, docs));
        // toEqual does not tell -0 from 0 inside arrays of objects: compare the keys' identities as well.
        expect(out.map((doc) => Object.is(doc._id, -0))).toEqual(
          mingoGroup(spec, docs).map((doc) => Object.is(doc._id, -0)),
        );
      }
    }
    // Plain inputs (strings, numbers, booleans, null, missing) are all grouped directly.
    expect(direct).toBeGreaterThanOrEqual(200 * specs.length);
  });

  it('adds in document order, as mingo does (floating-point sums agree to the bit)', () => {
    const docs = [0.1, 0.2, 0.3, 1e16, 1, -1e16, 0.7].map((amount, i) => ({ a: i % 2, amount }));
    const spec = { _id: '$a', total: { $sum: '$amount' }, n: { $sum: 0.1 } };
    expect(compileGroup(spec)?.run(docs)).toEqual(mingoGroup(spec, docs));
  });

  it('leaves a value it cannot key or add as mingo would to mingo', () => {
    const spec = { _id: '$a', total: { $sum: '$amount' } };
    const group = compileGroup(spec) as NonNullable<ReturnType<typeof compileGroup>>;
    expect(group.run([{ a: new Date(0), amount: 1 }])).toBeUndefined();
    expect(group.run([{ a: 'x', amount: '5' }])).toBeUndefined();
    expect(group.run([{ a: 'x', amount: Decimal128.fromString('1.5') }])).toBeUndefined();
    const substr = compileGroup({ _id: { $substrCP: ['$date', 0, 7] } }) as NonNullable<
      ReturnType<typeof compileGroup>
    >;
    expect(substr.run([{ date: 20240101 }])).toBeUndefined();
  });
});

describe('$group that packs fields per key, built from the stored bytes', () => {
  const spec = {
    _id: '$day',
    rows: { $push: { text: '$text', cents: '$cents', flag: '$flag', day: '$day' } },
    ids: { $push: { id: '$_id' } },
  };

  it('compiles only a key field with pushed objects of fields', () => {
    expect(compileRawPush(spec)).toBeDefined();
    expect(compileRawPush({ _id: '$day', n: { $sum: 1 } })).toBeUndefined();
    expect(compileRawPush({ _id: '$day', rows: { $push: '$text' } })).toBeUndefined();
    expect(compileRawPush({ _id: '$day', rows: { $push: { text: '$text', k: 1 } } })).toBeUndefined();
    expect(compileRawPush({ _id: { d: '$day' }, rows: { $push: { text: '$text' } } })).toBeUndefined();
    expect(compileRawPush({ _id: '$day' })).toBeUndefined();
  });

  it('answers what mingo answers over the decoded documents, keeping each copied value in its stored type', () => {
    const random = seeded(99);
    const pick = <T>(values: T[]): T => values[Math.floor(random() * values.length)] as T;
    let built = 0;
    for (let round = 0; round < 300; round++) {
      const docs: Document[] = [];
      for (let i = 0; i < 1 + Math.floor(random() * 40); i++) {
        const doc: Document = { _id: new ObjectId() };
        const exotic = round % 3 === 0;
        if (random() > 0.1)
          doc.day = pick(
            exotic
              ? ['2024-01-01', '2024-01-02', null, 0, -0, 7, 2.5, true, new Date(0)]
              : ['2024-01-01', '2024-01-02', null],
          );
        if (random() > 0.1) doc.text = pick(['a', 'é😀', '', null]);
        if (random() > 0.1)
          doc.cents = pick(
            exotic
              ? [1, new Double(42), Long.fromNumber(5), 2 ** 40, Decimal128.fromString('1.50'), { nested: 1 }]
              : [1, 250, 2 ** 40, new Double(42)],
          );
        if (random() > 0.1) doc.flag = pick([true, false]);
        docs.push(doc);
      }
      const raws = docs.map((doc) => Buffer.from(serialize(doc)));
      const out = (compileRawPush(spec) as NonNullable<ReturnType<typeof compileRawPush>>).run(raws);
      if (out === undefined) continue;
      built++;
      expect(out.map((raw) => deserialize(raw))).toEqual(
        mingoGroup(
          spec,
          raws.map((raw) => deserialize(raw)),
        ),
      );
      // Every value keeps its stored type (a decode and encode would make the double 42.0 an int32).
      const typeOf = (value: unknown) => (value as { _bsontype?: string } | undefined)?._bsontype ?? typeof value;
      const storedTypes = raws.map((raw) => typeOf(deserialize(raw, { promoteValues: false }).cents));
      const copiedTypes = out.flatMap((raw) =>
        (deserialize(raw, { promoteValues: false }).rows as Document[]).map((row) => typeOf(row.cents)),
      );
      expect(copiedTypes.sort()).toEqual(storedTypes.sort());
    }
    expect(built).toBeGreaterThanOrEqual(200);
  });
});
