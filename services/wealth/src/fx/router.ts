import Router from '@koa/router';
import { fxRatesQuerySchema, INTERNAL_FX_RATES_PATH, type FxRatesResponse } from '@tracker/contracts';
import { inputOf, internalOnly, validate } from '@tracker/service-kit';
import type { FxService } from './service';

const ratesInput = { query: fxRatesQuerySchema };

/** GET /internal/fx/rates?currencies&from&to: the stored daily euro rates, asked from the provider when missing. */
export function fxRouter(fx: FxService, internalToken: string | undefined): Router {
  const router = new Router();
  router.use(INTERNAL_FX_RATES_PATH, internalOnly(internalToken));
  router.get(INTERNAL_FX_RATES_PATH, validate(ratesInput), async (ctx) => {
    const { currencies, from, to } = inputOf(ctx, ratesInput).query;
    const body: FxRatesResponse = await fx.rates(currencies, from, to);
    ctx.body = body;
  });
  return router;
}
