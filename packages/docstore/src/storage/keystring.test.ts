import { Binary, Decimal128, Long, MaxKey, MinKey, ObjectId, Timestamp, serialize } from 'bson';
import {
  after,
  encodeRawValue,
  encodeValue,
  forEachElement,
  invert,
  isRangeable,
  keyRange,
  rangeInterval,
  type RangeOperator,
} from './keystring';
import { compareValues } from './values';

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// One or more values of every BSON type, in no particular order.
const VALUES: unknown[] = [
  new MaxKey(),
  true,
  false,
  new Date(5),
  new Date(-5),
  'b',
  '',
  'a',
  'a\u0000',
  'a\u0000\u0000',
  'a\u0001',
  'ab',
  'é',
  '\uffff',
  '\ue000',
  '\u{1f600}',
  'a\u{1f600}b',
  null,
  undefined,
  new MinKey(),
  0,
  -0,
  1,
  1.5,
  -1,
  -1e300,
  Infinity,
  -Infinity,
  NaN,
  2 ** 53,
  Long.fromString('9007199254740993'),
  Long.fromString('-9223372036854775808'),
  Long.fromString('9223372036854775807'),
  Long.fromNumber(7),
  new Decimal128('2.5'),
  new ObjectId('650000000000000000000001'),
  new ObjectId('65000000000000000000000a'),
  new ObjectId('ff0000000000000000000000'),
  { a: 1 },
  { a: 1, b: 2 },
  { '\u{1f600}': 1 },
  { '\uffff': 1 },
  { a: 'x' },
  { b: 0 },
  {},
  [],
  [1, 2],
  [1],
  ['a'],
  new Binary(Buffer.from([1, 2, 3])),
  new Binary(Buffer.from([1, 2]), 4),
  new Binary(Buffer.from([1, 3])),
  new Timestamp({ t: 5, i: 1 }),
  new Timestamp({ t: 5, i: 0 }),
  new Timestamp({ t: 1, i: 9 }),
  /ab/i,
  /ab/,
];

/** compareValues holds 64-bit integers as doubles; the keys order them exactly. */
function exactCompare(a: unknown, b: unknown): number {
  const big = (v: unknown) =>
    v instanceof Long && v._bsontype === 'Long'
      ? v.toBigInt()
      : typeof v === 'number' && Number.isInteger(v)
        ? BigInt(v)
        : undefined;
  const x = big(a);
  const y = big(b);
  if (x !== undefined && y !== undefined) return x < y ? -1 : x > y ? 1 : 0;
  return compareValues(a, b);
}

describe('index keys', () => {
  test('string order of keys is MongoDB BSON order, across and within types', () => {
    for (const a of VALUES) {
      for (const b of VALUES) {
        const expected = sign(exactCompare(a, b));
        const got = cmp(encodeValue(a), encodeValue(b));
        if (got !== expected)
          throw new Error(`${String(a)} vs ${String(b)}: keys say ${got}, BSON order says ${expected}`);
      }
    }
  });

  test('64-bit integers beyond 2^53 keep their exact order and equality', () => {
    const big = Long.fromString('9007199254740993'); // 2^53 + 1, which no double holds
    expect(encodeValue(big) > encodeValue(2 ** 53)).toBe(true);
    expect(encodeValue(big) < encodeValue(2 ** 53 + 2)).toBe(true);
    expect(encodeValue(Long.fromString('9007199254740992'))).toBe(encodeValue(2 ** 53));
    expect(encodeValue(Long.fromNumber(7))).toBe(encodeValue(7));
    expect(encodeValue(-0)).toBe(encodeValue(0));
  });

  test('keys read from the stored bytes equal the keys of the decoded values', () => {
    for (const value of [
      ...VALUES.filter((v) => v !== undefined),
      [1, 'a', [2]],
      [{ x: 1 }],
      { nested: { deep: [1, null] } },
    ]) {
      const raw = Buffer.from(serialize({ v: value }));
      let key = '';
      forEachElement(raw, 0, (type, start, end) => {
        key = encodeRawValue(raw, type, start, end);
      });
      expect(key).toBe(encodeValue(value));
    }
  });

  test('compound keys compare field by field, ascending or inverted, whatever the lengths', () => {
    const tuples: unknown[][] = [];
    for (const a of ['', 'a', 'a\u0000', 'ab', 'b', 1, null])
      for (const b of ['', 'x', 'x\u0000', 2, null]) tuples.push([a, b]);
    for (const dirs of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ]) {
      const key = (t: unknown[]) => t.map((v, i) => (dirs[i] === 1 ? encodeValue(v) : invert(encodeValue(v)))).join('');
      for (const x of tuples) {
        for (const y of tuples) {
          const c0 = sign(compareValues(x[0], y[0])) * dirs[0];
          const expected = (c0 !== 0 ? c0 : sign(compareValues(x[1], y[1])) * dirs[1]) || 0;
          expect([x, y, cmp(key(x), key(y))]).toEqual([x, y, expected]);
        }
      }
    }
  });

  test('after(prefix) is above every key that starts with the prefix and below any other greater key', () => {
    const prefix = encodeValue('a');
    expect(after(prefix) > prefix + encodeValue('zzz')).toBe(true);
    expect(after(prefix) < encodeValue('a\u0001')).toBe(true);
    expect(after(prefix) <= encodeValue('b')).toBe(true);
    expect(after(invert(encodeValue('')))).toBe(after(invert(encodeValue('')).replace(/\uffff+$/, '')));
  });

  test('ranges select the values MongoDB does: same type only, NaN never, both directions', () => {
    const sample: unknown[] = [
      null,
      NaN,
      -Infinity,
      -3,
      0,
      2,
      2.5,
      3,
      Infinity,
      '',
      '2',
      'a',
      'b',
      new Date(0),
      new Date(3),
      true,
      false,
      new ObjectId('650000000000000000000005'),
    ];
    const ops: RangeOperator[] = ['$gt', '$gte', '$lt', '$lte'];
    for (const bound of sample.filter(isRangeable)) {
      for (const op of ops) {
        const interval = rangeInterval(op, bound);
        for (const descending of [false, true]) {
          const range = keyRange('', interval, descending);
          for (const v of sample) {
            const key = descending ? invert(encodeValue(v)) : encodeValue(v);
            const inRange = key >= range.low && key < range.high;
            const c = compareValues(v, bound);
            const comparable = bracketOf(v) === bracketOf(bound) && !(typeof v === 'number' && Number.isNaN(v));
            const expected =
              comparable && (op === '$gt' ? c > 0 : op === '$gte' ? c >= 0 : op === '$lt' ? c < 0 : c <= 0);
            if (inRange !== expected)
              throw new Error(`${String(v)} ${op} ${String(bound)} (descending ${descending}): range says ${inRange}`);
          }
        }
      }
    }
  });
});

function bracketOf(v: unknown): string {
  if (typeof v === 'number') return 'number';
  if (v instanceof Date) return 'date';
  if (v instanceof ObjectId) return 'oid';
  return typeof v;
}
