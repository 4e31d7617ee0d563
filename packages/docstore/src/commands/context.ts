import type { CursorRegistry } from '../cursors';
import type { Catalog } from '../storage/catalog';
import type { Document } from '../storage/values';

export interface CommandContext {
  catalog: Catalog;
  cursors: CursorRegistry;
  /** The database the command runs against (`$db`). */
  db: string;
  connectionId: number;
  /** Runs synchronous reads in one read transaction of the store (see CommitStore.read); each slice of a long read. */
  read?: <T>(work: () => T) => T;
}

/** A command handler runs synchronously, so commands on a collection apply in one order; it may return
 * a document or an already-encoded BSON reply (cursor batches). A long read (a `$group` over many documents)
 * answers later, reading a slice at a time (slices.ts); writes never do. */
export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document | Buffer | Promise<Buffer>;
