import Router from '@koa/router';
import { CATEGORISER_PATHS, merchantsRequestSchema, type MerchantsResponse } from '@tracker/contracts';
import { inputOf, validate } from '@tracker/service-kit';
import { normaliseDescription } from '../../normalise/merchant';

const schemas = { body: merchantsRequestSchema };

/**
 * POST /internal/merchants: the merchant keys of descriptions, in order (the keys the memory learns by). The
 * transactions service asks for rows that were stored without one (manual entries, imports without categorising).
 */
export function merchantsRouter(): Router {
  const router = new Router();
  router.post(CATEGORISER_PATHS.merchants, validate(schemas), (ctx) => {
    const { body } = inputOf(ctx, schemas);
    const response: MerchantsResponse = {
      merchants: body.descriptions.map((d) => normaliseDescription(d).merchantKey),
    };
    ctx.body = response;
  });
  return router;
}
