import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StackProcess, startStackProcess } from '@tracker/stack-harness';
import { startFakeCoinGecko, startFakeEcb, startFakeYahoo, type FakeProvider } from './fakeProviders';
import { startLocalSmtp, type LocalSmtp } from './localSmtp';

declare global {
  // Shared between global setup and teardown, which run in the same process.
  var __E2E_STACK__: StackProcess | undefined;
  var __E2E_FAKE_PROVIDERS__: Array<Pick<FakeProvider, 'close'>> | undefined;
  var __E2E_SMTP__: LocalSmtp | undefined;
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-e2e-'));
  // The wealth service's price and exchange-rate providers: local fakes, so no call leaves the machine.
  const [yahoo, coingecko, ecb] = await Promise.all([startFakeYahoo(), startFakeCoinGecko(), startFakeEcb()]);
  globalThis.__E2E_FAKE_PROVIDERS__ = [yahoo, coingecko, ecb];
  process.env.E2E_YAHOO_URL = yahoo.url;
  process.env.E2E_COINGECKO_URL = coingecko.url;
  process.env.E2E_ECB_URL = ecb.url;
  // Password reset e-mails go to a local SMTP server, which keeps each message as a file the suites read.
  const mailDir = path.join(dataDir, 'mail');
  const smtp = await startLocalSmtp({ saveTo: mailDir });
  globalThis.__E2E_SMTP__ = smtp;
  process.env.E2E_MAIL_DIR = mailDir;
  const stack = await startStackProcess(dataDir, {
    YAHOO_BASE_URL: yahoo.url,
    COINGECKO_BASE_URL: coingecko.url,
    ECB_BASE_URL: ecb.url,
    // The fakes answer in milliseconds, but a CI machine running Chromium beside the whole stack on two cores has
    // stalled a call past the 1.5 s default: one timed-out lookup is a missing suggestion and can open the breaker
    // for the next test. The timeout and the breaker are the wealth service's unit tests' business, not the pages'.
    PRICE_TIMEOUT_MS: '10000',
    // Every test signs up a fresh user, all from this one address: far beyond a household's allowance of accounts.
    REGISTRATIONS_PER_ADDRESS: '100000',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Budget & Wealth <no-reply@example.com>',
  });
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MONGODB_URI = stack.mongoUri;
  process.env.E2E_GATEWAY = stack.gateway;
  process.env.E2E_SERVICE_PORTS = JSON.stringify(stack.services);
  process.env.E2E_DATA_DIR = dataDir;
}
