import { Long, ObjectId, serialize } from 'bson';
import { KeyExtractor } from './index-keys';
import { NULL_KEY, encodeValue } from './keystring';
import { valuesAtPath } from './values';

describe('reading indexed fields from stored bytes', () => {
  const paths = ['a', 'tags', 'sub.x', 'list.k', 'missing', 'sub'];
  const extractor = new KeyExtractor(paths);
  const docs: Array<Record<string, unknown>> = [
    { a: 1, tags: ['x', 'y', 'x'], sub: { x: 'deep' }, list: [{ k: 1 }, { k: 2 }, { j: 3 }] },
    { a: 'text', tags: [], sub: { x: [1, [2, 3]] }, list: [] },
    { a: null, tags: 'single', sub: 5, list: { k: new Date(3) } },
    { a: [[1, 2], { b: 1 }], tags: [new ObjectId('650000000000000000000001'), Long.fromString('9007199254740993')] },
    { _id: 1 },
  ];

  test('every path gives the keys of its values (array elements one by one), whether read from bytes or decoded', () => {
    for (const doc of docs) {
      const got = extractor.extract(Buffer.from(serialize(doc)));
      paths.forEach((path, slot) => {
        const values = valuesAtPath(doc, path);
        const expected = [...new Set(values.map(encodeValue))];
        expect([path, got.keys[slot]]).toEqual([path, expected]);
        expect([path, got.missing[slot]]).toEqual([path, values.every((v) => v === undefined)]);
      });
    }
  });

  test('arrays met on the way are reported (the index becomes multikey); a missing field is null', () => {
    const first = extractor.extract(Buffer.from(serialize(docs[0])));
    expect(first.arrays).toEqual([false, true, false, true, false, false]);
    const scalar = extractor.extract(Buffer.from(serialize(docs[2])));
    expect(scalar.arrays).toEqual([false, false, false, false, false, false]);
    const empty = extractor.extract(Buffer.from(serialize(docs[1])));
    expect(empty.arrays[1]).toBe(true);
    expect(empty.keys[1]).toEqual([encodeValue([])]);
    expect(
      extractor.extract(Buffer.from(serialize(docs[4]))).keys.every((k) => k.length === 1 && k[0] === NULL_KEY),
    ).toBe(true);
  });
});
