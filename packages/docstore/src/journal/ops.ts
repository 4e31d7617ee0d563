// The operations a journal record carries. A record holds every change of one command, so replay applies a
// command's changes together or (torn record) not at all. Layout of one op:
// [u8 code][u16 namespace length][namespace utf8][u32 body length][body: a BSON document].
import { serialize } from 'bson';
import type { Document } from '../storage/values';

export const OpCode = {
  /** Insert or replace the document with the body's `_id`; body is the stored document itself. */
  Put: 1,
  /** Delete the document whose `_id` is the body's `_id`. */
  Delete: 2,
  CreateCollection: 3,
  DropCollection: 4,
  CreateIndex: 5,
  DropIndex: 6,
  DropDatabase: 7,
  /** Last op of a snapshot file: its presence proves the snapshot complete. */
  SnapshotEnd: 8,
  /** Several Puts into one collection; body is the documents back to back. */
  PutMany: 9,
} as const;

export type OpCodeValue = (typeof OpCode)[keyof typeof OpCode];

export interface RawOp {
  code: number;
  ns: string;
  body: Buffer;
}

export function encodeOp(code: OpCodeValue, ns: string, body: Uint8Array | Uint8Array[] | Document): Buffer {
  const bodyBytes = body instanceof Uint8Array ? body : Array.isArray(body) ? Buffer.concat(body) : serialize(body);
  const nsBytes = Buffer.from(ns, 'utf8');
  const out = Buffer.allocUnsafe(1 + 2 + nsBytes.length + 4 + bodyBytes.length);
  let o = out.writeUInt8(code, 0);
  o = out.writeUInt16LE(nsBytes.length, o);
  o += nsBytes.copy(out, o);
  o = out.writeUInt32LE(bodyBytes.length, o);
  out.set(bodyBytes, o);
  return out;
}

/** The documents of a PutMany body. */
export function* documentsOf(body: Buffer): Generator<Buffer> {
  let o = 0;
  while (o < body.length) {
    const length = body.readInt32LE(o);
    yield body.subarray(o, o + length);
    o += length;
  }
}

export function* decodeOps(payload: Buffer): Generator<RawOp> {
  let o = 0;
  while (o < payload.length) {
    const code = payload.readUInt8(o);
    const nsLength = payload.readUInt16LE(o + 1);
    const ns = payload.toString('utf8', o + 3, o + 3 + nsLength);
    o += 3 + nsLength;
    const bodyLength = payload.readUInt32LE(o);
    o += 4;
    yield { code, ns, body: payload.subarray(o, o + bodyLength) };
    o += bodyLength;
  }
}
