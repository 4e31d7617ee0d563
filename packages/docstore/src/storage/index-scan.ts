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
    const count = this.index.count(this.range);
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
}

/**
 * The documents of an index plan, in the plan's order, tested for what the plan's runs leave unchecked (`test`:
 * nothing when the plan is exact).
 */
export class IndexCursor {
  /** Entries looked at so far (the planner's measure of work). */
  examined = 0;
  private readonly runs: RunReader[];
  private current = 0;
  private readonly seen: Set<string> | undefined;
  private started = false;

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
    const runs = plan.ranges.map((range, i) => new RunReader(plan.index, range, plan.reverse, plan.prefixLengths[i]));
    this.runs = plan.reverse ? runs.reverse() : runs;
    this.seen = plan.dedupe ? new Set() : undefined;
  }

  /** Skips `n` documents; over an exact plan without reading any document (before the first read, by counting). */
  skip(n: number): void {
    if (n <= 0) return;
    if (!this.plan.exact) {
      for (let i = 0; i < n && this.next(); i++);
      return;
    }
    if (!this.started && !this.plan.dedupe && !this.plan.merge && !this.within) {
      this.started = true;
      let left = n;
      while (left > 0 && this.current < this.runs.length) {
        left = this.runs[this.current].skip(left);
        if (left > 0) this.current++;
      }
      return;
    }
    for (let i = 0; i < n && this.nextKey() !== undefined; i++);
  }

  next(): Match | undefined {
    for (;;) {
      const docKey = this.nextKey();
      if (docKey === undefined) return undefined;
      const raw = this.coll.get(docKey);
      if (!raw) continue;
      const test = this.within && this.within.index.version === this.within.version ? this.within.test : this.test;
      if (test && !test(raw)) continue;
      return new Match(docKey, raw);
    }
  }

  /** The next candidate document's key: entries still in the index, each document once, within the given set. */
  private nextKey(): string | undefined {
    this.started = true;
    for (;;) {
      const run = this.plan.merge ? this.mergedRun() : this.nextRun();
      if (!run) return undefined;
      const stale = run.stale();
      const docKey = run.docKey();
      run.advance();
      this.examined++;
      if (stale || (this.within && !this.within.keys.has(docKey))) continue;
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
