// Record framing shared by journal and snapshot files: [u32 payload length][u32 CRC-32 of payload][payload].
// A record whose length runs past the end of the file or whose checksum differs is a torn write: it and anything
// after it are ignored, never applied in part.
import { crc32 } from 'node:zlib';

export const HEADER_BYTES = 8;
/** Larger than any legal record (a write batch is at most 48 MB on the wire); guards against garbage lengths. */
export const MAX_RECORD_BYTES = 256 * 1024 * 1024;

export function frameRecord(payload: Buffer): Buffer {
  const out = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  payload.copy(out, HEADER_BYTES);
  return out;
}

export interface ParsedRecords {
  records: Buffer[];
  /** Bytes from the start that hold whole, valid records. */
  validBytes: number;
  /** True when bytes after `validBytes` were present but did not form a valid record. */
  torn: boolean;
}

export function parseRecords(data: Buffer): ParsedRecords {
  const records: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    if (data.length - offset < HEADER_BYTES) return { records, validBytes: offset, torn: true };
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + length;
    if (length === 0 || length > MAX_RECORD_BYTES || end > data.length)
      return { records, validBytes: offset, torn: true };
    const payload = data.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) return { records, validBytes: offset, torn: true };
    records.push(payload);
    offset = end;
  }
  return { records, validBytes: offset, torn: false };
}
