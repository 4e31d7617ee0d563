import { createFieldCipher, type RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
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
}

/**
 * The wealth service's routers, one folder per resource under src/routes/: internal (account stats), prices
 * (registered before assets so /price/temp is never taken for an id), net-worth history, uploads, assets.
 */
export function createRoutes({ connection, config, prices }: RouteDeps): RouterLike[] {
  const netWorth = new NetWorthService(connection);
  const cipher = createFieldCipher(config.FIELD_ENCRYPTION_KEY);
  const assets = new AssetService(connection, netWorth, cipher);
  return [
    internalRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    userDataRouter({ connection, internalToken: config.INTERNAL_TOKEN, cipher }),
    pricesRouter(assets, prices),
    netWorthRouter(netWorth),
    uploadRouter(assets),
    assetsRouter(assets),
  ];
}
