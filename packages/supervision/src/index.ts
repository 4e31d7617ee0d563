/**
 * What every child of `npm start` (the docstore, each service, the gateway) does so that it lives and dies with
 * its supervisor (scripts/lib/stack.mjs):
 *  - it stops, gracefully, when the supervisor is gone, whatever killed it: the supervisor opens an IPC channel to
 *    each child, and the operating system closes that channel when the supervisor dies (even by kill -9), so the
 *    child sees 'disconnect' and never lingers as an orphan holding its port;
 *  - a closed log pipe or terminal never kills it: an EPIPE on stdout or stderr is ignored (the lines are lost, the
 *    data is not), where Node's default would be an uncaught exception.
 * Outside a supervisor (no IPC channel, e.g. `npx tsx src/server.ts`) only the second applies.
 */

export interface SupervisedOptions {
  /** Graceful stop of the child (close listeners, flush, exit). Called at most once. */
  stop: (reason: string) => void;
  /** Where to say why it stops (default stderr, which may itself be gone). */
  log?: (line: string) => void;
}

const BROKEN_PIPE_CODES = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'EIO']);

function isBrokenPipe(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && BROKEN_PIPE_CODES.has(code);
}

/** Lines written to a stream whose reader went away are dropped instead of crashing the process. */
export function ignoreBrokenPipes(streams: NodeJS.WritableStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: unknown) => {
      if (!isBrokenPipe(error)) throw error;
    });
  }
}

/** Ties this process's life to its supervisor's (see the module comment). Returns whether a supervisor is present. */
export function superviseByParent({ stop, log }: SupervisedOptions): boolean {
  ignoreBrokenPipes();
  if (typeof process.send !== 'function') return false;
  const say =
    log ??
    ((line: string) => {
      process.stderr.write(`${line}\n`);
    });
  let stopped = false;
  process.once('disconnect', () => {
    if (stopped) return;
    stopped = true;
    say('supervisor is gone (its channel closed): stopping');
    stop('supervisor gone');
  });
  // The channel must not keep the event loop alive on its own, or a stopped child would never exit.
  (process.channel as { unref?: () => void } | undefined)?.unref?.();
  return true;
}
