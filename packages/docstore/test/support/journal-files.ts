// Reads the docstore's data dir the way a crash would leave it. The record framing is the one documented in
// src/journal/records.ts — [u32 LE payload length][u32 LE CRC-32][payload] — re-implemented here so the tests
// check the server's files independently of the server's own parser.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const JOURNAL_FILE = /^journal-(\d+)\.log$/;

export interface RecordSpan {
  start: number;
  payloadStart: number;
  end: number;
}

/** The newest journal file of a data dir (the one being appended to). */
export async function currentJournal(dataDir: string): Promise<string> {
  const files = (await readdir(dataDir)).filter((f) => JOURNAL_FILE.test(f)).sort();
  const last = files.at(-1);
  if (!last) throw new Error(`no journal-*.log in ${dataDir}: ${(await readdir(dataDir)).join(', ')}`);
  return join(dataDir, last);
}

/** The byte spans of the whole records at the start of `data`. */
export function recordSpans(data: Buffer): RecordSpan[] {
  const spans: RecordSpan[] = [];
  let offset = 0;
  while (offset + 8 <= data.length) {
    const length = data.readUInt32LE(offset);
    const end = offset + 8 + length;
    if (length === 0 || end > data.length) break;
    spans.push({ start: offset, payloadStart: offset + 8, end });
    offset = end;
  }
  return spans;
}

/** Total bytes of the journal and snapshot files in a data dir. */
export async function storeBytes(dataDir: string): Promise<{ journal: number; snapshot: number; files: string[] }> {
  const files = await readdir(dataDir);
  let journal = 0;
  let snapshot = 0;
  for (const f of files) {
    // Compaction may delete a file between the listing and the stat: it no longer counts.
    const info = await stat(join(dataDir, f)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    if (!info) continue;
    const { size } = info;
    if (f.startsWith('journal-')) journal += size;
    else if (f.startsWith('snapshot-')) snapshot += size;
  }
  return { journal, snapshot, files };
}
