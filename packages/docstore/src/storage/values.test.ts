import { Binary, Decimal128, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { compareStrings, compareValues, keyOf, valuesAtPath } from './values';

describe('BSON value order and equality keys', () => {
  test('values sort in MongoDB’s cross-type order', () => {
    const ordered = [
      new MinKey(),
      null,
      -1,
      Long.fromNumber(2),
      Decimal128.fromString('2.5'),
      'a',
      { a: 1 },
      [1],
      new Binary(Buffer.from([1])),
      new ObjectId('000000000000000000000001'),
      false,
      true,
      new Date(0),
      /x/,
      new MaxKey(),
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareValues)).toEqual(ordered);
  });

  test('ObjectIds order by their bytes', () => {
    const a = new ObjectId('0000000100000000000000ff');
    const b = new ObjectId('000000020000000000000000');
    expect(compareValues(a, b)).toBeLessThan(0);
  });

  test('equal values of different numeric types share a key; null and missing share one', () => {
    expect(keyOf(5)).toBe(keyOf(Long.fromNumber(5)));
    expect(keyOf(5)).toBe(keyOf(Decimal128.fromString('5.0')));
    expect(keyOf(null)).toBe(keyOf(undefined));
    expect(keyOf('5')).not.toBe(keyOf(5));
    expect(keyOf(new ObjectId('000000000000000000000001'))).toBe(keyOf(new ObjectId('000000000000000000000001')));
  });

  test('paths descend into arrays of documents', () => {
    expect(valuesAtPath({ a: [{ b: 1 }, { b: [2, 3] }, { c: 1 }] }, 'a.b')).toEqual([1, 2, 3, undefined]);
    expect(valuesAtPath({ a: { b: 'x' } }, 'a.b')).toEqual(['x']);
    expect(valuesAtPath({}, 'a.b')).toEqual([undefined]);
  });

  test('strings compare by UTF-8 bytes (code points), as MongoDB does, not by UTF-16 units', () => {
    const ordered = ['', 'A', 'a', 'ab', 'é', '\ue000', '\uffff', '\u{10000}', '\u{1f600}'];
    for (let i = 0; i < ordered.length; i++) {
      for (let j = 0; j < ordered.length; j++) {
        expect([ordered[i], ordered[j], Math.sign(compareStrings(ordered[i], ordered[j]))]).toEqual([
          ordered[i],
          ordered[j],
          Math.sign(i - j),
        ]);
        const bytes = Buffer.compare(Buffer.from(ordered[i]), Buffer.from(ordered[j]));
        expect(Math.sign(compareValues(ordered[i], ordered[j]))).toBe(bytes);
      }
    }
  });
});
