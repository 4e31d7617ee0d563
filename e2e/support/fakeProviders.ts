// The fake outside providers (the wealth service's Yahoo Finance and CoinGecko, the ECB's exchange rates), started by the global
// setup so the stack's provider calls never leave the machine. Tests switch their mode over HTTP (POST /__fake/mode).
export {
  startFakeCoinGecko,
  startFakeYahoo,
  type FakeMode,
  type FakeProvider,
} from '@tracker/wealth-service/testing/fake-providers';
export { FAKE_ECB_RATES, startFakeEcb } from '@tracker/exchange-rates/testing/fake-ecb';

/** Puts a fake provider (its URL from E2E_YAHOO_URL / E2E_COINGECKO_URL / E2E_ECB_URL) into a mode: 'ok', 'down', 'rate_limit'… */
export async function setFakeMode(url: string | undefined, mode: string): Promise<void> {
  if (!url) throw new Error('the fake price providers are not running (global setup)');
  const res = await fetch(`${url}/__fake/mode`, { method: 'POST', body: JSON.stringify({ mode }) });
  if (!res.ok) throw new Error(`fake provider mode ${mode}: HTTP ${res.status}`);
}
