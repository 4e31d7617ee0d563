import Router from '@koa/router';
import { CATEGORISER_PATHS, learnRequestSchema, type LearnResponse } from '@tracker/contracts';
import { inputOf, validate } from '@tracker/service-kit';
import { learn, type LearnDeps } from '../../cascade/learn';

const schemas = { body: learnRequestSchema };

/** POST /internal/learn: confirmations and corrections teach the memory and the user's model. */
export function learnRouter(deps: LearnDeps): Router {
  const router = new Router();
  router.post(CATEGORISER_PATHS.learn, validate(schemas), async (ctx) => {
    const { body } = inputOf(ctx, schemas);
    const response: LearnResponse = { learned: await learn(body, deps) };
    ctx.body = response;
  });
  return router;
}
