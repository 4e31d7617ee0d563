/** Test support: a real database (the docstore), the fake ECB, and rate stores on it with quick provider settings. */
import { useStarted, useTestDatabase } from '@tracker/service-kit/testing';
import type { Connection } from 'mongoose';
import { ExchangeRates, type ExchangeRatesOptions } from '../exchangeRates';
import { startFakeEcb, type FakeEcb } from './fakeEcb';

export interface RatesFixture {
  connection: Connection;
  ecb: FakeEcb;
  /** A store as one process has it (its own refresher, guard and lease holder); stopped after the file. */
  rates(options?: Partial<ExchangeRatesOptions>, connection?: Connection): ExchangeRates;
  /** Another connection to the same database, as another process would open. */
  connect(): Promise<Connection>;
  /** Empties fx_rates and fx_coverage (the lease included) and puts the fake ECB back to 'ok'. */
  reset(): Promise<void>;
}

export function useRatesFixture(): RatesFixture {
  const database = useTestDatabase();
  return useStarted(
    async () => {
      const ecb = await startFakeEcb({ slowMs: 2000, retryAfterSeconds: 1 });
      const built: ExchangeRates[] = [];
      const fixture: RatesFixture & { stop(): Promise<void> } = {
        connection: database.connection,
        ecb,
        rates: (options = {}, connection = database.connection) => {
          const store = new ExchangeRates(connection, {
            baseUrl: ecb.url,
            // Long enough for a loaded machine: a call that times out is a second call in the lease tests' counts.
            timeoutMs: 5_000,
            refreshMs: 3_600_000,
            breakerResetMs: 300,
            minIntervalMs: 0,
            ...options,
          });
          built.push(store);
          return store;
        },
        connect: () => database.db.connection(),
        reset: async () => {
          ecb.setMode('ok');
          await database.connection.collection('fx_rates').deleteMany({});
          await database.connection.collection('fx_coverage').deleteMany({});
        },
        stop: async () => {
          for (const store of built) store.shutdown();
          await ecb.close();
        },
      };
      return fixture;
    },
    (fixture) => (fixture as RatesFixture & { stop(): Promise<void> }).stop(),
  );
}
