// Where an index keeps its entries (field keys + insertion sequence, see keystring.ts), in their string order.
//
// Two layouts behind one interface:
// - EntryTree: every entry in one B+ tree (adds held back until the next read, then sorted in). For indexes whose
//   field keys rarely repeat (unique ones, those ending in `_id`), where grouping would only add a level.
// - GroupedEntries: entries that share their field keys (a user's rows holding one description word, one category)
//   form a group, kept in sequence order; a hash map finds a group and a B+ tree orders the distinct field keys.
//   A new document has the highest sequence, so adding its entry to an existing group is a hash lookup and an
//   append instead of a descent through a tree of every entry: measured at about 2.5 µs a tree insert, it was half
//   the docstore's time in a statement import. Counting a run of equal keys adds group sizes.
// Field keys are prefix-free (keystring.ts), so ordering groups by field keys and entries by sequence inside a group
// is exactly the entries' string order.
import BTree from 'sorted-btree';
import { bulkLoad } from 'sorted-btree/extended/bulkLoad';
import { SEQ_LENGTH } from './keystring';

const NODE_SIZE = 128;
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface EntryStore {
  readonly size: number;
  /** Adds an entry held by the document `docKey` (an entry already present gets that holder). */
  set(entry: string, docKey: string): void;
  delete(entry: string): void;
  has(entry: string): boolean;
  /** Whether a document other than `docKey` holds an entry with these field keys (entry minus its sequence). */
  heldByOther(fieldKeys: string, docKey: string): boolean;
  /** Entries in [low, high); when `max` is given, any number from `max` on may stand for more. */
  count(low: string, high: string, max?: number): number;
  /** Visits the entries in [low, high) in order until `visit` returns false. */
  walk(low: string, high: string, visit: (entry: string, docKey: string) => boolean | void): void;
  /** Visits the entries below `start` (exclusive) in descending order until `visit` returns false. */
  walkDown(start: string, visit: (entry: string, docKey: string) => boolean | void): void;
  clear(): void;
  /** Entries added but not yet put in order (they are, before any read of the store). */
  readonly held: number;
  /** Puts held entries in order now (the docstore does it when idle, so that the next read need not). */
  settle(): void;
}

/** Added entries an EntryTree holds back at most before sorting them in (more than a 100,000-row import adds). */
const MAX_HELD = 1 << 17;
/** Held entries at least this share of the tree are merged with it into a freshly loaded tree. */
const REBUILD_SHARE = 1 / 8;

/**
 * Entries in one B+ tree, with adds held back until the next read and then put in in key order. A statement import
 * adds entries at random places of large trees (dates, amounts, dedupe keys), each a descent that misses the cache:
 * about 7 µs an entry in a running import. Sorted first, they go in along one sweep of the tree, or, when they are
 * many, the tree is rebuilt from the merged runs. A unique index also keeps which document holds each field key in
 * a hash map, so the check before every write needs no tree.
 */
export class EntryTree implements EntryStore {
  private tree = new BTree<string, string>(undefined, compareKeys, NODE_SIZE);
  /** Entries added since the last read, in arrival order. */
  private heldEntries: string[] = [];
  private heldDocKeys: string[] = [];
  /** Unique indexes: field keys (entry minus sequence) → the document holding them. */
  private readonly holders: Map<string, string> | undefined;

  constructor(unique = false) {
    if (unique) this.holders = new Map();
  }

  get size(): number {
    this.settle();
    return this.tree.size;
  }

  set(entry: string, docKey: string): void {
    this.heldEntries.push(entry);
    this.heldDocKeys.push(docKey);
    this.holders?.set(entry.slice(0, -SEQ_LENGTH), docKey);
    if (this.heldEntries.length >= MAX_HELD) this.settle();
  }

  delete(entry: string): void {
    this.settle();
    const docKey = this.tree.get(entry);
    if (docKey === undefined) return;
    this.tree.delete(entry);
    const fieldKeys = entry.slice(0, -SEQ_LENGTH);
    if (this.holders?.get(fieldKeys) === docKey) this.holders.delete(fieldKeys);
  }

  has(entry: string): boolean {
    this.settle();
    return this.tree.has(entry);
  }

  heldByOther(fieldKeys: string, docKey: string): boolean {
    if (this.holders) {
      const holder = this.holders.get(fieldKeys);
      return holder !== undefined && holder !== docKey;
    }
    this.settle();
    const pair: [string, string] = ['', ''];
    // The entries holding these keys are those that start with them: usually none, which one probe tells.
    for (
      let found = this.tree.getPairOrNextHigher(fieldKeys, pair);
      found && found[0].startsWith(fieldKeys);
      found = this.tree.nextHigherPair(found[0], pair)
    ) {
      if (found[1] !== docKey) return true;
    }
    return false;
  }

  count(low: string, high: string, max = Infinity): number {
    this.settle();
    if (max === Infinity) return this.tree.forRange(low, high, false);
    // The tree keeps no subtree sizes: counting walks, so a bound stops it early.
    let n = 0;
    this.tree.forRange(low, high, false, () => (++n >= max ? { break: true } : undefined));
    return n;
  }

  walk(low: string, high: string, visit: (entry: string, docKey: string) => boolean | void): void {
    this.settle();
    this.tree.forRange(low, high, false, (entry, docKey) =>
      visit(entry, docKey) === false ? { break: true } : undefined,
    );
  }

  walkDown(start: string, visit: (entry: string, docKey: string) => boolean | void): void {
    this.settle();
    if (this.tree.size === 0) return;
    const pair: [string, string] = ['', ''];
    const it = this.tree.entriesReversed(start, pair, true);
    for (let step = it.next(); !step.done; step = it.next()) {
      if (visit(step.value[0], step.value[1]) === false) return;
    }
  }

  clear(): void {
    this.heldEntries = [];
    this.heldDocKeys = [];
    this.holders?.clear();
    this.tree.clear();
  }

  get held(): number {
    return this.heldEntries.length;
  }

  /** Puts the held entries into the tree, in key order (a later add of the same entry wins, as `set` does). */
  settle(): void {
    const count = this.heldEntries.length;
    if (count === 0) return;
    const entries = this.heldEntries;
    const docKeys = this.heldDocKeys;
    this.heldEntries = [];
    this.heldDocKeys = [];
    const order = Array.from({ length: count }, (_, i) => i);
    // Stable: of equal entries the last added ends up last, and is the one kept.
    order.sort((a, b) => compareKeys(entries[a], entries[b]));
    if (count < this.tree.size * REBUILD_SHARE) {
      for (const i of order) this.tree.set(entries[i], docKeys[i]);
      return;
    }
    // Merge the tree's entries and the held ones, then load a new tree from the merged run.
    const keys: string[] = [];
    const values: string[] = [];
    let next = 0;
    const push = (entry: string, docKey: string) => {
      // An entry added again (to the tree or among the held) keeps its place and takes the later holder.
      if (keys.length > 0 && keys[keys.length - 1] === entry) values[values.length - 1] = docKey;
      else {
        keys.push(entry);
        values.push(docKey);
      }
    };
    const pushHeldBelow = (bound: string | undefined) => {
      for (; next < count && (bound === undefined || entries[order[next]] < bound); next++)
        push(entries[order[next]], docKeys[order[next]]);
    };
    this.tree.forEachPair((entry, docKey) => {
      pushHeldBelow(entry);
      push(entry, docKey);
    });
    pushHeldBelow(undefined);
    this.tree = bulkLoad(keys, values, NODE_SIZE, compareKeys);
  }
}

/** Entries per chunk of a run: appends stay O(1) and an insert or removal in the middle moves at most this many. */
const CHUNK = 512;

/** Index in `sorted` of the first element not below `value`. */
function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Chunk {
  entries: string[];
  docKeys: string[];
}

/**
 * The entries of one group, ascending, in chunks of at most CHUNK (a group can hold a user's every row: a soft
 * delete moving them one by one must not shift the whole run each time).
 */
class SortedRun {
  private readonly chunks: Chunk[];
  size = 1;

  constructor(entry: string, docKey: string) {
    this.chunks = [{ entries: [entry], docKeys: [docKey] }];
  }

  /** The chunk that holds `entry` or would: the first whose last entry is not below it (or the last chunk). */
  private chunkFor(entry: string): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const last = this.chunks[mid].entries;
      if (last[last.length - 1] < entry) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Adds an entry (a present one gets the new holder); returns whether it was new. */
  add(entry: string, docKey: string): boolean {
    const tail = this.chunks[this.chunks.length - 1];
    if (entry > tail.entries[tail.entries.length - 1]) {
      // The usual case: a new document has the highest sequence.
      if (tail.entries.length < CHUNK) {
        tail.entries.push(entry);
        tail.docKeys.push(docKey);
      } else {
        this.chunks.push({ entries: [entry], docKeys: [docKey] });
      }
      this.size++;
      return true;
    }
    const c = this.chunkFor(entry);
    const chunk = this.chunks[c];
    const at = lowerBound(chunk.entries, entry);
    if (chunk.entries[at] === entry) {
      chunk.docKeys[at] = docKey;
      return false;
    }
    chunk.entries.splice(at, 0, entry);
    chunk.docKeys.splice(at, 0, docKey);
    if (chunk.entries.length > CHUNK) {
      const half = chunk.entries.length >>> 1;
      this.chunks.splice(c + 1, 0, { entries: chunk.entries.splice(half), docKeys: chunk.docKeys.splice(half) });
    }
    this.size++;
    return true;
  }

  /** Removes an entry; returns whether it was there. */
  remove(entry: string): boolean {
    const c = this.chunkFor(entry);
    const chunk = this.chunks[c];
    const at = lowerBound(chunk.entries, entry);
    if (chunk.entries[at] !== entry) return false;
    chunk.entries.splice(at, 1);
    chunk.docKeys.splice(at, 1);
    if (chunk.entries.length === 0 && this.chunks.length > 1) this.chunks.splice(c, 1);
    this.size--;
    return true;
  }

  has(entry: string): boolean {
    const chunk = this.chunks[this.chunkFor(entry)];
    return chunk.entries[lowerBound(chunk.entries, entry)] === entry;
  }

  /** Whether a document other than `docKey` holds an entry. */
  heldByOther(docKey: string): boolean {
    return this.chunks.some((chunk) => chunk.docKeys.some((holder) => holder !== docKey));
  }

  /** Entries from `low` (inclusive; undefined: the first) to `high` (exclusive; undefined: past the last). */
  count(low: string | undefined, high: string | undefined): number {
    return (high === undefined ? this.size : this.below(high)) - (low === undefined ? 0 : this.below(low));
  }

  /** How many entries are below `entry`. */
  private below(entry: string): number {
    let n = 0;
    for (const chunk of this.chunks) {
      if (chunk.entries[chunk.entries.length - 1] < entry) {
        n += chunk.entries.length;
        continue;
      }
      return n + lowerBound(chunk.entries, entry);
    }
    return n;
  }

  /** Visits entries in [low, high) ascending (undefined: unbounded) until `visit` returns false; false if stopped. */
  walk(
    low: string | undefined,
    high: string | undefined,
    visit: (entry: string, docKey: string) => boolean | void,
  ): boolean {
    for (let c = low === undefined ? 0 : this.chunkFor(low); c < this.chunks.length; c++) {
      const { entries, docKeys } = this.chunks[c];
      for (let i = low === undefined ? 0 : lowerBound(entries, low); i < entries.length; i++) {
        if (high !== undefined && !(entries[i] < high)) return true;
        if (visit(entries[i], docKeys[i]) === false) return false;
      }
      low = undefined;
    }
    return true;
  }

  /** Visits entries below `start` (undefined: all) descending until `visit` returns false; false if stopped. */
  walkDown(start: string | undefined, visit: (entry: string, docKey: string) => boolean | void): boolean {
    for (let c = start === undefined ? this.chunks.length - 1 : this.chunkFor(start); c >= 0; c--) {
      const { entries, docKeys } = this.chunks[c];
      for (let i = (start === undefined ? entries.length : lowerBound(entries, start)) - 1; i >= 0; i--) {
        if (visit(entries[i], docKeys[i]) === false) return false;
      }
      start = undefined;
    }
    return true;
  }
}

export class GroupedEntries implements EntryStore {
  private readonly groups = new Map<string, SortedRun>();
  private readonly order = new BTree<string, SortedRun>(undefined, compareKeys, NODE_SIZE);
  private entryCount = 0;

  get size(): number {
    return this.entryCount;
  }

  /** Distinct field keys. */
  get groupCount(): number {
    return this.groups.size;
  }

  set(entry: string, docKey: string): void {
    const fieldKeys = entry.slice(0, -SEQ_LENGTH);
    const run = this.groups.get(fieldKeys);
    if (run === undefined) {
      const created = new SortedRun(entry, docKey);
      this.groups.set(fieldKeys, created);
      this.order.set(fieldKeys, created);
      this.entryCount++;
    } else if (run.add(entry, docKey)) {
      this.entryCount++;
    }
  }

  delete(entry: string): void {
    const fieldKeys = entry.slice(0, -SEQ_LENGTH);
    const run = this.groups.get(fieldKeys);
    if (run === undefined || !run.remove(entry)) return;
    this.entryCount--;
    if (run.size === 0) {
      this.groups.delete(fieldKeys);
      this.order.delete(fieldKeys);
    }
  }

  has(entry: string): boolean {
    return this.groups.get(entry.slice(0, -SEQ_LENGTH))?.has(entry) ?? false;
  }

  heldByOther(fieldKeys: string, docKey: string): boolean {
    return this.groups.get(fieldKeys)?.heldByOther(docKey) ?? false;
  }

  count(low: string, high: string): number {
    let n = 0;
    this.walkRuns(low, high, (run, from, to) => {
      n += run.count(from, to);
    });
    return n;
  }

  walk(low: string, high: string, visit: (entry: string, docKey: string) => boolean | void): void {
    this.walkRuns(low, high, (run, from, to) => run.walk(from, to, visit));
  }

  walkDown(start: string, visit: (entry: string, docKey: string) => boolean | void): void {
    if (this.order.size === 0) return;
    // Groups at or below `start`: only one whose field keys begin `start` can hold entries at or above it.
    const it = this.order.entriesReversed(start, undefined, false);
    for (let step = it.next(); !step.done; step = it.next()) {
      const [fieldKeys, run] = step.value;
      if (!run.walkDown(start.startsWith(fieldKeys) ? start : undefined, visit)) return;
    }
  }

  clear(): void {
    this.groups.clear();
    this.order.clear();
    this.entryCount = 0;
  }

  /** A new entry joins its group at once (an append): nothing is held. */
  readonly held = 0;

  settle(): void {}

  /**
   * Calls `visit` with each group that has entries in [low, high), in order, with the bounds to apply inside it
   * (undefined: the group lies wholly on that side), until `visit` returns false.
   */
  private walkRuns(
    low: string,
    high: string,
    visit: (run: SortedRun, from: string | undefined, to: string | undefined) => boolean | void,
  ): void {
    if (this.order.size === 0 || !(low < high)) return;
    // Field keys put every entry of their group on the same side of a bound, unless they begin the bound; being
    // prefix-free, at most one group begins a bound: the last one not above it.
    const first = this.order.getPairOrNextLower(low);
    const lowGroup = first && low.startsWith(first[0]) ? first[0] : undefined;
    const last = this.order.getPairOrNextLower(high);
    const highGroup = last && high.startsWith(last[0]) ? last[0] : undefined;
    if (first && lowGroup !== undefined && lowGroup !== low) {
      if (visit(first[1], low, lowGroup === highGroup ? high : undefined) === false) return;
    }
    this.order.forRange(low, high, false, (fieldKeys, run) => {
      if (visit(run, undefined, fieldKeys === highGroup ? high : undefined) === false) return { break: true };
      return undefined;
    });
  }
}
