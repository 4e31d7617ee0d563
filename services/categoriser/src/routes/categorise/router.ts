import Router from '@koa/router';
import { CATEGORISER_PATHS, categoriseRequestSchema, type CategoriseResponse } from '@tracker/contracts';
import { inputOf, validate } from '@tracker/service-kit';
import { categorise, type CascadeDeps } from '../../cascade/categorise';
import { warmedUp } from '../../warmUp';

const schemas = { body: categoriseRequestSchema };

/** POST /internal/categorise: the cascade over one chunk of rows (at most CATEGORISE_BATCH_MAX). */
export function categoriseRouter(deps: CascadeDeps): Router {
  const router = new Router();
  router.post(CATEGORISER_PATHS.categorise, validate(schemas), async (ctx) => {
    const { body } = inputOf(ctx, schemas);
    // A request that reaches a starting instance waits for its model instead of training another on this thread.
    await warmedUp();
    const started = performance.now();
    const { results, stats } = await categorise(body, deps);
    ctx.log.info({ rows: results.length, ...stats, ms: Math.round(performance.now() - started) }, 'categorised');
    const response: CategoriseResponse = { results };
    ctx.body = response;
  });
  return router;
}
