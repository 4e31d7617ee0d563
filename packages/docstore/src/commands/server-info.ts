// The handshake and server-description commands, answered as a standalone MongoDB 7.0 would. The hello reply
// leaves out `topologyVersion` on purpose: with it, drivers switch to long-polling (awaitable) hello.
import { MongoError } from '../errors';
import type { Document } from '../storage/values';
import type { CommandHandler } from './context';

export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE_BYTES = 48_000_000;
export const MAX_WRITE_BATCH_SIZE = 100_000;
export const SERVER_VERSION = '7.0.0';
export const MAX_WIRE_VERSION = 21;

function helloReply(ctx: { connectionId: number }, legacy: boolean): Document {
  return {
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    helloOk: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
}

const PARAMETERS: Document = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  maxBSONDepth: 100,
};

export const serverInfoCommands: Record<string, CommandHandler> = {
  hello: (_cmd, ctx) => helloReply(ctx, false),
  isMaster: (_cmd, ctx) => helloReply(ctx, true),
  ismaster: (_cmd, ctx) => helloReply(ctx, true),
  ping: () => ({ ok: 1 }),
  buildInfo: () => ({
    version: SERVER_VERSION,
    gitVersion: 'docstore',
    versionArray: [7, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['docstore'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  }),
  getParameter: (cmd) => {
    if (cmd.getParameter === '*' || (typeof cmd.getParameter === 'object' && cmd.getParameter !== null))
      return { ...PARAMETERS, ok: 1 };
    const wanted = Object.keys(cmd).filter(
      (k) => k !== 'getParameter' && !k.startsWith('$') && k !== 'lsid' && k !== 'comment',
    );
    const out: Document = {};
    for (const name of wanted) if (name in PARAMETERS) out[name] = PARAMETERS[name];
    if (wanted.length && !Object.keys(out).length) throw new MongoError('InvalidOptions', 'no option found to get');
    return { ...out, ok: 1 };
  },
  endSessions: () => ({ ok: 1 }),
};
serverInfoCommands.buildinfo = serverInfoCommands.buildInfo;
