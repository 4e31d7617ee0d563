import Router from '@koa/router';
import { INTERNAL_STATS_PATH, internalStatsParamsSchema } from '@tracker/contracts';
import { Types, type Connection } from 'mongoose';
import { internalOnly } from './middleware/internalOnly';
import { inputOf, validate } from './middleware/validate';

/** One field of a stats answer: the user's documents in `collection`, narrowed by `where` when given. */
export interface StatsCount {
  collection: string;
  /** Extra conditions (for example `{ deleted: { $ne: true } }`); the user match is always added. */
  where?: Readonly<Record<string, unknown>>;
}

/** Every field of a service's stats answer (its contract type, e.g. TransactionsStats) mapped to what it counts. */
export type StatsCounts<Stats> = { readonly [Field in keyof Stats]-?: StatsCount };

export interface InternalStatsRouterOptions<Stats> {
  connection: Connection;
  internalToken: string | undefined;
  counts: StatsCounts<Stats>;
}

const statsInput = { params: internalStatsParamsSchema };

/**
 * Counts one user's documents. The area models may store `userId` as an ObjectId or as its hex string: both
 * forms count. The user match is applied last, so `where` can never widen the count to other users.
 */
function countForUser(connection: Connection, { collection, where = {} }: StatsCount, userId: string): Promise<number> {
  return connection
    .collection(collection)
    .countDocuments({ ...where, userId: { $in: [new Types.ObjectId(userId), userId] } });
}

/**
 * `GET /internal/stats/:userId` (service-to-service, never routed by the gateway; `x-internal-token` when a token
 * is configured): answers `{ <field>: count }` for each field of `counts`, for the account page's statistics.
 */
export function internalStatsRouter<Stats>({
  connection,
  internalToken,
  counts,
}: InternalStatsRouterOptions<Stats>): Router {
  const router = new Router();
  router.use(internalOnly(internalToken));

  const fields: [string, StatsCount][] = Object.entries<StatsCount>(counts);
  router.get(INTERNAL_STATS_PATH, validate(statsInput), async (ctx) => {
    const { userId } = inputOf(ctx, statsInput).params;
    const answers = await Promise.all(
      fields.map(async ([field, count]) => [field, await countForUser(connection, count, userId)] as const),
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = Object.fromEntries(answers);
  });

  return router;
}
