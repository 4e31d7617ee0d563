import Router from '@koa/router';
import { endpoints, type FxRatesResponse } from '@tracker/contracts';
import { inputOf, requireUser, validate } from '@tracker/service-kit';
import type { ExchangeRates } from '@tracker/exchange-rates';

const ratesInput = { query: endpoints.exchangeRates.query };

/**
 * GET /api/assets/exchange-rates?currencies&from&to: the same stored daily rates the services read in process
 * (@tracker/exchange-rates), for a signed-in user's browser, which values live prices in the home currency with them.
 */
export function exchangeRatesRouter(fx: ExchangeRates): Router {
  const router = new Router();
  router.get(endpoints.exchangeRates.path, requireUser, validate(ratesInput), async (ctx) => {
    const { currencies, from, to } = inputOf(ctx, ratesInput).query;
    const body: FxRatesResponse = await fx.response(currencies, from, to);
    ctx.body = body;
  });
  return router;
}
