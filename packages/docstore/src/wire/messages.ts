// MongoDB wire protocol framing: the 16-byte header, OP_MSG (sections of kind 0 and kind 1, optional checksum),
// and the legacy OP_QUERY/OP_REPLY pair that drivers still use for their first handshake.
import { deserialize } from 'bson';
import type { Document } from '../storage/values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

const CHECKSUM_PRESENT = 1 << 0;
export const MORE_TO_COME = 1 << 1;

/** Inserted documents stay raw: they are stored as received, with no decode/encode round trip. */
const DESERIALIZE_OPTIONS = { fieldsAsRaw: { documents: true } } as const;

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export function readHeader(buf: Buffer): Header {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

export interface ParsedMsg {
  flags: number;
  command: Document;
}

export function parseOpMsg(msg: Buffer): ParsedMsg {
  const flags = msg.readUInt32LE(16);
  const end = flags & CHECKSUM_PRESENT ? msg.length - 4 : msg.length;
  let o = 20;
  let command: Document | undefined;
  const sequences: Array<[string, unknown[]]> = [];
  while (o < end) {
    const kind = msg.readUInt8(o++);
    if (kind === 0) {
      const size = msg.readInt32LE(o);
      command = deserialize(msg.subarray(o, o + size), DESERIALIZE_OPTIONS) as Document;
      o += size;
    } else if (kind === 1) {
      const size = msg.readInt32LE(o);
      const sectionEnd = o + size;
      let p = o + 4;
      const nul = msg.indexOf(0, p);
      const identifier = msg.toString('utf8', p, nul);
      p = nul + 1;
      const docs: unknown[] = [];
      while (p < sectionEnd) {
        const docSize = msg.readInt32LE(p);
        const bytes = msg.subarray(p, p + docSize);
        docs.push(identifier === 'documents' ? bytes : deserialize(bytes));
        p += docSize;
      }
      sequences.push([identifier, docs]);
      o = sectionEnd;
    } else {
      throw new Error(`unsupported OP_MSG section kind ${kind}`);
    }
  }
  if (!command) throw new Error('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) {
    const existing = command[identifier];
    command[identifier] = Array.isArray(existing) ? [...existing, ...docs] : docs;
  }
  return { flags, command };
}

export interface ParsedQuery {
  collection: string;
  query: Document;
}

export function parseOpQuery(msg: Buffer): ParsedQuery {
  const nul = msg.indexOf(0, 20);
  const collection = msg.toString('utf8', 20, nul);
  const o = nul + 1 + 8; // numberToSkip, numberToReturn
  const size = msg.readInt32LE(o);
  const query = deserialize(msg.subarray(o, o + size), DESERIALIZE_OPTIONS) as Document;
  return { collection, query };
}

export function encodeOpMsg(responseTo: number, requestId: number, body: Buffer): Buffer {
  const out = Buffer.allocUnsafe(16 + 4 + 1 + body.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16);
  out.writeUInt8(0, 20);
  body.copy(out, 21);
  return out;
}

export function encodeOpReply(responseTo: number, requestId: number, body: Buffer): Buffer {
  const out = Buffer.alloc(16 + 20 + body.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_REPLY, 12);
  // responseFlags 0, cursorID 0, startingFrom 0, numberReturned 1
  out.writeInt32LE(1, 32);
  body.copy(out, 36);
  return out;
}
