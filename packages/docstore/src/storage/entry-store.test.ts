import { EntryTree, GroupedEntries, type EntryStore } from './entry-store';
import { TOP, after, encodeValue, invert, seqSuffix } from './keystring';

/** A small deterministic generator, so a failure replays. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const FIRST = ['u1', 'u2', 'u10', 'u'].map(encodeValue);
const SECOND = [...['coffee', 'coffeeshop', 'tea', ''].map(encodeValue), ...[3, 30, -1].map(encodeValue), encodeValue(null)];

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
      return ['', TOP, first, after(first), first + SECOND[next(SECOND.length)], pick, `${pick}\u0000`, after(pick.slice(0, -5))];
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
