// `$group` over many documents: which top-level fields a group stage reads (so its input is decoded for just
// those), and a direct grouping for the common shapes (keys of fields, `$sum` of a field or a constant, `$push` of
// fields) that gives exactly what mingo's `$group` gives, at a fraction of its cost per document (mingo evaluates
// every expression through its generic machinery and keeps every document of a group until it sums them).
import { serialize } from 'bson';
import { ElementLocator, decodeSimple, isSimpleType } from './raw';
import type { Document } from './values';
import { isPlainObject } from './values';

/** Names a plain object answers without holding them (mingo reads them as missing): never read by a direct path. */
const INHERITED = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__']);

/**
 * Operators that read fields named otherwise than by a `$path` string (a bare name, or `sortBy` keys), or run
 * code: a stage holding one may read any field.
 */
const OPAQUE_OPERATORS = new Set([
  '$getField',
  '$setField',
  '$unsetField',
  '$function',
  '$accumulator',
  '$where',
  '$top',
  '$bottom',
  '$topN',
  '$bottomN',
]);

/**
 * The top-level fields an expression reads through `$path` strings, added to `out`; false when it may read others
 * (a variable such as `$$ROOT` or `$$CURRENT`, or an operator in OPAQUE_OPERATORS).
 */
function collectFields(expr: unknown, out: Set<string>): boolean {
  if (typeof expr === 'string') {
    if (!expr.startsWith('$')) return true;
    if (expr.startsWith('$$')) return false;
    const path = expr.slice(1);
    const dot = path.indexOf('.');
    out.add(dot === -1 ? path : path.slice(0, dot));
    return true;
  }
  if (Array.isArray(expr)) return expr.every((item) => collectFields(item, out));
  if (expr !== null && typeof expr === 'object') {
    if (!isPlainObject(expr)) return true; // a BSON value (ObjectId, Date, ...): a constant
    for (const [key, value] of Object.entries(expr)) {
      if (OPAQUE_OPERATORS.has(key)) return false;
      if (!collectFields(value, out)) return false;
    }
  }
  return true;
}

/** The top-level fields a `$group` stage's spec reads, or undefined when it may read any. */
export function groupFields(spec: unknown): string[] | undefined {
  if (!isPlainObject(spec)) return undefined;
  const out = new Set<string>();
  return collectFields(spec, out) ? [...out] : undefined;
}

/** A `$path` naming a top-level field a document holds as its own property (no dots, no variables). */
function topLevelField(expr: unknown): string | undefined {
  if (typeof expr !== 'string' || !expr.startsWith('$') || expr.length < 2) return undefined;
  const name = expr.slice(1);
  if (name.startsWith('$') || name.includes('.') || INHERITED.has(name)) return undefined;
  return name;
}

const fieldOf = (doc: Document, name: string): unknown => (Object.hasOwn(doc, name) ? doc[name] : undefined);

/** A value mingo's hash map keys by itself (SameValueZero), not by structure. */
const isPrimitive = (v: unknown): boolean => v === null || (typeof v !== 'object' && typeof v !== 'function');

/** A constant a key may hold as it is: not a string mingo reads as a path or variable, not an object. */
const isConstant = (v: unknown): boolean =>
  typeof v === 'string' ? !v.startsWith('$') : isPrimitive(v) && typeof v !== 'undefined';

/** Marks a value the direct path cannot key as mingo would: the whole group is left to mingo. */
const UNSUPPORTED = Symbol('unsupported');

type KeyOf = (doc: Document) => unknown;

/** A group key from one part: a field's value or a constant (mingo: a missing field groups as null). */
function compilePart(expr: unknown): KeyOf | undefined {
  const field = topLevelField(expr);
  if (field !== undefined) return (doc) => fieldOf(doc, field);
  if (isConstant(expr)) return () => expr;
  if (isPlainObject(expr) && Object.keys(expr).length === 1 && Array.isArray(expr.$substrCP))
    return compileSubstr(expr.$substrCP);
  return undefined;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** `{ $substrCP: ['$field', index, count] }` with constant non-negative integers (mingo: '' for null or missing). */
function compileSubstr(args: unknown[]): KeyOf | undefined {
  const [path, index, count] = args;
  const field = topLevelField(path);
  if (args.length !== 3 || field === undefined || !Number.isInteger(index) || !Number.isInteger(count))
    return undefined;
  const from = index as number;
  const n = count as number;
  if (from < 0 || n < 0) return undefined;
  return (doc) => {
    const s = fieldOf(doc, field);
    if (s === null || s === undefined) return '';
    // Not a string: mingo's error, from mingo.
    if (typeof s !== 'string') return UNSUPPORTED;
    return SURROGATE.test(s) ? [...s].slice(from, from + n).join('') : s.slice(from, from + n);
  };
}

/** A part of a composite key as a string: equal exactly when mingo's isEqual holds for these values. */
function partKey(v: unknown): string | undefined {
  switch (typeof v) {
    case 'string':
      return `s${v.length}:${v}`;
    case 'number':
      // -0 and NaN: how mingo hashes them inside an object is left to mingo.
      return Number.isNaN(v) || Object.is(v, -0) ? undefined : `n${v};`;
    case 'boolean':
      return v ? 't' : 'f';
    case 'undefined':
      return 'u';
  }
  return v === null ? 'z' : undefined;
}

interface GroupKey {
  /** The group's `_id` for a document (UNSUPPORTED: leave the stage to mingo). */
  id: (doc: Document) => unknown;
  /** What the groups are told apart by (the `_id` itself when it is a primitive). */
  identity: (id: unknown) => unknown;
}

function compileKey(expr: unknown): GroupKey | undefined {
  if (isPlainObject(expr) && Object.keys(expr).length > 0 && !Object.keys(expr).some((k) => k.startsWith('$'))) {
    // { a: '$a', b: '$b', ... }: an object per document; objects are equal field by field.
    const names = Object.keys(expr);
    const parts = names.map((name) => compilePart(expr[name]));
    if (parts.some((part) => part === undefined) || names.some((name) => INHERITED.has(name))) return undefined;
    const compiled = parts as KeyOf[];
    return {
      id: (doc) => {
        const out: Document = {};
        for (let i = 0; i < names.length; i++) {
          const value = compiled[i](doc);
          if (value === UNSUPPORTED || !isPrimitive(value)) return UNSUPPORTED;
          out[names[i]] = value;
        }
        return out;
      },
      identity: (id) => {
        let key = '';
        for (const name of names) {
          const part = partKey((id as Document)[name]);
          if (part === undefined) return UNSUPPORTED;
          key += part;
        }
        return key;
      },
    };
  }
  const part = compilePart(expr);
  if (part === undefined) return undefined;
  return {
    id: (doc) => {
      const value = part(doc) ?? null;
      // A map holds -0 as its key 0, and mingo's groups are a map's keys.
      if (value === 0) return 0;
      return isPrimitive(value) ? value : UNSUPPORTED;
    },
    identity: (id) => id,
  };
}

/** One output field of a group: `$sum` of a field or a constant, or `$push` of a field or an object of fields. */
type Accumulator =
  | { name: string; kind: 'sum-constant'; constant: number }
  | { name: string; kind: 'sum-field'; field: string }
  | { name: string; kind: 'push'; value: KeyOf };

/** What `$push` pushes for a document, as mingo evaluates it (a missing field pushes null; in an object it is left out). */
function compilePushed(expr: unknown): KeyOf | undefined {
  const field = topLevelField(expr);
  if (field !== undefined) return (doc) => fieldOf(doc, field) ?? null;
  if (!isPlainObject(expr)) return undefined;
  const names = Object.keys(expr);
  if (names.length === 0 || names.some((name) => name.startsWith('$') || name.includes('.') || INHERITED.has(name)))
    return undefined;
  const parts: Array<{ name: string; field?: string; constant?: unknown }> = [];
  for (const name of names) {
    const value = expr[name];
    const part = topLevelField(value);
    if (part !== undefined) parts.push({ name, field: part });
    else if (isConstant(value)) parts.push({ name, constant: value });
    else return undefined;
  }
  return (doc) => {
    const out: Document = {};
    for (const part of parts) out[part.name] = part.field !== undefined ? fieldOf(doc, part.field) : part.constant;
    return out;
  };
}

function compileAccumulator(name: string, spec: unknown): Accumulator | undefined {
  if (name.startsWith('$') || name.includes('.') || !isPlainObject(spec)) return undefined;
  const keys = Object.keys(spec);
  if (keys.length !== 1) return undefined;
  if (keys[0] === '$push') {
    const value = compilePushed(spec.$push);
    return value === undefined ? undefined : { name, kind: 'push', value };
  }
  if (keys[0] !== '$sum') return undefined;
  const arg = spec.$sum;
  if (typeof arg === 'number' && !Number.isNaN(arg)) return { name, kind: 'sum-constant', constant: arg };
  const field = topLevelField(arg);
  return field === undefined ? undefined : { name, kind: 'sum-field', field };
}

/** A `$group` stage computed directly: `run` answers its output, or undefined when mingo must (a key it cannot make). */
export interface DirectGroup {
  /**
   * Whether the input may come in any order (sums and counts: no `$push`); the groups then come out in another
   * order, and sums of fractions may round differently: MongoDB promises neither order without a `$sort`.
   */
  readonly orderFree: boolean;
  run(input: Iterable<Document>): Document[] | undefined;
  /** The same, a document at a time (so a caller may pause between documents). */
  start(): GroupRun;
}

/** One `$group` being computed: `add` answers false once mingo must compute it instead. */
export interface GroupRun {
  add(doc: Document): boolean;
  result(): Document[];
}

/** The direct form of a `$group` spec, or undefined for shapes left to mingo. */
export function compileGroup(spec: unknown): DirectGroup | undefined {
  if (!isPlainObject(spec) || !('_id' in spec)) return undefined;
  const key = compileKey(spec._id);
  if (key === undefined) return undefined;
  const accumulators: Accumulator[] = [];
  for (const [name, acc] of Object.entries(spec)) {
    if (name === '_id') continue;
    const compiled = compileAccumulator(name, acc);
    if (compiled === undefined) return undefined;
    accumulators.push(compiled);
  }
  const start = (): GroupRun => {
    // Per group, in order of first appearance (as mingo's map yields them): its _id, count, and per accumulator
    // its sum or pushed values.
    const groups = new Map<unknown, { id: unknown; count: number; values: Array<number | unknown[]> }>();
    const add = (doc: Document): boolean => {
      const id = key.id(doc);
      if (id === UNSUPPORTED) return false;
      const identity = key.identity(id);
      if (identity === UNSUPPORTED) return false;
      let group = groups.get(identity);
      if (group === undefined) {
        group = { id, count: 0, values: accumulators.map((acc) => (acc.kind === 'push' ? [] : 0)) };
        groups.set(identity, group);
      }
      group.count++;
      for (let i = 0; i < accumulators.length; i++) {
        const acc = accumulators[i];
        if (acc.kind === 'push') {
          (group.values[i] as unknown[]).push(acc.value(doc));
        } else if (acc.kind === 'sum-field') {
          // mingo's $sum: the numbers (not NaN) added in document order from 0; null and missing add nothing.
          const value = fieldOf(doc, acc.field);
          if (typeof value === 'number') {
            if (!Number.isNaN(value)) (group.values[i] as number) += value;
          } else if (value !== null && value !== undefined) {
            // Strings, arrays, BSON numbers...: mingo decides what they add.
            return false;
          }
        }
      }
      return true;
    };
    const result = (): Document[] => {
      const out: Document[] = [];
      for (const group of groups.values()) {
        const doc: Document = { _id: group.id };
        accumulators.forEach((acc, i) => {
          doc[acc.name] = acc.kind === 'sum-constant' ? group.count * acc.constant : group.values[i];
        });
        out.push(doc);
      }
      return out;
    };
    return { add, result };
  };
  return {
    orderFree: accumulators.every((acc) => acc.kind !== 'push'),
    start,
    run(input) {
      const run = start();
      for (const doc of input) if (!run.add(doc)) return undefined;
      return run.result();
    },
  };
}

/**
 * Value types whose stored bytes a pushed object may keep as they are: a decode and encode would give the same
 * value (MongoDB itself keeps the stored type, which that round trip may not: a double 42.0 would come back an
 * int32). Others (embedded documents, regexes, code, deprecated types) send the stage to the decoded path.
 */
const COPIED_TYPES = new Set([0x01, 0x02, 0x05, 0x07, 0x08, 0x09, 0x0a, 0x10, 0x12, 0x13]);

/** `$group` computed on the stored bytes, giving encoded documents: `run` answers undefined when it cannot. */
export interface RawGroup {
  run(input: Iterable<Uint8Array>): Buffer[] | undefined;
}

/**
 * The bytes-only form of a `$group` keyed by a top-level field whose every output pushes an object of top-level
 * fields (`{ rows: { $push: { a: '$a', b: '$b' } } }`: each document's fields, packed per group). Each pushed
 * object is built by copying its fields' stored elements, so nothing is decoded but the key; the answer is what the
 * decoded path encodes (a missing field left out of its object), with every copied value in its stored type.
 * Undefined for other shapes; used only as a pipeline's last stage, since later stages would decode its output.
 */
export function compileRawPush(spec: unknown): RawGroup | undefined {
  if (!isPlainObject(spec)) return undefined;
  const keyField = topLevelField(spec._id);
  if (keyField === undefined) return undefined;
  const outputs: Array<{ name: Buffer; fields: Array<{ name: Buffer; slot: number }> }> = [];
  const fieldNames = [keyField];
  const slotOf = (field: string) => {
    const at = fieldNames.indexOf(field);
    return at >= 0 ? at : fieldNames.push(field) - 1;
  };
  for (const [name, acc] of Object.entries(spec)) {
    if (name === '_id') continue;
    if (
      name.startsWith('$') ||
      name.includes('.') ||
      !isPlainObject(acc) ||
      Object.keys(acc).length !== 1 ||
      !isPlainObject(acc.$push)
    )
      return undefined;
    const pushed = acc.$push;
    const names = Object.keys(pushed);
    if (
      names.length === 0 ||
      names.some((n) => n.startsWith('$') || n.includes('.') || INHERITED.has(n) || n.includes('\0'))
    )
      return undefined;
    const fields: Array<{ name: Buffer; slot: number }> = [];
    for (const n of names) {
      const field = topLevelField(pushed[n]);
      if (field === undefined) return undefined;
      fields.push({ name: Buffer.from(`${n}\0`, 'utf8'), slot: slotOf(field) });
    }
    outputs.push({ name: Buffer.from(`${name}\0`, 'utf8'), fields });
  }
  if (outputs.length === 0) return undefined;
  const locator = new ElementLocator(fieldNames);
  return {
    run(input) {
      // Pushed objects are written one after another into `arena`; a group holds, per output, where its objects are.
      let arena = Buffer.allocUnsafe(64 * 1024);
      let used = 0;
      const groups = new Map<unknown, number[][]>();
      // The previous document's key element (where its bytes are) and its group.
      let last: { raw: Uint8Array; type: number; start: number; end: number; spans: number[][] } | undefined;
      for (const raw of input) {
        locator.locate(raw);
        const { types, starts, ends } = locator;
        // The key as the decoded path keys it: a primitive (a missing or null field groups as null, -0 as 0). Input
        // in key order (as a sort before the group makes it) repeats the previous document's key: its bytes are
        // compared rather than decoded again.
        let spans: number[][] | undefined;
        if (
          last !== undefined &&
          sameValue(last.raw, last.type, last.start, last.end, raw, types[0], starts[0], ends[0])
        ) {
          spans = last.spans;
        } else {
          let id: unknown = null;
          if (types[0] !== 0 && types[0] !== 0x0a) {
            if (!isSimpleType(types[0])) return undefined;
            id = decodeSimple(raw, types[0], starts[0], ends[0]);
            if (!isPrimitive(id)) return undefined;
            if (id === 0) id = 0;
          }
          spans = groups.get(id);
          if (spans === undefined) {
            spans = outputs.map(() => []);
            groups.set(id, spans);
          }
          last = { raw, type: types[0], start: starts[0], end: ends[0], spans };
        }
        for (let i = 0; i < outputs.length; i++) {
          const fields = outputs[i].fields;
          let size = 5;
          for (const field of fields) {
            const type = types[field.slot];
            if (type === 0) continue;
            if (!COPIED_TYPES.has(type)) return undefined;
            size += 1 + field.name.length + ends[field.slot] - starts[field.slot];
          }
          if (used + size > arena.length) {
            const grown = Buffer.allocUnsafe(Math.max(arena.length * 2, used + size));
            arena.copy(grown, 0, 0, used);
            arena = grown;
          }
          spans[i].push(used, used + size);
          arena.writeInt32LE(size, used);
          let w = used + 4;
          for (const field of fields) {
            const type = types[field.slot];
            if (type === 0) continue;
            arena[w++] = type;
            w = copyBytes(field.name, 0, field.name.length, arena, w);
            w = copyBytes(raw, starts[field.slot], ends[field.slot], arena, w);
          }
          arena[w] = 0;
          used += size;
        }
      }
      const out: Buffer[] = [];
      for (const [id, spans] of groups) {
        const head = Buffer.from(serialize({ _id: id }));
        out.push(
          groupDocument(
            head.subarray(4, head.length - 1),
            arena,
            outputs.map((output, i) => ({ name: output.name, spans: spans[i] })),
          ),
        );
      }
      return out;
    },
  };
}

/** Whether two elements hold the same bytes of the same type (a missing field: type 0). */
function sameValue(
  a: Uint8Array,
  aType: number,
  aStart: number,
  aEnd: number,
  b: Uint8Array,
  bType: number,
  bStart: number,
  bEnd: number,
): boolean {
  if (aType !== bType || aEnd - aStart !== bEnd - bStart) return false;
  if (aType === 0) return true;
  for (let i = 0; i < aEnd - aStart; i++) if (a[aStart + i] !== b[bStart + i]) return false;
  return true;
}

/** Copies `from[start..end)` into `to` at `at`; returns the offset past it (short runs byte by byte: cheaper than a call). */
function copyBytes(from: Uint8Array, start: number, end: number, to: Buffer, at: number): number {
  if (end - start > 64) {
    to.set(from.subarray(start, end), at);
    return at + end - start;
  }
  let w = at;
  for (let r = start; r < end; r++) to[w++] = from[r];
  return w;
}

/** `{ _id, <name>: [docs...], ... }` written in one buffer (`idElement`: the encoded `_id` element; `spans`: where each document is in `arena`). */
function groupDocument(idElement: Buffer, arena: Buffer, arrays: Array<{ name: Buffer; spans: number[] }>): Buffer {
  // An array is a document keyed "0", "1", ...: per entry its type byte, its index and NUL, and the document.
  const arraySize = (spans: number[]) => {
    let n = 5;
    for (let i = 0; i < spans.length; i += 2) n += 2 + String(i / 2).length + spans[i + 1] - spans[i];
    return n;
  };
  const length = 4 + idElement.length + arrays.reduce((n, a) => n + 1 + a.name.length + arraySize(a.spans), 0) + 1;
  const out = Buffer.allocUnsafe(length);
  out.writeInt32LE(length, 0);
  let w = copyBytes(idElement, 0, idElement.length, out, 4);
  for (const { name, spans } of arrays) {
    out[w++] = 0x04;
    w = copyBytes(name, 0, name.length, out, w);
    const start = w;
    w += 4;
    for (let i = 0; i < spans.length; i += 2) {
      out[w++] = 0x03;
      w += out.write(String(i / 2), w, 'latin1');
      out[w++] = 0;
      w = copyBytes(arena, spans[i], spans[i + 1], out, w);
    }
    out[w++] = 0;
    out.writeInt32LE(w - start, start);
  }
  out[w] = 0;
  return out;
}
