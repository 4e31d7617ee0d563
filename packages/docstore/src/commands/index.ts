// Command dispatch: the command name is the first field of the command document.
import { serialize } from 'bson';
import { MongoError } from '../errors';
import type { Document } from '../storage/values';
import type { CommandContext, CommandHandler } from './context';
import { indexCommands } from './indexes';
import { namespaceCommands } from './namespaces';
import { readCommands } from './reads';
import { serverInfoCommands } from './server-info';
import { writeCommands } from './writes';

const handlers: Record<string, CommandHandler> = {
  ...serverInfoCommands,
  ...namespaceCommands,
  ...indexCommands,
  ...readCommands,
  ...writeCommands,
};

export function commandName(cmd: Document): string {
  const name = Object.keys(cmd)[0];
  if (name === undefined) throw new MongoError('FailedToParse', 'Empty command object');
  return name;
}

/** Runs one command and returns the encoded reply body (or its promise); throws MongoError for a failed command. */
export function runCommand(cmd: Document, ctx: CommandContext): Buffer | Promise<Buffer> {
  const name = commandName(cmd);
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) throw new MongoError('CommandNotFound', `no such command: '${name}'`);
  if (cmd.txnNumber !== undefined || cmd.startTransaction !== undefined || cmd.autocommit !== undefined) {
    throw new MongoError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
  }
  const reply = handler(cmd, ctx);
  if (reply instanceof Promise) return reply;
  return Buffer.isBuffer(reply) ? reply : Buffer.from(serialize(reply, { ignoreUndefined: true }));
}
