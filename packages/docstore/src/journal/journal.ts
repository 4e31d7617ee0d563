// The durable store: an append-only journal of framed records plus snapshots that bound its replay.
//
// Files in the data directory:
//   journal-<gen>.log   records appended since snapshot <gen> (or since the beginning when there is none)
//   snapshot-<gen>.db   the whole state as of the start of journal <gen>; written to a .tmp name and renamed
//                       once complete, so its existence proves it whole
// Writes are applied in memory first, then appended here; the reply waits for `durable(lsn)`, which resolves
// after the record has been written and fdatasync'ed. Appends that arrive while an fsync is running are written
// together by the next one (group commit). Compaction rotates to a new journal and writes a snapshot from a
// reference capture of the immutable document buffers, without stopping writers.
import { readFileSync, readdirSync, renameSync, truncateSync, unlinkSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { join } from 'node:path';
import { DecryptionError, type RecordCipher, isSealed } from '@tracker/cipher';
import { OpCode, type RawOp, decodeOps, encodeOp } from './ops';
import { fsyncPath } from '../fsync';
import { frameRecord, parseRecords } from './records';

export interface JournalOptions {
  /** Journal size that triggers compaction (grows with the snapshot so compaction stays amortised). */
  compactBytes?: number;
  log?: (message: string) => void;
  /** Seals every record written (encryption at rest) and opens those read; without it records are plaintext. */
  cipher?: RecordCipher;
}

/** Returns the ops of a snapshot of the current state; must capture that state before returning. */
export type SnapshotSource = () => Iterable<Buffer>;

interface Pending {
  record: Buffer;
  lsn: number;
}

interface Waiter {
  lsn: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;
const SNAPSHOT_CHUNK_BYTES = 1024 * 1024;

const journalName = (gen: number) => `journal-${String(gen).padStart(6, '0')}.log`;
const snapshotName = (gen: number) => `snapshot-${String(gen).padStart(6, '0')}.db`;

function gensOf(files: string[], prefix: string, suffix: string): number[] {
  return files
    .filter((f) => f.startsWith(prefix) && f.endsWith(suffix))
    .map((f) => Number(f.slice(prefix.length, -suffix.length)))
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
}

export interface RecoveryReport {
  snapshotGen: number | undefined;
  journalRecords: number;
  tornBytes: number;
}

export class Journal {
  private fh!: FileHandle;
  private gen = 1;
  private bytes = 0;
  private snapshotBytes = 0;
  private queue: Pending[] = [];
  private waiters: Waiter[] = [];
  private appendedLsn = 0;
  private durableLsn = 0;
  private flushing: Promise<void> | undefined;
  private compacting: Promise<void> | undefined;
  private rotateAfterLsn: number | undefined;
  private pendingSnapshot: Iterable<Buffer> | undefined;
  private failure: Error | undefined;
  private closed = false;
  private readonly compactBytes: number;
  private readonly log: (message: string) => void;
  private readonly cipher: RecordCipher | undefined;
  /** Set by recovery when a record read was plaintext or sealed under an older key: compaction rewrites them. */
  needsRewrite = false;
  snapshotSource: SnapshotSource | undefined;

  private constructor(
    readonly dir: string,
    options: JournalOptions,
  ) {
    this.compactBytes = options.compactBytes ?? DEFAULT_COMPACT_BYTES;
    this.log = options.log ?? ((m) => process.stderr.write(`docstore: ${m}\n`));
    this.cipher = options.cipher;
  }

  /** A record as it goes to disk: sealed when a cipher is configured. */
  private frame(payload: Buffer): Buffer {
    return frameRecord(this.cipher ? this.cipher.seal(payload) : payload);
  }

  /** A whole record read back (its CRC already checked): opened, noting what a rewrite must re-seal. */
  private unseal(payload: Buffer): Buffer {
    if (!this.cipher) {
      if (isSealed(payload)) throw new DecryptionError('the data is encrypted: give its key in DATA_ENCRYPTION_KEY');
      return payload;
    }
    const { plain, current } = this.cipher.open(payload);
    if (!current) this.needsRewrite = true;
    return plain;
  }

  /** Opens the store in `dir`, replaying snapshot and journals through `apply` before returning. */
  static async open(
    dir: string,
    options: JournalOptions,
    apply: (op: RawOp) => void,
  ): Promise<{ journal: Journal; report: RecoveryReport }> {
    const journal = new Journal(dir, options);
    const report = journal.recover(apply);
    journal.fh = await open(join(dir, journalName(journal.gen)), 'a');
    fsyncPath(dir);
    return { journal, report };
  }

  private recover(apply: (op: RawOp) => void): RecoveryReport {
    const files = readdirSync(this.dir);
    for (const f of files) if (f.endsWith('.tmp')) unlinkSync(join(this.dir, f));
    let base = 0;
    const report: RecoveryReport = { snapshotGen: undefined, journalRecords: 0, tornBytes: 0 };
    for (const gen of gensOf(files, 'snapshot-', '.db').reverse()) {
      const data = readFileSync(join(this.dir, snapshotName(gen)));
      const parsed = parseRecords(data);
      const ops = parsed.records.flatMap((r) => [...decodeOps(this.unseal(r))]);
      if (parsed.torn || ops.at(-1)?.code !== OpCode.SnapshotEnd) {
        this.log(`ignoring incomplete snapshot ${snapshotName(gen)}`);
        continue;
      }
      for (const op of ops) this.applySafely(apply, op);
      base = gen;
      report.snapshotGen = gen;
      this.snapshotBytes = data.length;
      break;
    }
    const journals = gensOf(files, 'journal-', '.log').filter((g) => g >= base);
    for (const [i, gen] of journals.entries()) {
      const path = join(this.dir, journalName(gen));
      const data = readFileSync(path);
      const parsed = parseRecords(data);
      for (const record of parsed.records) for (const op of decodeOps(this.unseal(record))) this.applySafely(apply, op);
      report.journalRecords += parsed.records.length;
      if (parsed.torn) {
        report.tornBytes += data.length - parsed.validBytes;
        this.log(
          `dropped a torn record: ${data.length - parsed.validBytes} bytes at offset ${parsed.validBytes} of ${journalName(gen)}`,
        );
        if (i === journals.length - 1) truncateSync(path, parsed.validBytes);
      }
      this.bytes = parsed.validBytes;
    }
    this.gen = journals.at(-1) ?? Math.max(base, 1);
    if (journals.length === 0) this.bytes = 0;
    for (const gen of gensOf(files, 'journal-', '.log')) if (gen < base) unlinkSync(join(this.dir, journalName(gen)));
    for (const gen of gensOf(files, 'snapshot-', '.db'))
      if (gen !== base) unlinkSync(join(this.dir, snapshotName(gen)));
    return report;
  }

  private applySafely(apply: (op: RawOp) => void, op: RawOp): void {
    try {
      apply(op);
    } catch (err) {
      this.log(`replay of op ${op.code} on ${op.ns} failed: ${(err as Error).message}`);
    }
  }

  get size(): number {
    return this.bytes;
  }

  get lastLsn(): number {
    return this.appendedLsn;
  }

  /** Queues one record (the ops of one command); returns its sequence number for `durable`. */
  append(ops: Buffer[]): number {
    if (this.failure) throw this.failure;
    if (this.closed) throw new Error('journal is closed');
    const record = this.frame(ops.length === 1 ? ops[0] : Buffer.concat(ops));
    const lsn = ++this.appendedLsn;
    this.queue.push({ record, lsn });
    this.kick();
    return lsn;
  }

  /** Resolves once every record up to `lsn` is on disk (written and fdatasync'ed). */
  durable(lsn: number = this.appendedLsn): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (lsn <= this.durableLsn) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ lsn, resolve, reject }));
  }

  private kick(): void {
    if (this.flushing || this.failure) return;
    this.flushing = this.flushLoop().finally(() => {
      this.flushing = undefined;
      if (this.queue.length && !this.failure) this.kick();
    });
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.queue.length || this.rotateAfterLsn !== undefined) {
        let take = this.queue.length;
        if (this.rotateAfterLsn !== undefined) {
          const cut = this.queue.findIndex((p) => p.lsn > (this.rotateAfterLsn as number));
          if (cut !== -1) take = cut;
        }
        const batch = this.queue.splice(0, take);
        if (batch.length) {
          const data = batch.length === 1 ? batch[0].record : Buffer.concat(batch.map((p) => p.record));
          await this.fh.write(data, 0, data.length);
          await this.fh.datasync();
          this.bytes += data.length;
          this.markDurable(batch[batch.length - 1].lsn);
        }
        if (this.rotateAfterLsn !== undefined && this.durableLsn >= this.rotateAfterLsn) await this.rotate();
        this.maybeCompact();
      }
    } catch (err) {
      this.failure = err instanceof Error ? err : new Error(String(err));
      this.log(`journal write failed, refusing further writes: ${this.failure.message}`);
      for (const w of this.waiters.splice(0)) w.reject(this.failure);
    }
  }

  private markDurable(lsn: number): void {
    this.durableLsn = lsn;
    if (!this.waiters.length) return;
    const still: Waiter[] = [];
    for (const w of this.waiters) w.lsn <= lsn ? w.resolve() : still.push(w);
    this.waiters = still;
  }

  /** Starts a compaction when the journal has outgrown both the threshold and the last snapshot. */
  maybeCompact(force = false): void {
    if (this.compacting || this.rotateAfterLsn !== undefined || !this.snapshotSource || this.closed) return;
    if (!force && this.bytes <= Math.max(this.compactBytes, this.snapshotBytes)) return;
    // The capture and the rotation point are taken in the same tick: the snapshot holds exactly the effects of
    // records up to `rotateAfterLsn`, and everything after goes to the next journal.
    this.pendingSnapshot = this.snapshotSource();
    this.rotateAfterLsn = this.appendedLsn;
    if (this.durableLsn >= this.rotateAfterLsn && !this.flushing) {
      this.flushing = this.rotate().finally(() => {
        this.flushing = undefined;
        if (this.queue.length) this.kick();
      });
    }
  }

  private async rotate(): Promise<void> {
    const ops = this.pendingSnapshot as Iterable<Buffer>;
    const oldGen = this.gen;
    const newGen = oldGen + 1;
    const next = await open(join(this.dir, journalName(newGen)), 'a');
    fsyncPath(this.dir);
    await this.fh.close();
    this.fh = next;
    this.gen = newGen;
    this.bytes = 0;
    this.rotateAfterLsn = undefined;
    this.pendingSnapshot = undefined;
    this.compacting = this.writeSnapshot(newGen, ops)
      .catch((err: unknown) => this.log(`snapshot ${snapshotName(newGen)} failed: ${(err as Error).message}`))
      .finally(() => {
        this.compacting = undefined;
      });
  }

  private async writeSnapshot(gen: number, ops: Iterable<Buffer>): Promise<void> {
    const tmp = join(this.dir, snapshotName(gen) + '.tmp');
    const fh = await open(tmp, 'w');
    let written = 0;
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      const flush = async () => {
        if (!chunk.length) return;
        const record = this.frame(Buffer.concat(chunk, chunkBytes));
        await fh.write(record, 0, record.length);
        written += record.length;
        chunk = [];
        chunkBytes = 0;
      };
      for (const op of ops) {
        chunk.push(op);
        chunkBytes += op.length;
        if (chunkBytes >= SNAPSHOT_CHUNK_BYTES) await flush();
      }
      await flush();
      const end = this.frame(encodeOp(OpCode.SnapshotEnd, '', {}));
      await fh.write(end, 0, end.length);
      written += end.length;
      await fh.datasync();
    } finally {
      await fh.close();
    }
    renameSync(tmp, join(this.dir, snapshotName(gen)));
    fsyncPath(this.dir);
    this.snapshotBytes = written;
    const files = readdirSync(this.dir);
    for (const g of gensOf(files, 'journal-', '.log')) if (g < gen) unlinkSync(join(this.dir, journalName(g)));
    for (const g of gensOf(files, 'snapshot-', '.db')) if (g < gen) unlinkSync(join(this.dir, snapshotName(g)));
    this.log(`compacted: ${snapshotName(gen)} (${written} bytes)`);
  }

  /** Waits for any running compaction (tests and benchmarks use this to observe a finished snapshot). */
  async idle(): Promise<void> {
    while (this.flushing || this.compacting) await (this.flushing ?? this.compacting);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.idle();
    this.closed = true;
    await this.durable().catch(() => undefined);
    await this.idle();
    await this.fh.close();
  }
}
