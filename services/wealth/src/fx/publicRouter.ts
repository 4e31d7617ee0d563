import Router from '@koa/router';
import { endpoints, type FxRatesResponse } from '@tracker/contracts';
import { inputOf, requireUser, validate } from '@tracker/service-kit';
import type { FxService } from './service';

const ratesInput = { query: endpoints.exchangeRates.query };

/**
 * GET /api/assets/exchange-rates?currencies&from&to: the same stored daily rates the other services read over
 * /internal/fx/rates, for a signed-in user's browser, which values live prices in the home currency with them.
 */
export function exchangeRatesRouter(fx: FxService): Router {
  const router = new Router();
  router.get(endpoints.exchangeRates.path, requireUser, validate(ratesInput), async (ctx) => {
    const { currencies, from, to } = inputOf(ctx, ratesInput).query;
    const body: FxRatesResponse = await fx.rates(currencies, from, to);
    ctx.body = body;
  });
  return router;
}
