// BSON values as the server sees them after `deserialize` with promoted numbers: equality keys for indexes and
// MongoDB's comparison order for sorting (mingo's own order differs for ObjectId, Decimal128, Long and friends).
import type { Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';

export type Document = Record<string, unknown>;

function bsonTypeOf(value: object): string | undefined {
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

export function isPlainObject(value: unknown): value is Document {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value !== null && typeof value === 'object') {
    switch (bsonTypeOf(value)) {
      case 'Long':
        return (value as Long).toNumber();
      case 'Decimal128':
        return Number((value as Decimal128).toString());
      case 'Int32':
      case 'Double':
        return (value as { valueOf(): number }).valueOf();
    }
  }
  return undefined;
}

/**
 * A string that is equal for two values exactly when MongoDB's equality says they are equal
 * (1, 1.0 and Long(1) alike; null and missing alike). Used as index and `_id` map key.
 */
export function keyOf(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'z';
    case 'string':
      return 's' + value;
    case 'number':
      return 'n' + (value === 0 ? '0' : String(value));
    case 'boolean':
      return value ? 'T' : 'F';
    case 'bigint':
      return 'n' + value.toString();
  }
  if (value === null) return 'z';
  if (value instanceof Date) return 'd' + value.getTime();
  if (value instanceof RegExp) return 'r' + value.source + '/' + value.flags;
  if (Array.isArray(value)) return 'a' + JSON.stringify(value.map(keyOf));
  const obj = value as object;
  switch (bsonTypeOf(obj)) {
    case 'ObjectId': {
      // Raw bytes as a one-byte string behind a NUL: compact map keys, and what the raw key reader produces.
      const id = (obj as ObjectId).id;
      return '\u0000' + Buffer.from(id.buffer, id.byteOffset, 12).toString('latin1');
    }
    case 'Long': {
      const long = obj as Long;
      const n = long.toNumber();
      return 'n' + (Number.isSafeInteger(n) ? String(n) : long.toString());
    }
    case 'Decimal128':
    case 'Int32':
    case 'Double':
      return 'n' + String(numberOf(obj));
    case 'Binary':
      return 'x' + (obj as Binary).sub_type + ':' + Buffer.from((obj as Binary).buffer).toString('base64');
    case 'Timestamp':
      return 't' + (obj as Timestamp).toString();
    case 'MinKey':
      return 'm';
    case 'MaxKey':
      return 'M';
    case 'BSONRegExp': {
      const re = obj as { pattern: string; options: string };
      return 'r' + re.pattern + '/' + re.options;
    }
    case 'BSONSymbol':
      return 's' + String((obj as { value: string }).value);
    case 'Code':
      return 'c' + String((obj as { code: string }).code);
  }
  const entries = Object.keys(obj).map((k) => [k, keyOf((obj as Document)[k])]);
  return 'O' + JSON.stringify(entries);
}

/** MongoDB's cross-type order: MinKey, null, numbers, strings, objects, arrays, binData, ObjectId, bool, date, timestamp, regex, MaxKey. */
export function typeRank(value: unknown): number {
  switch (typeof value) {
    case 'undefined':
      return 2;
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
  }
  if (value === null) return 2;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  if (Array.isArray(value)) return 6;
  switch (bsonTypeOf(value as object)) {
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Decimal128':
    case 'Int32':
    case 'Double':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    case 'Code':
      return 14;
  }
  return 5;
}

const cmp = <T extends number | string | bigint>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Strings in MongoDB's order: by UTF-8 bytes, which is code point order. JavaScript's `<` compares UTF-16 units,
 * which puts characters beyond U+FFFF (surrogate pairs) before U+E000..U+FFFF; only that case is corrected.
 */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      if (x <= 0xdfff) x += 0x10000;
      if (y <= 0xdfff) y += 0x10000;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return cmp(a.length, b.length);
}

/** Compares two values in MongoDB's BSON order (arrays compared element-wise, as in a direct comparison). */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 3: {
      const x = numberOf(a) ?? Number(a);
      const y = numberOf(b) ?? Number(b);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
      return cmp(x, y);
    }
    case 4:
      return compareStrings(String(a), String(b));
    case 5:
      return compareObjects(a as Document, b as Document);
    case 6: {
      const xs = a as unknown[];
      const ys = b as unknown[];
      const n = Math.min(xs.length, ys.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(xs[i], ys[i]);
        if (c !== 0) return c;
      }
      return cmp(xs.length, ys.length);
    }
    case 7: {
      const x = a as Binary;
      const y = b as Binary;
      return cmp(x.length(), y.length()) || cmp(x.sub_type, y.sub_type) || compareBytes(x.buffer, y.buffer);
    }
    case 8:
      return cmp((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12:
      return compareStrings(keyOf(a), keyOf(b));
  }
  return 0;
}

function compareObjects(a: Document, b: Document): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const c =
      cmp(typeRank(a[ka[i]]), typeRank(b[kb[i]])) || compareStrings(ka[i], kb[i]) || compareValues(a[ka[i]], b[kb[i]]);
    if (c !== 0) return c;
  }
  return cmp(ka.length, kb.length);
}

/**
 * Every value found at a dotted path, descending into arrays on the way (MongoDB's multikey view).
 * A missing field yields `undefined`; a leaf array yields its elements (or itself when empty).
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  return out;
}

function collect(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(value) && value.length > 0) out.push(...value);
    else out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const part = parts[i];
    if (/^\d+$/.test(part) && Number(part) < value.length) {
      collect(value[Number(part)], parts, i + 1, out);
      return;
    }
    const before = out.length;
    for (const el of value) if (isPlainObject(el)) collect(el, parts, i, out);
    if (out.length === before) out.push(undefined);
    return;
  }
  if (!isPlainObject(value)) {
    out.push(undefined);
    return;
  }
  collect(value[parts[i]], parts, i + 1, out);
}

/** The value a document sorts by for one sort key: the smallest (ascending) or largest (descending) of its values. */
export function sortValue(doc: Document, path: string, direction: 1 | -1): unknown {
  const top = path.includes('.') ? undefined : doc[path];
  if (!path.includes('.') && !Array.isArray(top)) return top;
  const values = valuesAtPath(doc, path);
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareValues(values[i], best);
    if (direction === 1 ? c < 0 : c > 0) best = values[i];
  }
  return best;
}

export type SortSpec = Array<[string, 1 | -1]>;

export function parseSort(sort: unknown): SortSpec | undefined {
  if (!isPlainObject(sort)) return undefined;
  const spec: SortSpec = [];
  for (const [field, dir] of Object.entries(sort)) {
    if (isPlainObject(dir)) continue; // { $meta: 'textScore' }: no text search, natural order
    spec.push([field, Number(dir) < 0 ? -1 : 1]);
  }
  return spec.length ? spec : undefined;
}

export function compareBySort(spec: SortSpec): (a: Document, b: Document) => number {
  return (a, b) => {
    for (const [field, dir] of spec) {
      const c = compareValues(sortValue(a, field, dir), sortValue(b, field, dir));
      if (c !== 0) return dir === 1 ? c : -c;
    }
    return 0;
  };
}
