// @ts-check
// The supervisor's control socket (<data>/run/control.sock, the owner's only): `npm run deploy` asks the running
// `npm start` to replace a service's instances, since only the supervisor starts, watches and restarts them.
// One JSON request per connection; the answer is JSON lines: `{ log }` while it works, then `{ ok, result | error }`.
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';

/**
 * @typedef {{ op: string, service?: string, bundle?: string, rollback?: boolean }} ControlRequest
 * @typedef {(request: ControlRequest, say: (line: string) => void) => Promise<unknown>} ControlHandler
 */

/** @param {string} socketPath @param {ControlHandler} handle @returns {Promise<net.Server>} */
export function serveControl(socketPath, handle) {
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    const write = (/** @type {object} */ message) => {
      if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
    };
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      const newline = buffer.indexOf('\n');
      if (newline === -1) return;
      /** @type {ControlRequest} */
      let request;
      try {
        request = JSON.parse(buffer.slice(0, newline));
      } catch {
        write({ ok: false, error: 'the request is not JSON' });
        socket.end();
        return;
      }
      handle(request, (line) => write({ log: line })).then(
        (result) => {
          write({ ok: true, result });
          socket.end();
        },
        (error) => {
          write({ ok: false, error: error instanceof Error ? error.message : String(error) });
          socket.end();
        },
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      chmodSync(socketPath, 0o600);
      resolve(server);
    });
  });
}

/**
 * Sends one request and resolves with its result; rejects with the supervisor's error, or when none is running.
 * @param {string} socketPath @param {ControlRequest} request @param {(line: string) => void} [onLog]
 */
export function callControl(socketPath, request, onLog = () => undefined) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let buffer = '';
    let settled = false;
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('error', (error) =>
      reject(new Error(`no running stack answers on ${socketPath} (start it with npm start): ${error.message}`)),
    );
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let newline = buffer.indexOf('\n'); newline !== -1; newline = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if ('log' in message) onLog(message.log);
        else {
          settled = true;
          if (message.ok) resolve(message.result);
          else reject(new Error(message.error));
        }
      }
    });
    socket.on('close', () => {
      if (!settled) reject(new Error('the stack closed the control connection without an answer'));
    });
  });
}
