import Router from '@koa/router';
import {
  endpoints,
  toDecimalString,
  WEALTH_INTERNAL_PRECISION,
  type AssetPriceResult,
  type CurrencyCode,
  type PriceResult,
  type SyncPriceFailure,
  type SyncPricesResponse,
} from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { Types } from 'mongoose';
import { SYNC_FAILURE_TEXT, type PriceService } from '../../prices/service';
import type { AssetService } from '../assets/service';

const tempInput = { query: endpoints.tempPrice.query };
const priceInput = { params: endpoints.assetPrice.params };
const syncInput = { body: endpoints.syncPrices.body };

/**
 * GET /api/assets/price/temp?symbol&type, GET /api/assets/price/:id, POST /api/assets/sync-prices.
 * A provider failure is never an HTTP error: the answer is 200 JSON with price null and the errorType.
 */
export function pricesRouter(assets: AssetService, prices: PriceService): Router {
  const router = new Router();
  // Registered before /price/:id, which would otherwise take "temp" for an id.
  router.get(endpoints.tempPrice.path, requireUser, validate(tempInput), async (ctx) => {
    const { symbol, type } = inputOf(ctx, tempInput).query;
    const body: PriceResult = await prices.lookup(type, symbol);
    ctx.body = body;
  });

  router.get(endpoints.assetPrice.path, requireUser, validate(priceInput), async (ctx) => {
    const asset = await assets.get(currentUserId(ctx), inputOf(ctx, priceInput).params.id);
    const result: PriceResult = asset.symbol
      ? await prices.lookup(asset.type, asset.symbol)
      : { price: null, error: 'This asset has no symbol', errorType: null, fetchedAt: null };
    const body: AssetPriceResult = { assetId: asset._id.toHexString(), ...result };
    ctx.body = body;
  });

  router.post(endpoints.syncPrices.path, requireUser, validate(syncInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const traded = await assets.marketTraded(userId);
    // All lookups at once: the providers batch them into as few calls as their limits allow.
    const results = await Promise.all(
      traded.map(async (asset) => ({ asset, result: await prices.lookup(asset.type, asset.symbol ?? '') })),
    );
    const updates: { id: Types.ObjectId; value: string; currency: CurrencyCode; at: Date }[] = [];
    const failed: SyncPriceFailure[] = [];
    for (const { asset, result } of results) {
      const value =
        result.price !== null && result.price > 0
          ? toDecimalString(result.price, WEALTH_INTERNAL_PRECISION, true)
          : null;
      if (value === null || !result.currency) {
        failed.push({
          assetId: asset._id.toHexString(),
          name: asset.name,
          symbol: asset.symbol ?? '',
          errorType: result.errorType ?? 'no_data',
          error: SYNC_FAILURE_TEXT[result.errorType ?? 'no_data'],
        });
        continue;
      }
      updates.push({
        id: asset._id,
        value,
        currency: result.currency,
        at: result.fetchedAt ? new Date(result.fetchedAt) : new Date(),
      });
    }
    const body: SyncPricesResponse = { syncedCount: await assets.storePrices(userId, updates), failed };
    ctx.body = body;
  });
  return router;
}
