/**
 * `npm run bench -- wealth`: prints
 *  - POST /api/assets/sync-prices for a user with 200 market-traded assets (150 stocks on the Yahoo fake, 50 coins
 *    on the CoinGecko fake), with a cold cache (every price fetched) and a warm one (all from the 60 s cache);
 *  - the provider calls a Wealth page with 50 market-traded assets causes per minute (it asks GET
 *    /api/assets/price/{id} for each asset every 60 s and syncs once on load), for one tab and for ten.
 * In process against the docstore and the local fake providers (no network). Figures, not pass/fail.
 */
import { sessionCookieFor, startTestDatabase, testRequest } from '@tracker/service-kit/testing';
import { Types } from 'mongoose';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { PriceService } from '../src/prices/service';
import { startFakeCoinGecko, startFakeYahoo } from '../src/testing/fakeProviders';

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const db = await startTestDatabase();
  const connection = await db.connection();
  const yahoo = await startFakeYahoo();
  const coingecko = await startFakeCoinGecko();
  let clock = Date.now();
  const config = readConfig({
    NODE_ENV: 'test',
    MONGODB_URI: db.uri,
    YAHOO_BASE_URL: yahoo.url,
    COINGECKO_BASE_URL: coingecko.url,
    LOG_LEVEL: 'silent',
  });
  const prices = PriceService.fromConfig(config, { now: () => clock });
  const app = createApp({ connection, config, prices });
  const newUser = async () => {
    const userId = new Types.ObjectId().toHexString();
    return sessionCookieFor(connection, userId);
  };
  const addAssets = async (cookie: string, stocks: number, coins: number, offset = 0) => {
    for (let i = 0; i < stocks + coins; i++) {
      const stock = i < stocks;
      const n = offset + (stock ? i : i - stocks);
      const body = stock
        ? { name: `Stock ${n}`, type: 'equities_stocks', symbol: `BENCH${n}`, quantity: '3', value: '1' }
        : { name: `Coin ${n}`, type: 'cryptocurrencies', symbol: `bench-coin-${n}`, quantity: '0.5', value: '1' };
      const res = await testRequest(app).post('/api/assets').set('Cookie', cookie).send(body);
      if (res.status !== 201) throw new Error(`seeding answered ${res.status}`);
    }
  };

  try {
    // ------------------------------------------------------------ sync-prices, 200 assets
    const cookie = await newUser();
    await addAssets(cookie, 150, 50);
    const sync = async () => {
      const calls = prices.providerCalls;
      const started = process.hrtime.bigint();
      const res = await testRequest(app).post('/api/assets/sync-prices').set('Cookie', cookie);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (res.body.syncedCount !== 200) throw new Error(`synced ${JSON.stringify(res.body)}`);
      return { ms, calls: prices.providerCalls - calls };
    };
    await sync(); // JIT and connection warm-up
    const cold: { ms: number; calls: number }[] = [];
    const warm: { ms: number; calls: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      prices.clearCache();
      cold.push(await sync());
      warm.push(await sync());
    }
    console.log(`sync-prices, 200 market-traded assets (150 stocks, 50 coins), median of ${RUNS}:`);
    console.log(
      `  cold cache: ${median(cold.map((r) => r.ms)).toFixed(1)} ms, ${cold[0]?.calls} provider calls (batches of 50 on Yahoo, 100 on CoinGecko)`,
    );
    console.log(`  warm cache: ${median(warm.map((r) => r.ms)).toFixed(1)} ms, ${warm[0]?.calls} provider calls`);

    // ------------------------------------------------------------ a page with 50 assets, per minute
    const pageUser = await newUser();
    await addAssets(pageUser, 25, 25, 1000);
    const ids = ((await testRequest(app).get('/api/assets').set('Cookie', pageUser)).body as { id: string }[]).map(
      (a) => a.id,
    );
    const pageLoad = (tabs: number, withSync: boolean) =>
      Promise.all(
        Array.from({ length: tabs }, async () => {
          const requests = ids.map((id) => testRequest(app).get(`/api/assets/price/${id}`).set('Cookie', pageUser));
          if (withSync) requests.push(testRequest(app).post('/api/assets/sync-prices').set('Cookie', pageUser));
          await Promise.all(requests);
        }),
      );
    for (const tabs of [1, 10]) {
      prices.clearCache();
      const before = prices.providerCalls;
      await pageLoad(tabs, true); // minute 0: load (50 price calls + the one sync per tab)
      const firstMinute = prices.providerCalls - before;
      const minutes = 5;
      const steady = prices.providerCalls;
      for (let m = 1; m <= minutes; m++) {
        clock += 60_000; // the page's refetchInterval; the 60 s cache has just expired
        await pageLoad(tabs, false);
      }
      const perMinute = (prices.providerCalls - steady) / minutes;
      console.log(
        `page with 50 market-traded assets (25 stocks, 25 coins), ${tabs} tab${tabs === 1 ? '' : 's'}: ` +
          `${tabs * 51} API price calls on load -> ${firstMinute} provider calls; then ${tabs * 50} API calls/min -> ${perMinute} provider calls/min`,
      );
    }
  } finally {
    prices.shutdown();
    await Promise.all([yahoo.close(), coingecko.close()]);
    await db.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
