// Open cursors: a lazy iterator of encoded documents per cursor, so memory per cursor is one batch plus whatever
// its query had to hold (a sort's matches), never a copy of the collection. Idle cursors time out.
import { Long } from 'bson';
import { MongoError } from './errors';
import { cursorReply } from './wire/raw-bson';

/** A batch stops growing past this many bytes, keeping a reply under the 16 MiB document limit with headroom. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
export const DEFAULT_FIRST_BATCH = 101;

interface OpenCursor {
  ns: string;
  iterator: Iterator<Buffer>;
  lookahead: Buffer | undefined;
  lastUsed: number;
}

export class CursorRegistry {
  private readonly cursors = new Map<number, OpenCursor>();
  private nextId = 1 + Math.floor(Math.random() * 2 ** 40);
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs: number) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(50, Math.min(idleTimeoutMs / 2, 60_000)));
    this.sweeper.unref();
  }

  /** Replies with the first batch; the cursor stays open only if documents remain and `singleBatch` is unset. */
  first(ns: string, docs: Iterator<Buffer>, batchSize: number | undefined, singleBatch = false): Buffer {
    const cursor: OpenCursor = { ns, iterator: docs, lookahead: undefined, lastUsed: Date.now() };
    const batch = takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    cursor.lastUsed = Date.now();
    let id = 0;
    if (!singleBatch && hasMore(cursor)) {
      id = this.nextId++;
      this.cursors.set(id, cursor);
    } else {
      docs.return?.();
    }
    return cursorReply('firstBatch', batch, Long.fromNumber(id), ns);
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Buffer {
    const cursor = this.cursors.get(id);
    if (!cursor || cursor.ns !== ns) throw new MongoError('CursorNotFound', `cursor id ${id} not found`);
    cursor.lastUsed = Date.now();
    const batch = takeBatch(cursor, batchSize || Infinity);
    cursor.lastUsed = Date.now(); // idle time counts from the reply, not from the request
    let replyId = id;
    if (!hasMore(cursor)) {
      this.cursors.delete(id);
      replyId = 0;
    }
    return cursorReply('nextBatch', batch, Long.fromNumber(replyId), ns);
  }

  kill(id: number): boolean {
    const cursor = this.cursors.get(id);
    if (!cursor) return false;
    cursor.iterator.return?.();
    return this.cursors.delete(id);
  }

  get size(): number {
    return this.cursors.size;
  }

  sweep(now = Date.now()): void {
    for (const [id, cursor] of this.cursors) if (now - cursor.lastUsed > this.idleTimeoutMs) this.kill(id);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const id of [...this.cursors.keys()]) this.kill(id);
  }
}

function next(cursor: OpenCursor): Buffer | undefined {
  if (cursor.lookahead) {
    const doc = cursor.lookahead;
    cursor.lookahead = undefined;
    return doc;
  }
  const step = cursor.iterator.next();
  return step.done ? undefined : step.value;
}

function hasMore(cursor: OpenCursor): boolean {
  if (cursor.lookahead) return true;
  cursor.lookahead = next(cursor);
  return cursor.lookahead !== undefined;
}

function takeBatch(cursor: OpenCursor, size: number): Buffer[] {
  const batch: Buffer[] = [];
  let bytes = 0;
  while (batch.length < size) {
    const doc = next(cursor);
    if (!doc) break;
    if (batch.length > 0 && bytes + doc.length > MAX_BATCH_BYTES) {
      cursor.lookahead = doc;
      break;
    }
    batch.push(doc);
    bytes += doc.length;
  }
  return batch;
}
