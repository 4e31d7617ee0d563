// Reading an index plan: its runs of entries, one after the other or merged in sort order, a chunk at a time, so a
// cursor left open between getMores holds a few entries rather than a copy of the index. Entries read before a
// change to the index are checked again before use; documents are fetched (and tested, unless the plan is exact)
// only as they are returned, and a skip over an exact plan is counted off the index without touching documents.
import type { Collection } from './collection';
import type { Index } from './indexes';
import type { KeyRange } from './keystring';
import type { IndexPlan } from './planner';
import { Match } from './match';

const FIRST_CHUNK = 32;
const MAX_CHUNK = 4096;
/**
 * From this chunk size on (a read that has gone past 1,000 entries: a summary, not a page), a chunk's documents are
 * read ahead in key order (Collection.getMany) and returned in the index's order.
 */
const READ_AHEAD_CHUNK = 1024;

/** One run of entries, read lazily in chunks that double in size. */
class RunReader {
  private entries: string[] = [];
  private docKeys: string[] = [];
  private pos = 0;
  /** The last entry read: the next chunk starts after it. */
  private resume: string | undefined;
  private done = false;
  private version = -1;
  private chunk = FIRST_CHUNK;

  constructor(
    private readonly index: Index,
    private readonly range: KeyRange,
    private readonly reverse: boolean,
    readonly prefixLength: number,
    /** Called with the document keys of each chunk of at least READ_AHEAD_CHUNK entries, once read. */
    private readonly onChunk?: (docKeys: string[]) => void,
  ) {}

  /** The current entry, or undefined at the end of the run. */
  entry(): string | undefined {
    if (this.pos >= this.entries.length && !this.fill()) return undefined;
    return this.entries[this.pos];
  }

  docKey(): string {
    return this.docKeys[this.pos];
  }

  /** Whether the current entry was read before a change to the index and is gone since. */
  stale(): boolean {
    return this.index.version !== this.version && !this.index.has(this.entries[this.pos]);
  }

  advance(): void {
    this.pos++;
  }

  /** Skips `n` entries before any was read, by counting; returns how many of `n` lie beyond this run. */
  skip(n: number): number {
    // Whether the run ends within the skip needs a count up to n + 1 only (a store's count walks its entries); a
    // backward skip needs the exact count, to find its entry from the start.
    const count = this.index.count(this.range, this.reverse && n > 0 ? undefined : n + 1);
    if (count <= n) {
      this.done = true;
      return n - count;
    }
    if (n === 0) return 0;
    if (!this.reverse) {
      this.resume = this.index.entryAt(this.range, n - 1);
    } else if (count - n <= n) {
      // Walking backwards: the n-th entry from the end is the (count - n)-th from the start.
      this.resume = this.index.entryAt(this.range, count - n);
    } else {
      const entries: string[] = [];
      this.index.read(this.range, true, undefined, n, entries, []);
      this.resume = entries[entries.length - 1];
    }
    return 0;
  }

  private fill(): boolean {
    if (this.done) return false;
    this.entries = [];
    this.docKeys = [];
    this.pos = 0;
    const n = this.index.read(this.range, this.reverse, this.resume, this.chunk, this.entries, this.docKeys);
    this.version = this.index.version;
    if (n < this.chunk) this.done = true;
    if (n > 0) this.resume = this.entries[n - 1];
    if (this.onChunk && this.chunk >= READ_AHEAD_CHUNK && n > 0) this.onChunk(this.docKeys);
    this.chunk = Math.min(this.chunk * 2, MAX_CHUNK);
    return n > 0;
  }
}

/** Tests a stored document by its bytes; undefined when every candidate matches. */
export type Test = ((raw: Uint8Array) => boolean) | undefined;

/** The documents another index held at a given version of it. */
export interface Within {
  keys: Set<string>;
  index: Index;
  version: number;
  /** What is left to test of a document in `keys` while the index is still at that version. */
  test: Test;
  /**
   * Take each document out of `keys` when it is met, so that they end as the documents not yet reached (only for
   * plans with one entry per document in one run: see `orderable`).
   */
  consume?: boolean;
}

/**
 * The documents of an index plan, in the plan's order, tested for what the plan's runs leave unchecked (`test`:
 * nothing when the plan is exact).
 */
export class IndexCursor {
  /** Entries looked at so far. */
  examined = 0;
  /** Whether reading stopped at the limit set by stopAfter (rather than at the end of the runs). */
  paused = false;
  /** The last entry looked at. */
  lastEntry: string | undefined;
  private budget = Infinity;
  private readonly runs: RunReader[];
  private current = 0;
  private readonly seen: Set<string> | undefined;
  private started = false;
  /** The current chunk's documents, read ahead at the collection's version `readAheadAt`. */
  private readAhead: Map<string, Buffer> | undefined;
  private readAheadAt = -1;

  /**
   * `within`: when given, only the documents another index held when the cursor was made (reading one index in
   * order and keeping what a second one holds answers a sort from the first and a narrower filter from the
   * second), testing them with its `test` instead. Once that index changes, documents are tested with `test`.
   */
  constructor(
    private readonly coll: Collection,
    private readonly plan: IndexPlan,
    private readonly test: Test,
    private readonly within?: Within,
  ) {
    // Read ahead when every entry read is a document returned or tested: not when merging runs (each would drop
    // the others' chunk), nor within another index's documents (most would be passed over).
    const onChunk = plan.merge || within ? undefined : (docKeys: string[]) => this.readChunk(docKeys);
    const runs = plan.ranges.map(
      (range, i) => new RunReader(plan.index, range, plan.reverse, plan.prefixLengths[i], onChunk),
    );
    this.runs = plan.reverse ? runs.reverse() : runs;
    this.seen = plan.dedupe ? new Set() : undefined;
  }

  /** Stops reading (see `paused`) once `examined` entries have been looked at. */
  stopAfter(examined: number): void {
    this.budget = examined;
  }

  /**
   * Skips `n` documents; over an exact plan without reading any document (before the first read, by counting).
   * Returns how many were skipped: fewer than `n` at the end of the runs or at the stopAfter limit.
   */
  skip(n: number): number {
    if (n <= 0) return 0;
    let i = 0;
    if (!this.plan.exact) {
      while (i < n && this.next()) i++;
      return i;
    }
    if (!this.started && !this.plan.dedupe && !this.plan.merge && !this.within && this.budget === Infinity) {
      this.started = true;
      let left = n;
      while (left > 0 && this.current < this.runs.length) {
        left = this.runs[this.current].skip(left);
        if (left > 0) this.current++;
      }
      return n - left;
    }
    while (i < n && this.nextKey() !== undefined) i++;
    return i;
  }

  next(): Match | undefined {
    for (;;) {
      const docKey = this.nextKey();
      if (docKey === undefined) return undefined;
      const raw = this.fetch(docKey);
      if (!raw) continue;
      const test = this.within && this.within.index.version === this.within.version ? this.within.test : this.test;
      if (test && !test(raw)) continue;
      return new Match(docKey, raw);
    }
  }

  private readChunk(docKeys: string[]): void {
    this.readAhead = this.coll.getMany(docKeys);
    this.readAheadAt = this.coll.version;
  }

  /** A document as stored now: from the chunk read ahead while nothing has changed since, else read by key. */
  private fetch(docKey: string): Buffer | undefined {
    if (this.readAhead && this.readAheadAt === this.coll.version) {
      const raw = this.readAhead.get(docKey);
      if (raw) return raw;
    } else {
      this.readAhead = undefined;
    }
    return this.coll.get(docKey);
  }

  /** The next candidate document's key: entries still in the index, each document once, within the given set. */
  private nextKey(): string | undefined {
    this.started = true;
    for (;;) {
      if (this.examined >= this.budget) {
        this.paused = true;
        return undefined;
      }
      const run = this.plan.merge ? this.mergedRun() : this.nextRun();
      if (!run) return undefined;
      this.lastEntry = run.entry();
      const stale = run.stale();
      const docKey = run.docKey();
      run.advance();
      this.examined++;
      if (stale) continue;
      if (this.within) {
        if (this.within.consume ? !this.within.keys.delete(docKey) : !this.within.keys.has(docKey)) continue;
      }
      if (this.seen) {
        if (this.seen.has(docKey)) continue;
        this.seen.add(docKey);
      }
      return docKey;
    }
  }

  *[Symbol.iterator](): Generator<Match> {
    for (let match = this.next(); match; match = this.next()) yield match;
  }

  private nextRun(): RunReader | undefined {
    while (this.current < this.runs.length) {
      const run = this.runs[this.current];
      if (run.entry() !== undefined) return run;
      this.current++;
    }
    return undefined;
  }

  /** The run whose current entry comes first in sort order: what follows the prefixes decides. */
  private mergedRun(): RunReader | undefined {
    let best: RunReader | undefined;
    let bestRest = '';
    for (const run of this.runs) {
      const entry = run.entry();
      if (entry === undefined) continue;
      const rest = entry.slice(run.prefixLength);
      if (!best || (this.plan.reverse ? rest > bestRest : rest < bestRest)) {
        best = run;
        bestRest = rest;
      }
    }
    return best;
  }
}

/** Whether OrderedCandidates can put documents in this plan's order: one run, one entry per document. */
export const orderable = (plan: IndexPlan): boolean => plan.ranges.length === 1 && !plan.dedupe && !plan.merge;

/**
 * Some documents (what a narrower index holds) in the order of a sorted plan's run, found by computing each one's
 * entry in that index from its bytes and sorting those: for a few documents, much cheaper than walking the sorted
 * index past every document it holds. As in MongoDB's blocking sort, the order is taken when the cursor is made;
 * documents are fetched as they are returned and, once either index has changed, tested against the whole filter.
 */
export class OrderedCandidates {
  private readonly docKeys: string[];
  private pos = 0;

  /**
   * `test`: what neither index expresses, enough while the `watched` indexes are at the versions given (those of
   * when the candidates were collected); `fullTest`: the whole filter. `beyond`: only documents whose entry comes
   * after this one in the plan's order.
   */
  constructor(
    private readonly coll: Collection,
    plan: IndexPlan,
    candidates: Iterable<string>,
    private readonly watched: Array<{ index: Index; version: number }>,
    private readonly test: Test,
    private readonly fullTest: Test,
    beyond?: string,
  ) {
    const range = plan.ranges[0];
    let low = range.low;
    let high = range.high;
    if (beyond !== undefined && plan.reverse) high = beyond < high ? beyond : high;
    else if (beyond !== undefined) low = beyond + '\u0000' > low ? beyond + '\u0000' : low;
    const entries: string[] = [];
    const keys: string[] = [];
    const entriesOf = coll.entriesReader(plan.index);
    for (const key of candidates) {
      const entry = entriesOf(key)?.keys[0];
      // Outside the run (or already read): the document does not meet the sorted plan's own conditions.
      if (entry === undefined || entry < low || !(entry < high)) continue;
      entries.push(entry);
      keys.push(key);
    }
    const order = Array.from(entries, (_, i) => i);
    order.sort(
      plan.reverse ? (a, b) => (entries[a] < entries[b] ? 1 : -1) : (a, b) => (entries[a] < entries[b] ? -1 : 1),
    );
    this.docKeys = order.map((i) => keys[i]);
  }

  /** Skips `n` documents; without reading any while no test is left and nothing has changed. */
  skip(n: number): void {
    if (n <= 0) return;
    if (!this.test && !this.changed()) this.pos = Math.min(this.docKeys.length, this.pos + n);
    else for (let i = 0; i < n && this.next(); i++);
  }

  next(): Match | undefined {
    while (this.pos < this.docKeys.length) {
      const key = this.docKeys[this.pos++];
      const raw = this.coll.get(key);
      if (!raw) continue;
      const test = this.changed() ? this.fullTest : this.test;
      if (test && !test(raw)) continue;
      return new Match(key, raw);
    }
    return undefined;
  }

  *[Symbol.iterator](): Generator<Match> {
    for (let match = this.next(); match; match = this.next()) yield match;
  }

  private changed(): boolean {
    return this.watched.some(({ index, version }) => index.version !== version);
  }
}
