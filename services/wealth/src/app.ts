import { ExchangeRates } from '@tracker/exchange-rates';
import { createService, type Logger, type ServiceApp } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { SERVICE_NAME, type Config } from './config';
import { PriceService } from './prices/service';
import { createRoutes } from './routes';

export interface AppDeps {
  connection: Connection;
  config: Config;
  logger?: Logger;
  /** Live prices (built from the config's provider URLs unless given: tests and the bench pass their own). */
  prices?: PriceService;
  /** Exchange rates (built from the config's ECB_BASE_URL unless given). */
  fx?: ExchangeRates;
}

/** The wealth service's Koa app (no listen: server.ts listens, tests drive it in-process). */
export function createApp({ connection, config, logger, prices, fx }: AppDeps): ServiceApp {
  return createService({
    name: SERVICE_NAME,
    connection,
    config,
    logger,
    routes: createRoutes({
      connection,
      config,
      prices: prices ?? PriceService.fromConfig(config),
      fx: fx ?? exchangeRatesOf(connection, config),
      logger,
    }),
  });
}

/** The shared rate store, its ECB calls spaced and broken as the price providers' are. */
export function exchangeRatesOf(connection: Connection, config: Config): ExchangeRates {
  return ExchangeRates.fromConfig(connection, config, {
    breakerResetMs: config.PRICE_BREAKER_RESET_MS,
    minIntervalMs: config.PRICE_MIN_INTERVAL_MS,
  });
}
