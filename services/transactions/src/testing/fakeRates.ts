/**
 * Exchange rates for the transactions service's currency tests: the fake ECB (the real protocol, on 127.0.0.1) that
 * the service's own refresher asks, storing into the shared store it then reads in process; no wealth service runs.
 * Statements in USD, GBP and AUD to upload into accounts of those currencies.
 */
import { startFakeEcb, type FakeEcb } from '@tracker/exchange-rates/testing/fake-ecb';
import { testRequest, type TestUser } from '@tracker/service-kit/testing';
import type { ServiceApp } from '@tracker/service-kit';
import type { Connection } from 'mongoose';

export type { FakeEcb } from '@tracker/exchange-rates/testing/fake-ecb';

/**
 * Units per euro from 3 June 2024, none before: GBP 0.90 on 4 June and 0.84 on other days; USD 1.08; AUD 1.62;
 * JPY 162; BHD, AED and others unpublished.
 */
export async function startTestEcb(): Promise<FakeEcb> {
  const ecb = await startFakeEcb({ firstDay: '2024-06-03' });
  ecb.setRate('GBP', '0.90000', '2024-06-04');
  return ecb;
}

/** Runs `run` with no rate stored and the ECB unreachable: every rate is unknown until it answers again. */
export async function withRatesUnknown<T>(connection: Connection, ecb: FakeEcb, run: () => Promise<T>): Promise<T> {
  await connection.collection('fx_rates').deleteMany({});
  await connection.collection('fx_coverage').deleteMany({});
  ecb.setMode('down');
  try {
    return await run();
  } finally {
    ecb.setMode('ok');
  }
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
