import { EntryTree, GroupedEntries, type EntryStore } from './entry-store';
import { TOP, after, encodeValue, invert, seqSuffix } from './keystring';

/** A small deterministic generator, so a failure replays. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n); // the high bits: the low ones of this generator cycle
  };
}

const FIRST = ['u1', 'u2', 'u10', 'u'].map(encodeValue);
const SECOND = [
  ...['coffee', 'coffeeshop', 'tea', ''].map(encodeValue),
  ...[3, 30, -1].map(encodeValue),
  encodeValue(null),
];

function contents(store: EntryStore, low: string, high: string): string[] {
  const out: string[] = [];
  store.walk(low, high, (entry, docKey) => void out.push(`${entry}=${docKey}`));
  return out;
}

function contentsDown(store: EntryStore, start: string, limit: number): string[] {
  const out: string[] = [];
  store.walkDown(start, (entry, docKey) => {
    out.push(`${entry}=${docKey}`);
    return out.length < limit;
  });
  return out;
}

describe('GroupedEntries', () => {
  it('answers every query as the plain tree does, through adds, re-adds at an old sequence and removals', () => {
    const next = random(7);
    const grouped = new GroupedEntries();
    const tree = new EntryTree();
    const live: string[] = [];
    let seq = 1;
    const bounds = (): string[] => {
      const first = FIRST[next(FIRST.length)];
      const pick = live.length > 0 ? live[next(live.length)] : first;
      return [
        '',
        TOP,
        first,
        after(first),
        first + SECOND[next(SECOND.length)],
        pick,
        `${pick}\u0000`,
        after(pick.slice(0, -5)),
      ];
    };
    for (let step = 0; step < 6000; step++) {
      const op = next(10);
      if (op < 6 || live.length === 0) {
        // Mostly new documents (the highest sequence); sometimes an old sequence, as an update keeps its place.
        const s = op === 0 && seq > 10 ? 1 + next(seq - 1) : seq++;
        const descending = next(4) === 0;
        const second = SECOND[next(SECOND.length)];
        const entry = FIRST[next(FIRST.length)] + (descending ? invert(second) : second) + seqSuffix(s);
        const docKey = `d${s}`;
        grouped.set(entry, docKey);
        tree.set(entry, docKey);
        if (!live.includes(entry)) live.push(entry);
      } else {
        const entry = live.splice(next(live.length), 1)[0];
        grouped.delete(entry);
        tree.delete(entry);
      }
      expect(grouped.size).toBe(tree.size);
      if (step % 150 === 0) {
        const all = bounds();
        for (const low of all) {
          for (const high of all.filter((h) => !(h < low))) {
            expect(grouped.count(low, high)).toBe(tree.count(low, high));
            expect(contents(grouped, low, high)).toEqual(contents(tree, low, high));
          }
          expect(contentsDown(grouped, low, 25)).toEqual(contentsDown(tree, low, 25));
        }
        for (const entry of [...live.slice(0, 20), `${FIRST[0]}${SECOND[0]}${seqSuffix(seq + 5)}`]) {
          expect(grouped.has(entry)).toBe(tree.has(entry));
          const fieldKeys = entry.slice(0, -5);
          expect(grouped.heldByOther(fieldKeys, 'd1')).toBe(tree.heldByOther(fieldKeys, 'd1'));
        }
      }
    }
    expect(live.length).toBeGreaterThan(500);
  });

  it('keeps a large group in order through removals and re-adds in the middle', () => {
    const grouped = new GroupedEntries();
    const tree = new EntryTree();
    const key = FIRST[0] + SECOND[0];
    for (let s = 1; s <= 5000; s++) {
      grouped.set(key + seqSuffix(s), `d${s}`);
      tree.set(key + seqSuffix(s), `d${s}`);
    }
    for (let s = 1; s <= 5000; s += 3) {
      grouped.delete(key + seqSuffix(s));
      tree.delete(key + seqSuffix(s));
    }
    for (let s = 4000; s >= 1; s -= 7) {
      grouped.set(key + seqSuffix(s), `e${s}`);
      tree.set(key + seqSuffix(s), `e${s}`);
    }
    expect(grouped.size).toBe(tree.size);
    expect(contents(grouped, '', TOP)).toEqual(contents(tree, '', TOP));
    expect(contentsDown(grouped, TOP, 10_000)).toEqual(contentsDown(tree, TOP, 10_000));
    const middle = key + seqSuffix(2500);
    expect(grouped.count(middle, TOP)).toBe(tree.count(middle, TOP));
    expect(contentsDown(grouped, middle, 100)).toEqual(contentsDown(tree, middle, 100));
  });
});

describe('EntryTree', () => {
  const sortedPairs = (entries: Map<string, string>) => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const inRange = (pairs: Array<[string, string]>, low: string, high: string) =>
    pairs.filter(([e]) => !(e < low) && e < high).map(([e, d]) => `${e}=${d}`);
  const below = (pairs: Array<[string, string]>, start: string, limit: number) =>
    pairs
      .filter(([e]) => e < start)
      .reverse()
      .slice(0, limit)
      .map(([e, d]) => `${e}=${d}`);

  it('shows adds held back for a sorted insert or a rebuild exactly as if they had gone in one by one', () => {
    const next = random(11);
    const tree = new EntryTree();
    const oracle = new Map<string, string>();
    const live: string[] = [];
    let seq = 1;
    for (let round = 0; round < 40; round++) {
      // Bursts of every size against the tree's: a few (sorted in), many (a rebuild), with re-adds and deletes.
      const burst = [1, 3, 30, 300, 1500][next(5)];
      for (let i = 0; i < burst; i++) {
        const op = next(20);
        if (op === 0 && live.length > 0) {
          const entry = live.splice(next(live.length), 1)[0];
          tree.delete(entry);
          oracle.delete(entry);
        } else {
          const again = op === 1 && live.length > 0;
          const entry = again
            ? live[next(live.length)]
            : FIRST[next(FIRST.length)] + SECOND[next(SECOND.length)] + seqSuffix(seq++);
          const docKey = `d${next(1000)}`;
          tree.set(entry, docKey);
          if (!oracle.has(entry)) live.push(entry);
          oracle.set(entry, docKey);
        }
      }
      expect(tree.size).toBe(oracle.size);
      const pairs = sortedPairs(oracle);
      const pick = pairs.length > 0 ? pairs[next(pairs.length)][0] : FIRST[0];
      for (const [low, high] of [
        ['', TOP],
        [FIRST[next(FIRST.length)], after(FIRST[0])],
        [pick, TOP],
        ['', pick],
      ]) {
        expect(contents(tree, low, high)).toEqual(inRange(pairs, low, high));
        expect(tree.count(low, high)).toBe(inRange(pairs, low, high).length);
      }
      expect(contentsDown(tree, pick, 30)).toEqual(below(pairs, pick, 30));
      expect(tree.has(pick)).toBe(oracle.has(pick));
      expect(tree.has(`${pick}\u0000`)).toBe(false);
    }
    expect(oracle.size).toBeGreaterThan(5000);
  });

  it('a unique tree knows which document holds field keys without reading the tree', () => {
    const next = random(5);
    const tree = new EntryTree(true);
    const oracle = new Map<string, string>();
    const holder = new Map<string, number>();
    const heldByOther = (fieldKeys: string, docKey: string) =>
      [...oracle].some(([e, d]) => e.slice(0, -5) === fieldKeys && d !== docKey);
    for (let step = 0; step < 3000; step++) {
      const fieldKeys = FIRST[next(FIRST.length)] + SECOND[next(SECOND.length)];
      const held = holder.get(fieldKeys);
      if (held !== undefined && next(3) === 0) {
        // A removal (a document deleted, or moved off these keys by an update).
        tree.delete(fieldKeys + seqSuffix(held));
        oracle.delete(fieldKeys + seqSuffix(held));
        holder.delete(fieldKeys);
      } else if (held === undefined) {
        const seq = step + 1;
        tree.set(fieldKeys + seqSuffix(seq), `d${seq}`);
        oracle.set(fieldKeys + seqSuffix(seq), `d${seq}`);
        holder.set(fieldKeys, seq);
      }
      for (const keys of [fieldKeys, FIRST[0] + SECOND[0]]) {
        for (const docKey of ['d1', `d${holder.get(keys) ?? 0}`])
          expect(tree.heldByOther(keys, docKey)).toBe(heldByOther(keys, docKey));
      }
      if (step % 100 === 0) expect(contents(tree, '', TOP)).toEqual(inRange(sortedPairs(oracle), '', TOP));
    }
  });
});
