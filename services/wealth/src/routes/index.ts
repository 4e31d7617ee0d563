import type { ExchangeRates } from '@tracker/exchange-rates';
import { createFieldCipher, type Logger, type RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { NetWorthAccountsClient } from '../accounts/client';
import { TRANSACTIONS_TIMEOUT_MS, type Config } from '../config';
import { exchangeRatesRouter } from '../fx/publicRouter';
import type { PriceService } from '../prices/service';
import { assetsRouter } from './assets/router';
import { AssetService } from './assets/service';
import { internalRouter, userDataRouter } from './internal/router';
import { netWorthRouter } from './netWorth/router';
import { NetWorthService } from './netWorth/service';
import { pricesRouter } from './prices/router';
import { uploadRouter } from './uploads/router';

export interface RouteDeps {
  connection: Connection;
  config: Config;
  prices: PriceService;
  fx: ExchangeRates;
  logger?: Logger;
}

/**
 * The wealth service's routers, one folder per resource under src/routes/ (exchange rates in src/fx/): internal
 * (account stats, exchange rates), prices (registered before assets so /price/temp is never taken for an id),
 * net-worth history, uploads, assets.
 */
export function createRoutes({ connection, config, prices, fx, logger }: RouteDeps): RouterLike[] {
  const accounts = new NetWorthAccountsClient({
    baseUrl: config.TRANSACTIONS_SERVICE_URL,
    token: config.INTERNAL_TOKEN,
    timeoutMs: TRANSACTIONS_TIMEOUT_MS,
    logger,
  });
  const netWorth = new NetWorthService(connection, undefined, fx, accounts);
  const cipher = createFieldCipher(config.FIELD_ENCRYPTION_KEY);
  const assets = new AssetService(connection, netWorth, cipher);
  return [
    internalRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    userDataRouter({ connection, internalToken: config.INTERNAL_TOKEN, cipher }),
    exchangeRatesRouter(fx),
    pricesRouter(assets, prices),
    netWorthRouter(netWorth),
    uploadRouter(assets, prices),
    assetsRouter(assets),
  ];
}
