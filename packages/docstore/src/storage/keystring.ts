// Index keys as strings whose plain string order is MongoDB's BSON order (the order `compareValues` defines), so
// an ordered index is a sorted set of strings compared natively, a compound key is the concatenation of its
// fields' encodings, and a descending field is its encoding with every byte inverted. Keys are byte strings (every
// character below 0x100, as a latin1 decode makes them), which V8 stores and compares several times faster than
// strings of wider characters; text is held as its UTF-8 bytes, whose order is MongoDB's string order.
//
// Every encoding starts with a byte for the value's type rank and is prefix-free (no complete encoding is a
// proper prefix of another), so comparing two concatenations decides on the first field that differs, and "all
// keys starting with P" is the interval [P, after(P)).
import { deserialize, type Binary, type Decimal128, type Long, type ObjectId, type Timestamp } from 'bson';
import { type Document, keyOf, typeRank } from './values';

const RANK_BASE = 0x40;
const RANKS = Array.from({ length: 16 }, (_, r) => String.fromCharCode(RANK_BASE + r));

/** The first byte of every encoding of a value of type rank `rank` (see `typeRank`). */

const NUMBER = RANKS[3];
const STRING = RANKS[4];
const OBJECT_ID = RANKS[8];
const BOOLEAN = RANKS[9];
const DATE = RANKS[10];
/** Encoding of null, undefined and a missing field (they are equal in MongoDB's order). */
export const NULL_KEY = RANKS[2];
/** Ends an object's or an array's list of members; lower than any rank byte. */
const END = '\x00';
/** Greater than every key (keys start with a rank byte or an inverted one, never 0xff). */
export const TOP = '\xff';

const scratch = new DataView(new ArrayBuffer(8));
const byteChars = (view: DataView) =>
  String.fromCharCode(
    view.getUint8(0),
    view.getUint8(1),
    view.getUint8(2),
    view.getUint8(3),
    view.getUint8(4),
    view.getUint8(5),
    view.getUint8(6),
    view.getUint8(7),
  );

/** Eight bytes whose order is the numeric order of `n` (NaN lowest, -0 equal to 0). */
function doubleBytes(n: number): string {
  if (Number.isNaN(n)) return '\x00\x00\x00\x00\x00\x00\x00\x00';
  scratch.setFloat64(0, n === 0 ? 0 : n);
  const hi = scratch.getUint32(0);
  if (hi >= 0x80000000) {
    scratch.setUint32(0, ~hi >>> 0);
    scratch.setUint32(4, ~scratch.getUint32(4) >>> 0);
  } else {
    scratch.setUint32(0, hi + 0x80000000);
  }
  return byteChars(scratch);
}

/** Eight bytes whose order is the order of the signed 64-bit integer `n`. */
function int64Bytes(n: bigint): string {
  scratch.setBigInt64(0, n);
  scratch.setUint8(0, scratch.getUint8(0) ^ 0x80);
  return byteChars(scratch);
}

/** The largest double below `d` (|d| >= 2^53 here, so never zero). */
function previousDouble(d: number): number {
  scratch.setFloat64(0, d);
  const bits = scratch.getBigUint64(0);
  scratch.setBigUint64(0, d > 0 ? bits - 1n : bits + 1n);
  return scratch.getFloat64(0);
}

/** A number: its double, then two bytes that order 64-bit integers a double cannot hold exactly. */
export function encodeNumber(n: number): string {
  return NUMBER + doubleBytes(n) + '\x00\x00';
}

function encodeInteger(big: bigint): string {
  const n = Number(big);
  if (Number.isSafeInteger(n)) return encodeNumber(n);
  // The largest double not above the integer, then how far above it the integer is (at most 2^11 for int64).
  const floor = BigInt(n) > big ? previousDouble(n) : n;
  const above = Number(big - BigInt(floor));
  return NUMBER + doubleBytes(floor) + String.fromCharCode(above >>> 8, above & 0xff);
}

/** Text as its UTF-8 bytes, NUL escaped as NUL 0x01 and terminated by NUL NUL (so "a" < "a\0" < "a\x01"). */
function escapeBytes(bytes: string): string {
  return (bytes.includes('\x00') ? bytes.replace(/\x00/g, '\x00\x01') : bytes) + '\x00\x00';
}

const NON_ASCII = /[^\x00-\x7f]/;

/** The UTF-8 bytes of `s` as a byte string (ASCII is its own UTF-8). */
function utf8(s: string): string {
  return NON_ASCII.test(s) ? Buffer.from(s, 'utf8').toString('latin1') : s;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
const uint32 = (n: number) => String.fromCharCode(n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);

function bsonType(value: object): string | undefined {
  const tag = (value as { _bsontype?: unknown })._bsontype;
  return typeof tag === 'string' ? tag : undefined;
}

/** The ascending key of a decoded BSON value (arrays encode as a whole: multikey expansion is the caller's). */
export function encodeValue(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return NULL_KEY;
    case 'number':
      return encodeNumber(value);
    case 'bigint':
      return encodeInteger(value);
    case 'string':
      return STRING + escapeBytes(utf8(value));
    case 'boolean':
      return BOOLEAN + (value ? '\x02' : '\x01');
  }
  if (value === null) return NULL_KEY;
  if (value instanceof Date) {
    const ms = value.getTime();
    return DATE + int64Bytes(BigInt(Number.isNaN(ms) ? 0 : ms));
  }
  if (Array.isArray(value)) {
    let out = RANKS[6];
    for (const element of value) out += encodeValue(element);
    return out + END;
  }
  const rank = typeRank(value);
  const obj = value as object;
  switch (rank) {
    case 1:
    case 13:
      return RANKS[rank];
    case 3:
      switch (bsonType(obj)) {
        case 'Long':
          return encodeInteger((obj as Long).toBigInt());
        case 'Decimal128':
          // As `compareValues`: a decimal compares by its nearest double.
          return encodeNumber(Number((obj as Decimal128).toString()));
      }
      return encodeNumber(Number((obj as { valueOf(): unknown }).valueOf()));
    case 4:
      return STRING + escapeBytes(utf8(String((obj as { value: unknown }).value)));
    case 7: {
      const bin = obj as Binary;
      const length = bin.length();
      return RANKS[7] + uint32(length) + String.fromCharCode(bin.sub_type) + latin1(bin.buffer.subarray(0, length));
    }
    case 8:
      return OBJECT_ID + latin1((obj as ObjectId).id);
    case 11: {
      const ts = obj as Timestamp;
      return RANKS[11] + uint32(ts.t) + uint32(ts.i);
    }
    case 12:
      return RANKS[12] + escapeBytes(utf8(keyOf(obj)));
    case 14:
      return RANKS[14] + escapeBytes(utf8(String((obj as { code: unknown }).code)));
  }
  // Documents, compared as `compareValues` does: per field its value's type, its name, its value; then length.
  let out = RANKS[5];
  for (const name of Object.keys(obj)) {
    const field = (obj as Document)[name];
    out += RANKS[typeRank(field)] + escapeBytes(utf8(name)) + encodeValue(field);
  }
  return out + END;
}

const int32 = (buf: Uint8Array, o: number) => buf[o] | (buf[o + 1] << 8) | (buf[o + 2] << 16) | (buf[o + 3] << 24);

/**
 * The ascending key of the BSON value of type `type` at `buf[v..end)`, read from the bytes for the common
 * scalar types; other types are decoded and go through `encodeValue`, so both paths give the same key.
 */
export function encodeRawValue(buf: Buffer, type: number, v: number, end: number): string {
  switch (type) {
    case 0x01:
      return encodeNumber(buf.readDoubleLE(v));
    case 0x02:
      // The stored UTF-8 bytes are the key's bytes: no decoding.
      return STRING + escapeBytes(buf.toString('latin1', v + 4, end - 1));
    case 0x07:
      return OBJECT_ID + buf.toString('latin1', v, v + 12);
    case 0x08:
      return BOOLEAN + (buf[v] ? '\x02' : '\x01');
    case 0x09:
      return (
        DATE +
        String.fromCharCode(
          buf[v + 7] ^ 0x80,
          buf[v + 6],
          buf[v + 5],
          buf[v + 4],
          buf[v + 3],
          buf[v + 2],
          buf[v + 1],
          buf[v],
        )
      );
    case 0x06:
    case 0x0a:
      return NULL_KEY;
    case 0x10:
      return encodeNumber(buf.readInt32LE(v));
    case 0x12:
      return encodeInteger(buf.readBigInt64LE(v));
    case 0x04: {
      let out = RANKS[6];
      forEachElement(buf, v, (t, valueStart, valueEnd) => {
        out += encodeRawValue(buf, t, valueStart, valueEnd);
      });
      return out + END;
    }
  }
  return encodeValue(decodeRawValue(buf, type, v, end));
}

/** Decodes one value by wrapping its bytes in a one-field document. */
export function decodeRawValue(buf: Buffer, type: number, v: number, end: number): unknown {
  const size = 4 + 1 + 2 + (end - v) + 1;
  const mini = Buffer.allocUnsafe(size);
  mini.writeInt32LE(size, 0);
  mini[4] = type;
  mini[5] = 0x76; // 'v'
  mini[6] = 0;
  buf.copy(mini, 7, v, end);
  mini[size - 1] = 0;
  return (deserialize(mini) as Document).v;
}

/**
 * Calls `visit(type, valueStart, valueEnd)` for each element of the document or array whose bytes start at `o`,
 * until it returns false.
 */
export function forEachElement(
  buf: Buffer,
  o: number,
  visit: (type: number, valueStart: number, valueEnd: number, nameStart: number) => boolean | void,
): void {
  const end = o + int32(buf, o) - 1;
  let p = o + 4;
  while (p < end) {
    const type = buf[p];
    const nameStart = p + 1;
    let nameEnd = nameStart;
    while (buf[nameEnd] !== 0) nameEnd++;
    const valueStart = nameEnd + 1;
    const valueEnd = valueEndOf(buf, type, valueStart);
    if (visit(type, valueStart, valueEnd, nameStart) === false) return;
    p = valueEnd;
  }
}

function cstringEnd(buf: Uint8Array, o: number): number {
  let i = o;
  while (buf[i] !== 0) i++;
  return i;
}

/** Offset just past a value of type `type` starting at `o`. */
export function valueEndOf(buf: Uint8Array, type: number, o: number): number {
  switch (type) {
    case 0x01:
    case 0x09:
    case 0x11:
    case 0x12:
      return o + 8;
    case 0x02:
    case 0x0d:
    case 0x0e:
      return o + 4 + int32(buf, o);
    case 0x03:
    case 0x04:
    case 0x0f:
      return o + int32(buf, o);
    case 0x05:
      return o + 5 + int32(buf, o);
    case 0x06:
    case 0x0a:
    case 0xff:
    case 0x7f:
      return o;
    case 0x07:
      return o + 12;
    case 0x08:
      return o + 1;
    case 0x0b:
      return cstringEnd(buf, cstringEnd(buf, o) + 1) + 1;
    case 0x0c:
      return o + 4 + int32(buf, o) + 12;
    case 0x10:
      return o + 4;
    case 0x13:
      return o + 16;
  }
  throw new Error(`unknown BSON type 0x${type.toString(16)}`);
}

/** The key with every byte inverted: a descending field's key. */
export function invert(key: string): string {
  const n = key.length;
  if (n > MAX_CODES) {
    const bytes = Buffer.from(key, 'latin1');
    for (let i = 0; i < n; i++) bytes[i] = 0xff - bytes[i];
    return bytes.toString('latin1');
  }
  // Short keys (every date and id of a descending index): char codes, without a Buffer round trip.
  codes.length = n;
  for (let i = 0; i < n; i++) codes[i] = 0xff - key.charCodeAt(i);
  return String.fromCharCode.apply(null, codes);
}

/** Keys up to this length are inverted through `codes` (well under the engine's limit on arguments). */
const MAX_CODES = 1024;
const codes: number[] = [];

/** The smallest string greater than every string that starts with `prefix`. */
export function after(prefix: string): string {
  let end = prefix.length;
  while (end > 0 && prefix.charCodeAt(end - 1) === 0xff) end--;
  if (end === 0) return TOP;
  return prefix.slice(0, end - 1) + String.fromCharCode(prefix.charCodeAt(end - 1) + 1);
}

/** Bytes appended to every entry: the document's insertion sequence (MongoDB's record id), so ties keep that order. */
export const SEQ_LENGTH = 5;

export function seqSuffix(seq: number): string {
  return String.fromCharCode(
    Math.floor(seq / 2 ** 32) & 0xff,
    seq >>> 24,
    (seq >>> 16) & 0xff,
    (seq >>> 8) & 0xff,
    seq & 0xff,
  );
}

/**
 * One end of a range over one field, in the field's ascending value order: the values whose key starts with
 * `prefix` are inside the range when `inclusive`. A prefix is either a whole key (a value) or a rank character
 * (all values of one type), which is how MongoDB's type bracketing is expressed.
 */
export interface Bound {
  prefix: string;
  inclusive: boolean;
}

export interface Interval {
  low: Bound;
  high: Bound;
}

/** Whether a value can bound an index range exactly (NaN, null, arrays, documents and the rare types cannot). */
export function isRangeable(value: unknown): boolean {
  switch (typeof value) {
    case 'number':
      return !Number.isNaN(value);
    case 'string':
    case 'boolean':
    case 'bigint':
      return true;
    case 'object':
      if (value === null || Array.isArray(value)) return false;
      if (value instanceof Date) return !Number.isNaN(value.getTime());
      switch (bsonType(value)) {
        case 'ObjectId':
        case 'Long':
        case 'Int32':
        case 'Double':
          return true;
        case 'Decimal128':
          return !Number.isNaN(Number((value as Decimal128).toString()));
      }
  }
  return false;
}

/** All values of `value`'s type: numbers exclude NaN, as MongoDB's `$lt`/`$gt` bounds do. */
function bracket(value: unknown): Interval {
  const rank = typeRank(value);
  if (rank === 3)
    return {
      low: { prefix: encodeNumber(-Infinity), inclusive: true },
      high: { prefix: encodeNumber(Infinity), inclusive: true },
    };
  const all = { prefix: RANKS[rank], inclusive: true };
  return { low: all, high: all };
}

export type RangeOperator = '$gt' | '$gte' | '$lt' | '$lte';

/** The values `{ $op: value }` matches among those of one type (MongoDB compares within a type only). */
export function rangeInterval(op: RangeOperator, value: unknown): Interval {
  const { low, high } = bracket(value);
  const at = (inclusive: boolean): Bound => ({ prefix: encodeValue(value), inclusive });
  switch (op) {
    case '$gt':
      return { low: at(false), high };
    case '$gte':
      return { low: at(true), high };
    case '$lt':
      return { low, high: at(false) };
    case '$lte':
      return { low, high: at(true) };
  }
}

/** Where a bound starts (low) or ends (high, exclusive) in ascending key order. */
const lowPosition = (b: Bound) => (b.inclusive ? b.prefix : after(b.prefix));
const highPosition = (b: Bound) => (b.inclusive ? after(b.prefix) : b.prefix);

export function intersect(a: Interval, b: Interval): Interval {
  return {
    low: lowPosition(a.low) >= lowPosition(b.low) ? a.low : b.low,
    high: highPosition(a.high) <= highPosition(b.high) ? a.high : b.high,
  };
}

export function isEmptyInterval(i: Interval): boolean {
  return lowPosition(i.low) >= highPosition(i.high);
}

/** Entries [low, high) of a tree: low inclusive, high exclusive. */
export interface KeyRange {
  low: string;
  high: string;
}

/**
 * The entries whose key starts with `prefix` (whole keys of the leading fields, already inverted where those are
 * descending) and whose next field lies in `interval` (all of it when undefined), stored descending or not.
 */
export function keyRange(prefix: string, interval: Interval | undefined, descending: boolean): KeyRange {
  if (!interval) return { low: prefix, high: prefix ? after(prefix) : TOP };
  const { low, high } = interval;
  if (!descending) return { low: prefix + lowPosition(low), high: prefix + highPosition(high) };
  const hi = invert(high.prefix);
  const lo = invert(low.prefix);
  return { low: prefix + (high.inclusive ? hi : after(hi)), high: prefix + (low.inclusive ? after(lo) : lo) };
}
