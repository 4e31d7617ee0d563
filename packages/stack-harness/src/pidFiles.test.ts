import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive, readPid, signalPid } from './pidFiles';

describe('pid files', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-pids-'));
  const write = (name: string, text: string) => writeFileSync(path.join(dataDir, 'run', `${name}.pid`), text);
  beforeAll(() => mkdirSync(path.join(dataDir, 'run')));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads the pid the supervisor wrote', () => {
    write('auth', `${process.pid}\n`);
    expect(readPid(dataDir, 'auth')).toBe(process.pid);
  });

  it('reads a missing, empty or half-written file as no pid, never as 0 (our own process group)', () => {
    expect(readPid(dataDir, 'absent')).toBeNull();
    for (const text of ['', '\n', '0\n', '-12\n', '1\n', 'abc']) {
      write('wealth', text);
      expect(readPid(dataDir, 'wealth')).toBeNull();
    }
  });

  it('refuses to signal anything but one process', () => {
    for (const pid of [null, 0, -1, 1, 1.5])
      expect(() => signalPid(pid, 'SIGKILL')).toThrow('not the pid of one process');
    expect(isAlive(null)).toBe(false);
    expect(isAlive(process.pid)).toBe(true);
  });
});
