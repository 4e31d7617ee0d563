// One server per data directory: a second process appending to the same journal would corrupt it.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the lock on `dir`; returns its release. A stale lock of a dead process is taken over; a live holder is
 * waited for up to `waitMs` (a killed launcher's child server may take a moment to notice and exit).
 */
export async function lockDataDir(dir: string, waitMs = 10_000): Promise<() => void> {
  const path = join(dir, 'docstore.lock');
  if (heldHere.has(path)) throw new Error(`data directory ${dir} is already served by this process`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(path);
      return () => {
        heldHere.delete(path);
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid: number;
      let age: number;
      try {
        pid = Number(readFileSync(path, 'utf8').trim());
        age = Date.now() - statSync(path).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      // An empty lock is being written right now, or was left by a crash between create and write.
      const held = pid ? pid !== process.pid && isAlive(pid) : age < 1000;
      if (held) {
        if (Date.now() > deadline) throw new Error(`data directory ${dir} is in use by process ${pid}`);
        await sleep(100);
        continue;
      }
      unlinkSync(path);
    }
  }
}
