import Router from '@koa/router';
import {
  INTERNAL_USER_DATA_PATH,
  internalStatsParamsSchema,
  type UserDataCollections,
  type UserDataDeletion,
  type UserDataDocument,
  type UserDataExport,
} from '@tracker/contracts';
import { Types, type Connection } from 'mongoose';
import { internalOnly } from './middleware/internalOnly';
import { inputOf, validate } from './middleware/validate';

export interface InternalUserDataRouterOptions {
  connection: Connection;
  internalToken: string | undefined;
  /** The area's entry of USER_DATA_COLLECTIONS (@tracker/contracts). */
  collections: UserDataCollections;
  /**
   * Runs before the documents are removed, for what a plain delete would leave wrong elsewhere (for example a
   * vote counter on a shared document). It must be safe to run again: a failed deletion is retried whole.
   */
  beforeDelete?: (userId: string) => Promise<void>;
  /**
   * Turns a stored document into what the user should read, for fields kept sealed (FieldCipher.open) or otherwise
   * unreadable; `label` is the exported collection's label. Runs before the JSON conversion.
   */
  reveal?: (
    label: string,
    document: Record<string, unknown>,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

const userDataInput = { params: internalStatsParamsSchema };

/** Both stored forms of a user id (the area models keep an ObjectId or its hex string). */
function ownedBy(userId: string) {
  return { userId: { $in: [new Types.ObjectId(userId), userId] } };
}

function isBsonType(value: object, name: string): boolean {
  return '_bsontype' in value && value._bsontype === name;
}

/**
 * A stored value as plain JSON that reads well in a spreadsheet: ObjectIds as hex, Decimal128 as its decimal
 * string, dates as ISO 8601, binary as base64.
 */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (isBsonType(value, 'ObjectId') || isBsonType(value, 'Decimal128') || isBsonType(value, 'Long'))
    return String(value);
  if (isBsonType(value, 'Binary') && 'buffer' in value && value.buffer instanceof Uint8Array)
    return Buffer.from(value.buffer).toString('base64');
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

/** One stored document for the export: `_id` as `id` first, `userId` left out (it is the requester). */
function exportDocument(document: Record<string, unknown>): UserDataDocument {
  const { _id, userId: _userId, ...fields } = document;
  return { id: plain(_id), ...(plain(fields) as Record<string, unknown>) };
}

/**
 * `GET /internal/user-data/:userId` answers `{ collections: { <label>: [documents] } }` for the area's exported
 * collections (oldest first); `DELETE` removes the user's documents from the exported and the derived collections
 * and answers `{ deleted: { <collection>: count } }` (idempotent: a repeat deletes 0). Service-to-service only,
 * never routed by the gateway; `x-internal-token` when a token is configured. The user match is the whole filter,
 * so nothing of another user is read or removed.
 */
export function internalUserDataRouter({
  connection,
  internalToken,
  collections,
  beforeDelete,
  reveal,
}: InternalUserDataRouterOptions): Router {
  const router = new Router();
  router.use(internalOnly(internalToken));

  const exported = Object.entries(collections.exported);
  const everyCollection = [...new Set([...Object.values(collections.exported), ...collections.derived])];

  router.get(INTERNAL_USER_DATA_PATH, validate(userDataInput), async (ctx) => {
    const { userId } = inputOf(ctx, userDataInput).params;
    const answers = await Promise.all(
      exported.map(async ([label, collection]) => {
        const documents = await connection.collection(collection).find(ownedBy(userId)).sort({ _id: 1 }).toArray();
        const revealed = await Promise.all(
          documents.map(async (document) => exportDocument(reveal ? await reveal(label, document) : document)),
        );
        return [label, revealed] as const;
      }),
    );
    const response: UserDataExport = { collections: Object.fromEntries(answers) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response;
  });

  router.delete(INTERNAL_USER_DATA_PATH, validate(userDataInput), async (ctx) => {
    const { userId } = inputOf(ctx, userDataInput).params;
    if (beforeDelete) await beforeDelete(userId);
    const counts = await Promise.all(
      everyCollection.map(async (collection) => {
        const result = await connection.collection(collection).deleteMany(ownedBy(userId));
        return [collection, result.deletedCount] as const;
      }),
    );
    const response: UserDataDeletion = { deleted: Object.fromEntries(counts) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = response;
  });

  return router;
}
