import type { CursorRegistry } from '../cursors';
import type { Catalog } from '../storage/catalog';
import type { Document } from '../storage/values';

export interface CommandContext {
  catalog: Catalog;
  cursors: CursorRegistry;
  /** The database the command runs against (`$db`). */
  db: string;
  connectionId: number;
}

/** A command handler runs synchronously, so commands on a collection apply in one order; it may return
 * a document or an already-encoded BSON reply (cursor batches). */
export type CommandHandler = (cmd: Document, ctx: CommandContext) => Document | Buffer;
