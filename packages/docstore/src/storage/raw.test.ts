import { Double, Int32, deserialize, serialize } from 'bson';
import { FieldPicker, TopLevelProjector, elements, projectTopLevel, reencode, withIdFirst, withLeadingId } from './raw';

const elementNames = (raw: Uint8Array) => elements(raw).map((e) => e.name);
import { keyOf } from './values';

const bytes = (doc: Record<string, unknown>) => Buffer.from(serialize(doc));

describe('raw BSON helpers', () => {
  test('withIdFirst moves a trailing _id to the front and keeps every other byte', () => {
    const raw = bytes({ a: new Double(1), b: 'x', _id: 7 });
    const moved = withIdFirst(raw);
    expect(Object.keys(deserialize(moved))).toEqual(['_id', 'a', 'b']);
    expect(deserialize(moved, { promoteValues: false }).a).toBeInstanceOf(Double);
  });

  test('withLeadingId adds an _id', () => {
    expect(deserialize(withLeadingId(bytes({ a: 1 }), 'id'))).toEqual({ _id: 'id', a: 1 });
  });

  test('FieldPicker decodes only the named top-level fields', () => {
    const picker = new FieldPicker(['_id', 'userId']);
    expect(picker.pick(bytes({ _id: 1, other: { deep: [1, 2] }, userId: 'u', re: /x/g }))).toEqual({
      _id: 1,
      userId: 'u',
    });
    expect(picker.pick(bytes({ userId: ['a', { b: 1 }], _id: 2 }))).toEqual({ userId: ['a', { b: 1 }], _id: 2 });
    expect(picker.pick(bytes({ other: 1 }))).toEqual({});
  });

  test('FieldPicker reads a name given twice as its first copy, as index keys do', () => {
    const element = (doc: Record<string, unknown>) => bytes(doc).subarray(4, -1);
    const body = Buffer.concat([element({ _id: 1 }), element({ userId: 'first' }), element({ userId: 'second' })]);
    const raw = Buffer.concat([Buffer.alloc(4), body, Buffer.from([0])]);
    raw.writeInt32LE(raw.length, 0);
    expect(new FieldPicker(['userId']).pick(raw)).toEqual({ userId: 'first' });
  });

  test('reencode keeps the stored bytes (and types) of unchanged fields', () => {
    const raw = bytes({ _id: 1, dbl: new Double(42), n: new Int32(1) });
    const old = deserialize(raw);
    const next = { ...old, n: 2 };
    const out = deserialize(
      reencode(raw, old, next, (a, b) => keyOf(a) === keyOf(b)),
      { promoteValues: false },
    );
    expect(out.dbl).toBeInstanceOf(Double);
    expect(out.n.valueOf()).toBe(2);
  });

  test('top-level projection on bytes', () => {
    const raw = bytes({ _id: 1, a: 1, b: 2, c: 3 });
    expect(deserialize(projectTopLevel(raw, new Set(['a', 'c']), true, false))).toEqual({ a: 1, c: 3 });
    expect(deserialize(projectTopLevel(raw, new Set(['a']), false, true))).toEqual({ _id: 1, b: 2, c: 3 });
  });

  test('an inclusion keeps the first copy of a name a document holds twice, and still finds the names after it', () => {
    const element = (doc: Record<string, unknown>) => bytes(doc).subarray(4, -1);
    const body = Buffer.concat([
      element({ a: 'first' }),
      element({ _id: 1 }),
      element({ a: 'second' }),
      element({ x: 0 }),
      element({ b: 2 }),
    ]);
    const raw = Buffer.concat([Buffer.alloc(4), body, Buffer.from([0])]);
    raw.writeInt32LE(raw.length, 0);
    const projector = new TopLevelProjector(['a', 'b'], true, true);
    expect(deserialize(projector.project(raw))).toEqual({ a: 'first', _id: 1, b: 2 });
    expect(elementNames(projector.project(raw))).toEqual(['a', '_id', 'b']);
    // An exclusion keeps everything it does not name, repeats included.
    expect(elementNames(new TopLevelProjector(['x'], false, false).project(raw))).toEqual(['a', 'a', 'b']);
  });
});
