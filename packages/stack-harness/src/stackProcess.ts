// Runs the composed stack exactly as `npm start` does (scripts/start.mjs), on free ports and a
// throw-away data directory, and reports where it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type StackInfo = {
  url: string;
  mongoUri: string;
  gateway: string;
  services: Record<string, number>;
  pids: number[];
};
export type StackProcess = StackInfo & {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
  killHard(): Promise<void>;
};

const ROOT = path.resolve(__dirname, '../../..');

export function startStackProcess(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<StackProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--ephemeral-ports', '--skip-install', '--skip-build'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack did not start in 120 s:\n${output.slice(-4000)}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = output.match(/^STACK_READY (.+)$/m);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stdout?.on('data', (more: Buffer) => (output += more.toString('utf8')));
      const info = JSON.parse(match[1]) as StackInfo;
      resolve({
        ...info,
        child,
        output: () => output,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
        // kill -9 of the whole stack: supervisor and every child, no chance to flush anything.
        async killHard() {
          for (const pid of info.pids) {
            try {
              process.kill(pid, 'SIGKILL');
            } catch {
              // already gone
            }
          }
          child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with code ${code} before it was ready:\n${output.slice(-4000)}`));
    });
  });
}
