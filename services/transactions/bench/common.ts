// What this service's two benchmarks (index.ts: imports and the list; analytics.ts: the dashboard's calls) share.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..', '..');
export const SESSION_KEYS = 'bench-session-key-0123456789-0123456789-abcdef';
export const INTERNAL_TOKEN = 'bench-internal-token-0123456789';

/** The environment of a service started on the bench's database: production mode, quiet logs, loopback only. */
export function serviceEnv(mongoUri: string): Record<string, string> {
  return {
    MONGODB_URI: mongoUri,
    SESSION_KEYS,
    INTERNAL_TOKEN,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
}

/**
 * Starts `file` (a service's or the docstore's entry) as its own Node process from the repository root, its output
 * piped for the caller. BENCH_CPU_PROFILE=<dir>: the process writes a CPU profile there when it exits.
 */
export function spawnNode(file: string, env: Record<string, string>): ChildProcess {
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
