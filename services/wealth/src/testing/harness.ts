/** Test support: the service in-process on a real database, signed-in users, and the fake price providers. */
import type { ExchangeRates } from '@tracker/exchange-rates';
import { startFakeEcb, type FakeEcb } from '@tracker/exchange-rates/testing/fake-ecb';
import type { ServiceApp } from '@tracker/service-kit';
import {
  newTestUser,
  startTestDatabase,
  testRequest,
  unusedUrl,
  useStarted,
  type TestDatabase,
  type TestUser,
} from '@tracker/service-kit/testing';
import type { Connection } from 'mongoose';
import { createApp, exchangeRatesOf } from '../app';
import { readConfig, type Config } from '../config';
import { PriceService } from '../prices/service';
import { startFakeCoinGecko, startFakeYahoo, type FakeProvider } from './fakeProviders';

export type { TestUser } from '@tracker/service-kit/testing';

export interface Harness {
  connection: Connection;
  /** The test database's URI (another service's app on the same database, as the accounts tests start one). */
  uri: string;
  yahoo: FakeProvider;
  coingecko: FakeProvider;
  ecb: FakeEcb;
  /** A new app (with its own price and rate services, so caches and breakers start fresh); env adds configuration. */
  app(env?: Record<string, string>): { app: ServiceApp; prices: PriceService; fx: ExchangeRates; config: Config };
  user(): Promise<TestUser>;
  stop(): Promise<void>;
}

/** Quick provider settings for tests: short timeouts and breaker reset, no spacing between calls. */
export const TEST_PRICE_ENV = {
  PRICE_TIMEOUT_MS: '400',
  FX_TIMEOUT_MS: '400',
  PRICE_BREAKER_RESET_MS: '300',
  PRICE_MIN_INTERVAL_MS: '0',
};

export async function startHarness(): Promise<Harness> {
  const db: TestDatabase = await startTestDatabase();
  const connection = await db.connection();
  const yahoo = await startFakeYahoo({ slowMs: 2000, retryAfterSeconds: 1 });
  const coingecko = await startFakeCoinGecko({ slowMs: 2000, retryAfterSeconds: 1 });
  const ecb = await startFakeEcb({ slowMs: 2000, retryAfterSeconds: 1 });
  // No transactions service unless a test starts one: the accounts then count nowhere (as when it is down).
  const noTransactions = await unusedUrl();
  const built: Array<PriceService | ExchangeRates> = [];
  return {
    connection,
    uri: db.uri,
    yahoo,
    coingecko,
    ecb,
    app: (env = {}) => {
      const config = readConfig({
        NODE_ENV: 'test',
        MONGODB_URI: db.uri,
        YAHOO_BASE_URL: yahoo.url,
        COINGECKO_BASE_URL: coingecko.url,
        ECB_BASE_URL: ecb.url,
        TRANSACTIONS_SERVICE_URL: noTransactions,
        ...TEST_PRICE_ENV,
        ...env,
      });
      const prices = PriceService.fromConfig(config);
      const fx = exchangeRatesOf(connection, config);
      built.push(prices, fx);
      return { app: createApp({ connection, config, prices, fx }), prices, fx, config };
    },
    user: () => newTestUser(connection),
    stop: async () => {
      for (const service of built) service.shutdown();
      await Promise.all([yahoo.close(), coingecko.close(), ecb.close()]);
      await db.stop();
    },
  };
}

/**
 * The harness of a test file: started before its tests and stopped after them. Read its members inside tests or
 * later hooks, not at module load.
 */
export function useHarness(): Harness {
  return useStarted(startHarness, (h) => h.stop());
}

export { testRequest };
