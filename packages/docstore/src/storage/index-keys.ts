// Reads the fields a collection's indexes need from a stored document in one pass over its bytes, turning each
// value into its index key once for all indexes (top-level scalars and arrays straight from the bytes; dotted
// paths by decoding just their top-level field).
import { NULL_KEY, decodeRawValue, encodeRawValue, encodeValue, forEachElement } from './keystring';
import { nameSlot } from './raw';
import { isPlainObject, valuesAtPath } from './values';

/** The keys of one document's indexed fields, per path (in the order the extractor was given them). */
export interface FieldKeys {
  /** The distinct ascending keys of the path's values (one per array element); [NULL_KEY] when missing. */
  keys: string[][];
  /** Whether the document lacks the field (sparse indexes leave such documents out). */
  missing: boolean[];
  /** Whether an array was met on the path (the index becomes multikey). */
  arrays: boolean[];
}

const ARRAY = 0x04;

export class KeyExtractor {
  /** Top-level field names to look for, as bytes. */
  private readonly names: Buffer[];
  /** Per name: the slot of the path that is exactly that name, or -1. */
  private readonly topSlot: number[];
  /** Per name: the dotted paths below it and their slots. */
  private readonly dotted: Array<Array<{ slot: number; path: string }>>;

  constructor(readonly paths: string[]) {
    const roots = [...new Set(paths.map((p) => p.split('.')[0]))];
    this.names = roots.map((r) => Buffer.from(r, 'utf8'));
    this.topSlot = roots.map((r) => paths.indexOf(r));
    this.dotted = roots.map((r) =>
      paths.flatMap((path, slot) => (path !== r && path.split('.')[0] === r ? [{ slot, path }] : [])),
    );
  }

  slotOf(path: string): number {
    return this.paths.indexOf(path);
  }

  extract(raw: Uint8Array): FieldKeys {
    const n = this.paths.length;
    const keys = new Array<string[]>(n);
    const missing = new Array<boolean>(n).fill(true);
    const arrays = new Array<boolean>(n).fill(false);
    const buf = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    // Stops once every top-level field has been met (a name given twice reads as its first copy).
    const met = new Uint8Array(this.names.length);
    let left = this.names.length;
    forEachElement(buf, 0, (type, v, end, nameStart) => {
      const r = nameSlot(this.names, buf, nameStart, v - 1);
      if (r < 0 || met[r]) return;
      met[r] = 1;
      left--;
      const top = this.topSlot[r];
      if (top >= 0 && missing[top]) {
        missing[top] = false;
        if (type === ARRAY) {
          arrays[top] = true;
          keys[top] = arrayKeys(buf, v);
        } else {
          keys[top] = [encodeRawValue(buf, type, v, end)];
        }
      }
      const below = this.dotted[r];
      if (below.length === 0) return left > 0;
      const doc = { [buf.toString('utf8', nameStart, v - 1)]: decodeRawValue(buf, type, v, end) };
      for (const { slot, path } of below) {
        const values = valuesAtPath(doc, path);
        missing[slot] = values.every((x) => x === undefined);
        arrays[slot] = touchesArray(doc, path.split('.'));
        keys[slot] = distinct(values.map(encodeValue));
      }
      return left > 0;
    });
    for (let i = 0; i < n; i++) if (missing[i]) keys[i] = [NULL_KEY];
    return { keys, missing, arrays };
  }
}

/** Keys of an array's elements (MongoDB indexes each element; an empty array as itself). */
function arrayKeys(buf: Buffer, o: number): string[] {
  const out: string[] = [];
  forEachElement(buf, o, (type, v, end) => {
    out.push(encodeRawValue(buf, type, v, end));
  });
  return out.length === 0 ? [encodeValue([])] : distinct(out);
}

function distinct(keys: string[]): string[] {
  return keys.length < 2 ? keys : [...new Set(keys)];
}

function touchesArray(value: unknown, parts: string[]): boolean {
  let current = value;
  for (const part of parts) {
    if (Array.isArray(current)) return true;
    if (!isPlainObject(current)) return false;
    current = current[part];
  }
  return Array.isArray(current);
}
