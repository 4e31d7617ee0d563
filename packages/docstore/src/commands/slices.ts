// Long reads (a `$group` over a large user's rows) run a slice of time at a time, so the one event loop keeps
// serving other connections meanwhile instead of stopping for seconds. What changes between slices is seen as
// MongoDB's yielding reads see it: index cursors check entries read before a change (index-scan.ts).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a read runs before letting the event loop serve others. */
export const SLICE_MS = 20;

type Read = <R>(work: () => R) => R;
const direct: Read = (work) => work();

/**
 * Feeds `items` to `take` in slices of about `SLICE_MS`, yielding to the event loop in between; stops early when
 * `take` answers false. Resolves whether every item was taken. `read` runs each slice (one read transaction).
 */
export async function takeInSlices<T>(
  items: Iterable<T>,
  take: (item: T) => boolean,
  read: Read = direct,
): Promise<boolean> {
  const iterator = items[Symbol.iterator]();
  // One slice: true or false when the items are over (all taken or not), undefined when the time is up.
  const slice = (): boolean | undefined => {
    const until = performance.now() + SLICE_MS;
    // The clock is read every 64 items: reading it costs more than taking most items.
    for (let n = 0; ; n++) {
      const step = iterator.next();
      if (step.done) return true;
      if (!take(step.value)) return false;
      if ((n & 63) === 63 && performance.now() >= until) return undefined;
    }
  };
  try {
    for (;;) {
      const done = read(slice);
      if (done !== undefined) return done;
      await nextTurn();
    }
  } finally {
    iterator.return?.();
  }
}
