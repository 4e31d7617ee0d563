import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pid in one of the supervisor's pid files (DATA_DIR/run/<name>.pid), or null while there is none. A pid that is
 * not a whole number above 1 is null too: `Number('')` is 0, and `process.kill(0, …)` signals our own process group,
 * the test runner and the CI script that started it with it.
 */
export function readPid(dataDir: string, name: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, 'run', `${name}.pid`), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 1 ? pid : null;
}

/** Sends `signal` to one process; false when it is already gone. Throws on a pid that names no single process. */
export function signalPid(pid: number | null, signal: NodeJS.Signals | 0): boolean {
  if (pid === null || !Number.isInteger(pid) || pid <= 1) throw new Error(`not the pid of one process: ${pid}`);
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Whether a process with this pid is running; null (no pid file) is not. */
export const isAlive = (pid: number | null): boolean => pid !== null && signalPid(pid, 0);
