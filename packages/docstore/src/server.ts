// TCP serving: framing messages off each socket, running them one at a time per connection, a command that writes
// in one engine transaction, and replying only once its commit (and every earlier one) is on disk.
import { serialize } from 'bson';
import { type Server, type Socket, createServer } from 'node:net';
import { runCommand } from './commands';
import { CursorRegistry } from './cursors';
import { errorReply } from './errors';
import { insertInSlices, isLargeInsert } from './insert-slices';
import type { Catalog } from './storage/catalog';
import type { Document } from './storage/values';
import {
  MORE_TO_COME,
  OP_MSG,
  OP_QUERY,
  encodeOpMsg,
  encodeOpReply,
  parseOpMsg,
  parseOpQuery,
  readHeader,
} from './wire/messages';
import { MAX_MESSAGE_SIZE_BYTES } from './commands/server-info';

/** Where commands' writes go: one transaction per command (when it has them), and a wait for them to be on disk. */
export interface CommitStore {
  write?<T>(work: () => T): T;
  /** Runs `work`'s reads in one read transaction (one snapshot, and the store's read lock taken once). */
  read?<T>(work: () => T): T;
  durable(): Promise<void>;
}

/** Commands that may change the store: they run in a write transaction (reads run on the latest snapshot). */
const WRITE_COMMANDS = new Set([
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'create',
  'drop',
  'dropDatabase',
  'createIndexes',
  'dropIndexes',
  'deleteIndexes',
]);

export interface ServerOptions {
  cursorTimeoutMs: number;
  log: (message: string) => void;
  /** Quiet time after the last command before held index entries are put in order (default 200 ms). */
  settleAfterIdleMs?: number;
}

export class DocstoreServer {
  readonly cursors: CursorRegistry;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private nextConnectionId = 1;
  private nextRequestId = 1;
  /**
   * Re-armed by every command: once commands stop (an import is over), the entries indexes held back are sorted in
   * then, so that the first read after a large import does not pay for it.
   */
  private readonly settleTimer: NodeJS.Timeout;
  /** Commands run so far: idle work stops as soon as one arrives (settleWhileIdle). */
  private commandsRun = 0;
  private closed = false;

  constructor(
    private readonly catalog: Catalog,
    private readonly store: CommitStore,
    private readonly options: ServerOptions,
  ) {
    this.cursors = new CursorRegistry(options.cursorTimeoutMs);
    this.server = createServer((socket) => this.accept(socket));
    this.settleTimer = setTimeout(() => this.settleWhileIdle(), options.settleAfterIdleMs ?? 200);
    this.settleTimer.unref();
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /**
   * Sorts in held entries one index at a time, and goes on only while no command has come in. Settling every index
   * at once took 1-2 s after a large import, and a pause of an import itself (waiting on the categoriser) started it:
   * the import's next insert then waited for all of it. Now a command waits for one index at most; the rest resumes
   * at the next pause, and an index a command reads is settled by that read.
   */
  private settleWhileIdle(): void {
    const index = this.catalog.unsettledIndex();
    if (!index) return;
    index.settle();
    const commandsBefore = this.commandsRun;
    setImmediate(() => {
      if (!this.closed && this.commandsRun === commandsBefore) this.settleWhileIdle();
    }).unref();
  }

  /**
   * Runs one command against the store, its writes in one transaction; returns the reply body, or its promise for
   * a read that runs a slice at a time (commands/slices.ts) or a large insert committed in slices (insert-slices.ts).
   */
  execute(cmd: Document, db: string, connectionId: number): { body: Buffer | Promise<Buffer> } {
    const failed = (err: unknown) => Buffer.from(serialize(errorReply(err)));
    const read = this.store.read?.bind(this.store);
    const run = (command = cmd) => {
      try {
        const body = runCommand(command, { catalog: this.catalog, cursors: this.cursors, db, connectionId, read });
        return body instanceof Promise ? body.catch(failed) : body;
      } catch (err) {
        // What the command changed before failing is kept, as it was applied (a write's checks come first).
        return failed(err);
      }
    };
    this.commandsRun++;
    this.settleTimer.refresh();
    if (!this.store.write || !WRITE_COMMANDS.has(Object.keys(cmd)[0])) return { body: read ? read(run) : run() };
    const write = this.store.write.bind(this.store);
    if (isLargeInsert(cmd)) {
      // An insert answers at once (run gives a Buffer): only reads answer later.
      const runSlice = (slice: Document) => write(() => run(slice) as Buffer);
      return { body: insertInSlices(cmd, runSlice).catch(failed) };
    }
    try {
      return { body: write(run) };
    } catch (err) {
      return { body: failed(err) };
    }
  }

  private accept(socket: Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    let chunks: Buffer[] = [];
    let total = 0;
    let chain = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      while (total >= 4) {
        if (chunks[0].length < 4) chunks = [Buffer.concat(chunks, total)];
        const length = chunks[0].readInt32LE(0);
        if (length < 16 || length > MAX_MESSAGE_SIZE_BYTES) {
          this.options.log(`connection ${connectionId}: invalid message length ${length}, closing`);
          socket.destroy();
          return;
        }
        if (total < length) break;
        // Joined only once a whole message is here: a large message arriving in many chunks is copied once.
        const joined = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
        const message = joined.subarray(0, length);
        const rest = joined.subarray(length);
        chunks = rest.length ? [rest] : [];
        total = rest.length;
        chain = chain.then(() => this.handle(socket, message, connectionId));
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private async handle(socket: Socket, message: Buffer, connectionId: number): Promise<void> {
    if (socket.destroyed) return;
    const header = readHeader(message);
    let reply: Buffer | undefined;
    try {
      if (header.opCode === OP_MSG) {
        const { flags, command } = parseOpMsg(message);
        const db = typeof command.$db === 'string' ? command.$db : 'admin';
        const body = await this.execute(command, db, connectionId).body;
        if (!(flags & MORE_TO_COME)) reply = encodeOpMsg(header.requestId, this.nextRequestId++, body);
      } else if (header.opCode === OP_QUERY) {
        const { collection, query } = parseOpQuery(message);
        const db = collection.slice(0, collection.indexOf('.'));
        const command = collection.endsWith('.$cmd') ? ((query.$query as Document | undefined) ?? query) : undefined;
        const body = command
          ? await this.execute(command, db, connectionId).body
          : Buffer.from(serialize({ $err: 'OP_QUERY is only supported for commands', code: 5739101, ok: 0 }));
        reply = encodeOpReply(header.requestId, this.nextRequestId++, body);
      } else {
        this.options.log(`connection ${connectionId}: unsupported opcode ${header.opCode}, closing`);
        socket.destroy();
        return;
      }
    } catch (err) {
      this.options.log(`connection ${connectionId}: malformed message (${(err as Error).message}), closing`);
      socket.destroy();
      return;
    }
    try {
      // Also for reads: never show a client state that a crash could still take back.
      await this.store.durable();
    } catch (err) {
      if (!reply) return;
      const encodeReply = header.opCode === OP_MSG ? encodeOpMsg : encodeOpReply;
      reply = encodeReply(header.requestId, this.nextRequestId++, Buffer.from(serialize(errorReply(err))));
    }
    if (reply && !socket.destroyed) socket.write(reply);
  }

  async close(): Promise<void> {
    clearTimeout(this.settleTimer);
    this.closed = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.cursors.close();
    await closed;
  }
}
