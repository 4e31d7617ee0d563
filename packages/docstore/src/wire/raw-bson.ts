// Writes the one reply shape that embeds stored documents verbatim: a cursor batch. Stored documents are BSON
// already, so a find sends them without decoding and re-encoding.
import type { Long } from 'bson';

function cstring(name: string): Buffer {
  return Buffer.from(name + '\0', 'utf8');
}

function documentOf(elements: Buffer[]): Buffer {
  const length = 4 + elements.reduce((n, e) => n + e.length, 0) + 1;
  const head = Buffer.allocUnsafe(4);
  head.writeInt32LE(length, 0);
  return Buffer.concat([head, ...elements, Buffer.from([0])], length);
}

function element(type: number, name: string, value: Buffer): Buffer {
  return Buffer.concat([Buffer.from([type]), cstring(name), value]);
}

function arrayOf(docs: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  docs.forEach((doc, i) => {
    parts.push(Buffer.from([0x03]), cstring(String(i)), doc);
  });
  return documentOf([Buffer.concat(parts)]);
}

function int64(value: Long): Buffer {
  const out = Buffer.allocUnsafe(8);
  out.writeInt32LE(value.low, 0);
  out.writeInt32LE(value.high, 4);
  return out;
}

function string(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const out = Buffer.allocUnsafe(4 + bytes.length + 1);
  out.writeInt32LE(bytes.length + 1, 0);
  bytes.copy(out, 4);
  out[out.length - 1] = 0;
  return out;
}

function double(value: number): Buffer {
  const out = Buffer.allocUnsafe(8);
  out.writeDoubleLE(value, 0);
  return out;
}

/** `{ cursor: { <batchName>: [docs], id, ns }, ok: 1 }` */
export function cursorReply(batchName: 'firstBatch' | 'nextBatch', docs: Buffer[], id: Long, ns: string): Buffer {
  const cursor = documentOf([
    element(0x04, batchName, arrayOf(docs)),
    element(0x12, 'id', int64(id)),
    element(0x02, 'ns', string(ns)),
  ]);
  return documentOf([element(0x03, 'cursor', cursor), element(0x01, 'ok', double(1))]);
}
