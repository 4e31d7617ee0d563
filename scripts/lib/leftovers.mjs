// @ts-check
// What an earlier run on the same data folder may have left: pid files of the supervisor and of each child, and
// ports held by processes that are not ours. Linux /proc is read to tell a live process of ours from a recycled pid.
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** @param {number} pid @returns {string | null} the command line of a live process, or null when there is none */
export function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    try {
      process.kill(pid, 0);
      return ''; // alive, but no /proc to read (not Linux)
    } catch {
      return null;
    }
  }
}

/** @param {string} runDir */
export function pidFiles(runDir) {
  mkdirSync(runDir, { recursive: true });
  const file = (/** @type {string} */ name) => path.join(runDir, `${name}.pid`);
  return {
    /** @param {string} name @param {number | undefined} pid */
    write(name, pid) {
      if (pid === undefined) return;
      // Written aside and renamed into place, so a reader never sees the file empty or half-written.
      writeFileSync(`${file(name)}.next`, `${pid}\n`);
      renameSync(`${file(name)}.next`, file(name));
    },
    /** @param {string} name */
    remove(name) {
      rmSync(file(name), { force: true });
    },
    /** @param {string} name @returns {number | null} */
    read(name) {
      if (!existsSync(file(name))) return null;
      const pid = Number(readFileSync(file(name), 'utf8').trim());
      return Number.isInteger(pid) && pid > 0 ? pid : null;
    },
    names() {
      return readdirSync(runDir)
        .filter((entry) => entry.endsWith('.pid'))
        .map((entry) => entry.slice(0, -'.pid'.length));
    },
  };
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a process left by an earlier run if the pid still names it (its command line contains `marker`): SIGTERM,
 * then SIGKILL after `graceMs`. Returns whether one was stopped.
 * @param {number} pid @param {string} marker @param {number} [graceMs]
 */
export async function stopLeftover(pid, marker, graceMs = 5000) {
  const command = commandLineOf(pid);
  if (command === null || !command.includes(marker)) return false;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return false;
  }
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return true;
}

/** @param {string} hexAddress e.g. "0100007F:1F90" from /proc/net/tcp @returns {number} */
const portOf = (hexAddress) => parseInt(hexAddress.split(':')[1] ?? '0', 16);

/**
 * The process listening on a TCP port (Linux: the socket's inode in /proc/net/tcp{,6}, then the /proc/<pid>/fd
 * link that names it), or null when none can be found (not Linux, or another user's process).
 * @param {number} port @returns {{ pid: number, command: string } | null}
 */
export function listenerOf(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address, state 0A = LISTEN, inode is the 10th field
      if (fields.length > 9 && fields[3] === '0A' && portOf(fields[1] ?? '') === port)
        inodes.add(`socket:[${fields[9]}]`);
    }
  }
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds = [];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${entry}/fd/${fd}`))) {
          const pid = Number(entry);
          return { pid, command: commandLineOf(pid) ?? '' };
        }
      } catch {
        // the descriptor closed meanwhile
      }
    }
  }
  return null;
}

/** @param {number} port @param {string} host @returns {Promise<boolean>} */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Throws one clear error naming every fixed port that is taken and, where it can be found, the process holding it.
 * @param {{ name: string, port: number }[]} wanted
 */
export async function assertPortsFree(wanted) {
  const taken = [];
  for (const { name, port } of wanted) {
    if (await portIsFree(port)) continue;
    const holder = listenerOf(port);
    taken.push(
      `  port ${port} (${name}) is held by ${holder ? `pid ${holder.pid}: ${holder.command || 'unknown command'}` : 'another process'}`,
    );
  }
  if (taken.length > 0) {
    throw new Error(
      `Cannot start: ports are in use.\n${taken.join('\n')}\nStop that process, or choose other ports (PORT, DOCSTORE_PORT).`,
    );
  }
}
