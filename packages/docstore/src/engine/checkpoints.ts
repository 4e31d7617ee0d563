// Checkpoints off the event loop: the worker of checkpointer.cjs, asked after commits, one checkpoint at a time
// (asks made while one runs are served by one more after it). The writer's own automatic checkpoint stays as a
// backstop at a much larger WAL (env.ts), should the worker fall behind or fail.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** WAL pages past which a checkpoint holds writers back until the WAL starts over (16 MiB of 4 KiB pages). */
const RESTART_PAGES = 4096;

interface Outcome {
  ok: boolean;
  error?: string;
}

export class Checkpointer {
  private readonly worker: Worker;
  private running = false;
  private wanted = false;
  private exited = false;
  private readonly exit: Promise<void>;

  constructor(path: string, hexKey: string | undefined, cacheKib: number, log: (message: string) => void) {
    this.worker = new Worker(join(__dirname, 'checkpointer.cjs'), {
      workerData: { path, hexKey, cacheKib, restartPages: RESTART_PAGES },
    });
    // It never keeps the process alive: a store left open still lets the process end (its WAL is whole).
    this.worker.unref();
    this.exit = new Promise((resolve) =>
      this.worker.once('exit', () => {
        this.exited = true;
        resolve();
      }),
    );
    this.worker.on('error', (err) => log(`checkpointer stopped: ${err.message}`));
    this.worker.on('message', (outcome: Outcome) => {
      this.running = false;
      if (!outcome.ok) log(`checkpoint failed: ${outcome.error}`);
      if (this.wanted) this.request();
    });
  }

  /** Asks for a checkpoint of what is committed so far. */
  request(): void {
    if (this.exited) return;
    if (this.running) {
      this.wanted = true;
      return;
    }
    this.wanted = false;
    this.running = true;
    this.worker.postMessage('checkpoint');
  }

  /** Closes the worker's connection (before the writer's, whose close checkpoints what is left). */
  async close(): Promise<void> {
    if (!this.exited) this.worker.postMessage('close');
    await this.exit;
  }
}
