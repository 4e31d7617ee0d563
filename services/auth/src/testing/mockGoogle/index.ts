/**
 * Starts the mock Google provider (server.ts) in a child process and drives it over IPC. Used by the auth
 * service's Google tests and by the end-to-end Google suite (e2e/support/mockGoogle.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { MockGoogleCommand, MockGoogleMessage, MockGoogleRequest, MockGoogleUser } from './protocol';

export type { MockGoogleRequest, MockGoogleUser } from './protocol';

export interface MockGoogleOptions {
  clientId: string;
  clientSecret: string;
}

export interface MockGoogle {
  /** http://127.0.0.1:<port> */
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The auth service's GOOGLE_* variables for this provider. */
  env(): Record<string, string>;
  /** Who the next sign-ins are. */
  setUser(user: MockGoogleUser): Promise<void>;
  /** The next token request answers 500 server_error. */
  failNextToken(): Promise<void>;
  /** Merges `patch` into the next userinfo answer only. */
  patchNextUserinfo(patch: Record<string, unknown>): Promise<void>;
  /** Every request received so far. */
  requests(): Promise<MockGoogleRequest[]>;
  stop(): Promise<void>;
}

const SERVER = path.join(__dirname, 'server.ts');
/** The repository root, where `--import tsx` resolves whatever directory the tests run from. */
const REPO_ROOT = path.resolve(__dirname, '../../../../..');

type CommandBody = MockGoogleCommand extends infer C ? (C extends { id: number } ? Omit<C, 'id'> : never) : never;

function isMessage(value: unknown): value is MockGoogleMessage {
  return typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';
}

export function startMockGoogle({ clientId, clientSecret }: MockGoogleOptions): Promise<MockGoogle> {
  const child: ChildProcess = fork(SERVER, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, MOCK_GOOGLE_CLIENT_ID: clientId, MOCK_GOOGLE_CLIENT_SECRET: clientSecret },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pending = new Map<number, (message: MockGoogleMessage) => void>();
  let nextId = 1;

  child.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== 'reply') return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });

  function command(body: CommandBody): Promise<MockGoogleMessage> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, resolve);
      child.send({ ...body, id }, (err) => {
        if (err) {
          pending.delete(id);
          reject(err);
        }
      });
    });
  }

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('mock Google did not start within 30 s'));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock Google exited with code ${code} before it was ready`));
    });
    child.on('message', (message: unknown) => {
      if (!isMessage(message)) return;
      if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`mock Google failed to start: ${message.error}`));
      }
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      const { url } = message;
      resolve({
        url,
        authorizeUrl: `${url}/authorize`,
        tokenUrl: `${url}/token`,
        userinfoUrl: `${url}/userinfo`,
        env: () => ({
          GOOGLE_CLIENT_ID: clientId,
          GOOGLE_CLIENT_SECRET: clientSecret,
          GOOGLE_AUTHORIZE_URL: `${url}/authorize`,
          GOOGLE_TOKEN_URL: `${url}/token`,
          GOOGLE_USERINFO_URL: `${url}/userinfo`,
        }),
        setUser: async (user) => {
          await command({ type: 'setUser', user });
        },
        failNextToken: async () => {
          await command({ type: 'failNextToken' });
        },
        patchNextUserinfo: async (patch) => {
          await command({ type: 'patchNextUserinfo', patch });
        },
        requests: async () => {
          const reply = await command({ type: 'requests' });
          return reply.type === 'reply' ? (reply.requests ?? []) : [];
        },
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.disconnect();
          await exited;
        },
      });
    });
  });
}
