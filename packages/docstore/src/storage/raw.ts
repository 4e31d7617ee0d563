// Working on stored BSON without decoding it: walking top-level elements, so a document can have `_id` moved to
// the front, be projected, or be rebuilt after an update while every untouched field keeps its exact bytes (and
// so its exact numeric type: a double 42.0 stays a double, which a decode/encode round trip would not keep).
import { Long, ObjectId, deserialize, serialize } from 'bson';
import type { Document } from './values';

export interface RawElement {
  name: string;
  /** Offset of the type byte. */
  start: number;
  /** Offset just past the value. */
  end: number;
}

function cstringEnd(buf: Uint8Array, offset: number): number {
  let i = offset;
  while (buf[i] !== 0) {
    if (i >= buf.length) throw new Error('unterminated cstring in BSON');
    i++;
  }
  return i;
}

const int32 = (buf: Uint8Array, o: number) => buf[o] | (buf[o + 1] << 8) | (buf[o + 2] << 16) | (buf[o + 3] << 24);

function valueEnd(buf: Uint8Array, type: number, o: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return o + 8;
    case 0x02: // string
    case 0x0d: // code
    case 0x0e: // symbol
      return o + 4 + int32(buf, o);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return o + int32(buf, o);
    case 0x05: // binary
      return o + 5 + int32(buf, o);
    case 0x06: // undefined
    case 0x0a: // null
    case 0xff: // min key
    case 0x7f: // max key
      return o;
    case 0x07: // ObjectId
      return o + 12;
    case 0x08: // bool
      return o + 1;
    case 0x0b: // regex: two cstrings
      return cstringEnd(buf, cstringEnd(buf, o) + 1) + 1;
    case 0x0c: // DBPointer
      return o + 4 + int32(buf, o) + 12;
    case 0x10: // int32
      return o + 4;
    case 0x13: // decimal128
      return o + 16;
  }
  throw new Error(`unknown BSON type 0x${type.toString(16)}`);
}

/** Calls `visit` for each top-level element: type byte offset, name bounds, and the offset past its value. */
function scan(raw: Uint8Array, visit: (start: number, nameStart: number, nameEnd: number, end: number) => void): void {
  const end = int32(raw, 0) - 1;
  let o = 4;
  while (o < end) {
    const nameEnd = cstringEnd(raw, o + 1);
    const elEnd = valueEnd(raw, raw[o], nameEnd + 1);
    visit(o, o + 1, nameEnd, elEnd);
    o = elEnd;
  }
}

export function elements(raw: Uint8Array): RawElement[] {
  const out: RawElement[] = [];
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  scan(raw, (start, nameStart, nameEnd, end) =>
    out.push({ name: bytes.toString('utf8', nameStart, nameEnd), start, end }),
  );
  return out;
}

const isIdName = (raw: Uint8Array, start: number, end: number) =>
  end - start === 3 && raw[start] === 0x5f && raw[start + 1] === 0x69 && raw[start + 2] === 0x64;

function assemble(parts: Uint8Array[]): Buffer {
  const length = 4 + parts.reduce((n, p) => n + p.length, 0) + 1;
  const out = Buffer.allocUnsafe(length);
  out.writeInt32LE(length, 0);
  let o = 4;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  out[o] = 0;
  return out;
}

/**
 * Where the first top-level `_id` element is (its type byte to the end of its value), or undefined when the document
 * has none. Walks every element, so a malformed top level is refused here.
 */
export function findId(raw: Uint8Array): { start: number; end: number } | undefined {
  let id: { start: number; end: number } | undefined;
  scan(raw, (start, nameStart, nameEnd, end) => {
    if (id === undefined && isIdName(raw, nameStart, nameEnd)) id = { start, end };
  });
  return id;
}

/** A copy of the document with its `_id` element (as found by findId) first: drivers append a generated `_id` last. */
export function withIdFirst(raw: Uint8Array, id = findId(raw)): Buffer {
  const length = int32(raw, 0);
  if (id === undefined || id.start === 4) return Buffer.from(raw.subarray(0, length));
  return assemble([raw.subarray(id.start, id.end), raw.subarray(4, id.start), raw.subarray(id.end, length - 1)]);
}

/** Element bytes of one field encoded fresh. */
function encodeElement(name: string, value: unknown): Uint8Array {
  const doc = serialize({ [name]: value }, { ignoreUndefined: true });
  return doc.subarray(4, doc.length - 1);
}

/**
 * Encodes `next` (an updated form of the document stored as `oldRaw`, whose unmodified decode is `oldDoc`),
 * reusing the stored bytes of every top-level field whose value did not change.
 */
export function reencode(
  oldRaw: Uint8Array,
  oldDoc: Document,
  next: Document,
  sameValue: (a: unknown, b: unknown) => boolean,
): Buffer {
  const old = new Map(elements(oldRaw).map((e) => [e.name, e]));
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(next)) {
    if (value === undefined) continue;
    const el = old.get(name);
    parts.push(
      el && name in oldDoc && sameValue(oldDoc[name], value)
        ? oldRaw.subarray(el.start, el.end)
        : encodeElement(name, value),
    );
  }
  return assemble(parts);
}

/** Top-level inclusion or exclusion projection done on bytes; `_id` is kept unless excluded. */
export function projectTopLevel(raw: Uint8Array, fields: Iterable<string>, include: boolean, keepId: boolean): Buffer {
  return new TopLevelProjector(fields, include, keepId).project(raw);
}

/**
 * A top-level projection made once for a query and applied to each document's bytes: element names are compared
 * as bytes and the kept elements copied in runs, with no per-element objects or decoded names.
 */
export class TopLevelProjector {
  private readonly names: Buffer[];

  constructor(
    fields: Iterable<string>,
    private readonly include: boolean,
    private readonly keepId: boolean,
  ) {
    this.names = [...new Set(fields)].filter((name) => name !== '_id').map((name) => Buffer.from(name, 'utf8'));
  }

  project(raw: Uint8Array): Buffer {
    // Kept runs as [start, end) pairs; adjacent kept elements extend one run.
    const runs: number[] = [];
    let size = 5;
    const end = int32(raw, 0) - 1;
    // An inclusion has nothing more to keep once it has met every field it names (and `_id`, when kept): as with
    // FieldPicker, a name a document holds twice is read as its first copy.
    let wanted = this.include ? this.names.length + (this.keepId ? 1 : 0) : Infinity;
    // Per name (and `_id`, last), whether an inclusion has kept it already.
    const kept = this.include ? new Uint8Array(this.names.length + 1) : undefined;
    for (let o = 4; o < end && wanted > 0; ) {
      const nameEnd = cstringEnd(raw, o + 1);
      const elEnd = valueEnd(raw, raw[o], nameEnd + 1);
      const slot = isIdName(raw, o + 1, nameEnd) ? this.names.length : nameSlot(this.names, raw, o + 1, nameEnd);
      let keep = slot === this.names.length ? this.keepId : slot >= 0 === this.include;
      if (keep && kept !== undefined) {
        keep = kept[slot] === 0;
        kept[slot] = 1;
        if (keep) wanted--;
      }
      if (keep) {
        if (runs.length > 0 && runs[runs.length - 1] === o) runs[runs.length - 1] = elEnd;
        else runs.push(o, elEnd);
        size += elEnd - o;
      }
      o = elEnd;
    }
    const out = Buffer.allocUnsafe(size);
    out.writeInt32LE(size, 0);
    const bytes = raw instanceof Buffer ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    let w = 4;
    for (let i = 0; i < runs.length; i += 2) w += bytes.copy(out, w, runs[i], runs[i + 1]);
    out[w] = 0;
    return out;
  }
}

/** double, string, ObjectId, bool, date, null, int32, int64 */
const SIMPLE_TYPES = new Set([0x01, 0x02, 0x07, 0x08, 0x09, 0x0a, 0x10, 0x12]);

/** A value of one of SIMPLE_TYPES, decoded as `deserialize` would (promoted numbers, Long when unsafe). */
function simpleValue(bytes: Buffer, type: number, v: number, end: number): unknown {
  switch (type) {
    case 0x01:
      return bytes.readDoubleLE(v);
    case 0x02:
      return bytes.toString('utf8', v + 4, end - 1);
    case 0x07:
      return new ObjectId(bytes.subarray(v, end));
    case 0x08:
      return bytes[v] === 1;
    case 0x09:
      return new Date(Number(bytes.readBigInt64LE(v)));
    case 0x10:
      return bytes.readInt32LE(v);
    case 0x12: {
      const big = bytes.readBigInt64LE(v);
      const n = Number(big);
      return Number.isSafeInteger(n) ? n : Long.fromBigInt(big);
    }
  }
  return null;
}

/**
 * Decodes only some top-level fields of stored documents: index maintenance, filters and sorts usually need two
 * or three fields of a document, and skipping the rest is several times cheaper than a full decode.
 */
export class FieldPicker {
  private readonly locator: ElementLocator;
  /** The names as strings (the keys of the picked document), by slot. */
  private readonly strings: string[];
  /** Slots in the order a document holds them (its fields are set in that order). */
  private readonly order: number[];

  constructor(names: Iterable<string>) {
    this.strings = [...new Set(names)];
    this.locator = new ElementLocator(this.strings);
    this.order = this.strings.map((_, i) => i);
  }

  pick(raw: Uint8Array): Document {
    const { types, heads, starts, ends } = this.locator;
    this.locator.locate(raw);
    const order = this.order;
    // A few fields: put in document order by insertion.
    for (let i = 1; i < order.length; i++) {
      const slot = order[i];
      let j = i - 1;
      for (; j >= 0 && heads[order[j]] > heads[slot]; j--) order[j + 1] = order[j];
      order[j + 1] = slot;
    }
    let simple = true;
    for (const slot of order) if (types[slot] !== 0 && !SIMPLE_TYPES.has(types[slot])) simple = false;
    if (!simple) return this.decodePicked(raw);
    // Common case (strings, numbers, dates, ids): built directly, without a BSON decode.
    const bytes = raw instanceof Buffer ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    const doc: Document = {};
    for (const slot of order)
      if (types[slot] !== 0) doc[this.strings[slot]] = simpleValue(bytes, types[slot], starts[slot], ends[slot]);
    return doc;
  }

  /** The picked fields through a BSON decode of just their elements (some value is not of SIMPLE_TYPES). */
  private decodePicked(raw: Uint8Array): Document {
    const { types, heads, ends } = this.locator;
    let size = 5;
    for (const slot of this.order) if (types[slot] !== 0) size += ends[slot] - heads[slot];
    const mini = Buffer.allocUnsafe(size);
    mini.writeInt32LE(size, 0);
    let w = 4;
    for (const slot of this.order) {
      if (types[slot] === 0) continue;
      mini.set(raw.subarray(heads[slot], ends[slot]), w);
      w += ends[slot] - heads[slot];
    }
    mini[w] = 0;
    return deserialize(mini) as Document;
  }
}

/**
 * Where some top-level fields are in stored documents, without decoding anything: per name, its element's type
 * byte (0 when the document has no such field), where the element and its value start and the offset past it. A name a document
 * holds twice is read as its first copy, as FieldPicker reads it.
 */
export class ElementLocator {
  private readonly names: Buffer[];
  readonly types: Uint8Array;
  /** Offset of the element (its type byte). */
  readonly heads: Int32Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;

  constructor(names: readonly string[]) {
    this.names = names.map((n) => Buffer.from(n, 'utf8'));
    this.types = new Uint8Array(names.length);
    this.heads = new Int32Array(names.length);
    this.starts = new Int32Array(names.length);
    this.ends = new Int32Array(names.length);
  }

  /** Locates the fields in `raw`; the answers stay in `types`, `heads`, `starts` and `ends` until the next call. */
  locate(raw: Uint8Array): void {
    this.types.fill(0);
    let left = this.names.length;
    const end = int32(raw, 0) - 1;
    for (let o = 4; o < end && left > 0; ) {
      const type = raw[o];
      const nameEnd = cstringEnd(raw, o + 1);
      const elEnd = valueEnd(raw, type, nameEnd + 1);
      const slot = nameSlot(this.names, raw, o + 1, nameEnd);
      if (slot >= 0 && this.types[slot] === 0) {
        this.types[slot] = type;
        this.heads[slot] = o;
        this.starts[slot] = nameEnd + 1;
        this.ends[slot] = elEnd;
        left--;
      }
      o = elEnd;
    }
  }
}

/** Whether a BSON type is one `decodeSimple` decodes (double, string, ObjectId, bool, date, null, int32, int64). */
export const isSimpleType = (type: number): boolean => SIMPLE_TYPES.has(type);

/** A value of a simple type at `raw[start..end)`, as `deserialize` decodes it. */
export function decodeSimple(raw: Uint8Array, type: number, start: number, end: number): unknown {
  return simpleValue(
    raw instanceof Buffer ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength),
    type,
    start,
    end,
  );
}

/** Which of `names` the element name at `raw[start..end)` is, or -1. */
export function nameSlot(names: readonly Buffer[], raw: Uint8Array, start: number, end: number): number {
  const length = end - start;
  outer: for (let s = 0; s < names.length; s++) {
    const name = names[s];
    if (name.length !== length) continue;
    for (let i = 0; i < length; i++) if (name[i] !== raw[start + i]) continue outer;
    return s;
  }
  return -1;
}

/** The document with `_id: id` added as its first field. */
export function withLeadingId(raw: Uint8Array, id: unknown): Buffer {
  return assemble([encodeElement('_id', id), raw.subarray(4, int32(raw, 0) - 1)]);
}

function numberKey(n: number): string {
  return 'n' + (n === 0 ? '0' : String(n));
}

function int64Key(raw: Uint8Array, o: number): string {
  const view = new DataView(raw.buffer, raw.byteOffset + o, 8);
  const big = view.getBigInt64(0, true);
  const n = Number(big);
  return Number.isSafeInteger(n) ? numberKey(n) : 'n' + big.toString();
}

/**
 * Equality keys (as `keyOf` makes them) of some top-level fields, read straight from the bytes for scalar
 * types. `read` returns per name: the key, undefined for a missing field, or null when the value is not a
 * scalar (array, document, decimal...) and the caller must decode it.
 */
export class RawKeyReader {
  private readonly names: Buffer[];

  constructor(names: string[]) {
    this.names = names.map((n) => Buffer.from(n, 'utf8'));
  }

  read(raw: Uint8Array): Array<string | null | undefined> {
    const out: Array<string | null | undefined> = new Array(this.names.length);
    const end = int32(raw, 0) - 1;
    let o = 4;
    let found = 0;
    while (o < end && found < this.names.length) {
      const type = raw[o];
      const nameStart = o + 1;
      const nameEnd = cstringEnd(raw, nameStart);
      const v = nameEnd + 1;
      const elEnd = valueEnd(raw, type, v);
      const slot = nameSlot(this.names, raw, nameStart, nameEnd);
      if (slot >= 0 && out[slot] === undefined) {
        out[slot] = scalarKey(raw, type, v, elEnd);
        found++;
      }
      o = elEnd;
    }
    return out;
  }
}

function scalarKey(raw: Uint8Array, type: number, v: number, end: number): string | null {
  switch (type) {
    case 0x01:
      return numberKey(new DataView(raw.buffer, raw.byteOffset + v, 8).getFloat64(0, true));
    case 0x02:
      return 's' + Buffer.from(raw.buffer, raw.byteOffset + v + 4, end - v - 5).toString('utf8');
    case 0x07: // NUL (the name's terminator) and the 12 bytes: the key `keyOf` makes for an ObjectId
      return Buffer.from(raw.buffer, raw.byteOffset + v - 1, 13).toString('latin1');
    case 0x08:
      return raw[v] ? 'T' : 'F';
    case 0x09: {
      const ms = Number(new DataView(raw.buffer, raw.byteOffset + v, 8).getBigInt64(0, true));
      return 'd' + ms;
    }
    case 0x06:
    case 0x0a:
      return 'z';
    case 0x10:
      return numberKey(int32(raw, v));
    case 0x12:
      return int64Key(raw, v);
  }
  return null;
}
