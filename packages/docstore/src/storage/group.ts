// `$group` over many documents: which top-level fields a group stage reads (so its input is decoded for just
// those), and a direct grouping for the common shapes (keys of fields, `$sum` of a field or a constant, `$push` of
// fields) that gives exactly what mingo's `$group` gives, at a fraction of its cost per document (mingo evaluates
// every expression through its generic machinery and keeps every document of a group until it sums them).
import type { Document } from './values';
import { isPlainObject } from './values';

/** Names a plain object answers without holding them (mingo reads them as missing): never read by a direct path. */
const INHERITED = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__']);

/**
 * Operators that read fields named otherwise than by a `$path` string (a bare name, or `sortBy` keys), or run
 * code: a stage holding one may read any field.
 */
const OPAQUE_OPERATORS = new Set(['$getField', '$setField', '$unsetField', '$function', '$accumulator', '$where', '$top', '$bottom', '$topN', '$bottomN']);

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

const fieldOf = (doc: Document, name: string): unknown => (Object.prototype.hasOwnProperty.call(doc, name) ? doc[name] : undefined);

/** A value mingo's hash map keys by itself (SameValueZero), not by structure. */
const isPrimitive = (v: unknown): boolean => v === null || (typeof v !== 'object' && typeof v !== 'function');

/** A constant a key may hold as it is: not a string mingo reads as a path or variable, not an object. */
const isConstant = (v: unknown): boolean => (typeof v === 'string' ? !v.startsWith('$') : isPrimitive(v) && typeof v !== 'undefined');

/** Marks a value the direct path cannot key as mingo would: the whole group is left to mingo. */
const UNSUPPORTED = Symbol('unsupported');

type KeyOf = (doc: Document) => unknown;

/** A group key from one part: a field's value or a constant (mingo: a missing field groups as null). */
function compilePart(expr: unknown): KeyOf | undefined {
  const field = topLevelField(expr);
  if (field !== undefined) return (doc) => fieldOf(doc, field);
  if (isConstant(expr)) return () => expr;
  if (isPlainObject(expr) && Object.keys(expr).length === 1 && Array.isArray(expr.$substrCP)) return compileSubstr(expr.$substrCP);
  return undefined;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** `{ $substrCP: ['$field', index, count] }` with constant non-negative integers (mingo: '' for null or missing). */
function compileSubstr(args: unknown[]): KeyOf | undefined {
  const [path, index, count] = args;
  const field = topLevelField(path);
  if (args.length !== 3 || field === undefined || !Number.isInteger(index) || !Number.isInteger(count)) return undefined;
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
  if (names.length === 0 || names.some((name) => name.startsWith('$') || name.includes('.') || INHERITED.has(name))) return undefined;
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
  run(input: Iterable<Document>): Document[] | undefined;
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
  return {
    run(input) {
      // Per group, in order of first appearance (as mingo's map yields them): its _id, count, and per accumulator
      // its sum or pushed values.
      const groups = new Map<unknown, { id: unknown; count: number; values: Array<number | unknown[]> }>();
      for (const doc of input) {
        const id = key.id(doc);
        if (id === UNSUPPORTED) return undefined;
        const identity = key.identity(id);
        if (identity === UNSUPPORTED) return undefined;
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
              return undefined;
            }
          }
        }
      }
      const out: Document[] = [];
      for (const group of groups.values()) {
        const doc: Document = { _id: group.id };
        accumulators.forEach((acc, i) => {
          doc[acc.name] = acc.kind === 'sum-constant' ? group.count * acc.constant : group.values[i];
        });
        out.push(doc);
      }
      return out;
    },
  };
}
