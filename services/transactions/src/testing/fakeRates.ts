/**
 * The wealth service's exchange rates for the transactions service's currency tests: a local server answering
 * GET /internal/fx/rates as wealth does from the ECB (units per euro), with statements in USD, GBP and AUD to
 * upload into accounts of those currencies. `up = false` makes it answer 503, as a wealth service that is down.
 */
import type { FxRatesResponse } from '@tracker/contracts';
import { closeServer, listenOnFreePort } from '@tracker/service-kit/fake-server';
import { testRequest, type TestUser } from '@tracker/service-kit/testing';
import type { ServiceApp } from '@tracker/service-kit';

/** Units per euro: GBP 0.90 on 4 June 2024 and 0.84 on other days; USD 1.08; AUD 1.62; JPY 162; others unpublished. */
export function ratesAnswer(currencies: string[]): FxRatesResponse {
  const perEuro: Record<string, string> = { USD: '1.0800', GBP: '0.84000', AUD: '1.6200', JPY: '162.00' };
  const days = ['2024-06-03', '2024-06-04', '2024-06-05', '2024-06-06', '2024-06-07'];
  const rates: FxRatesResponse['rates'] = { EUR: { days: [], knownThrough: '2024-06-30' } };
  for (const code of currencies) {
    const rate = perEuro[code];
    if (!rate) continue; // a currency the ECB does not publish
    rates[code] = {
      days: days.map((day) => [day, code === 'GBP' && day === '2024-06-04' ? '0.90000' : rate] as [string, string]),
      knownThrough: '2024-06-30',
    };
  }
  return { base: 'EUR', rates };
}

export interface FakeRates {
  url: string;
  /** false: every call answers 503. */
  up: boolean;
  /** Calls received so far. */
  calls: number;
  close(): Promise<void>;
}

export async function startFakeRates(): Promise<FakeRates> {
  const fake: FakeRates = { url: '', up: true, calls: 0, close: async () => undefined };
  const { server, url } = await listenOnFreePort((req, res) => {
    fake.calls += 1;
    const asked = new URL(req.url ?? '/', 'http://wealth');
    if (!fake.up || asked.pathname !== '/internal/fx/rates') {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"error":"Service Unavailable","message":"down"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ratesAnswer((asked.searchParams.get('currencies') ?? '').split(','))));
  });
  fake.url = url;
  fake.close = () => closeServer(server);
  return fake;
}

/** One statement per currency, in the first week of June 2024 (the fake's rates). */
export const STATEMENTS = {
  usd: 'Date,Description,Amount,Currency\n2024-06-03,Target Store,-25.00,USD\n',
  gbp: 'Date,Description,Amount,Currency\n2024-06-03,Tesco Stores,-42.60,GBP\n2024-06-04,Pret A Manger,-10.00,GBP\n',
  aud: 'Date,Description,Amount,Currency\n2024-06-05,Woolworths Sydney,-88.10,AUD\n',
} as const;

/** Uploads a statement, into `accountId` when given, with the user's answer to "which currency?" when given. */
export async function uploadStatement(
  app: ServiceApp,
  user: TestUser,
  csv: string,
  accountId?: string,
  currency?: string,
) {
  let req = testRequest(app).post('/api/transactions/upload-fast').set('Cookie', user.cookie);
  if (accountId) req = req.field('accountId', accountId);
  if (currency !== undefined) req = req.field('currency', currency);
  return req.attach('file', Buffer.from(csv), { filename: 'statement.csv', contentType: 'text/csv' });
}

export async function createAccount(app: ServiceApp, user: TestUser, name: string, currency: string) {
  const res = await testRequest(app).post('/api/bank-accounts').set('Cookie', user.cookie).send({ name, currency });
  if (res.status !== 201) throw new Error(`account not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; currency: string };
}

/**
 * A user with the three statements in three accounts: USD in the Default Account, GBP in Monzo, AUD in CommBank.
 * Expenses: 25.00 USD on 3 June, 42.60 GBP on 3 June and 10.00 GBP on 4 June, 88.10 AUD on 5 June.
 */
export async function userWithThreeCurrencies(app: ServiceApp, user: TestUser): Promise<void> {
  const monzo = await createAccount(app, user, 'Monzo', 'GBP');
  const commbank = await createAccount(app, user, 'CommBank', 'AUD');
  for (const [csv, account] of [
    [STATEMENTS.usd, undefined],
    [STATEMENTS.gbp, monzo.id],
    [STATEMENTS.aud, commbank.id],
  ] as const) {
    const res = await uploadStatement(app, user, csv, account);
    if (res.status !== 200) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
