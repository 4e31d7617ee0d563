/**
 * A local fake of the ECB data API's exchange-rate CSV (see src/ecb.ts for the protocol), for this package's tests,
 * the services' and the end-to-end suite: `@tracker/exchange-rates/testing/fake-ecb`. Every weekday except 1 January
 * and 25-26 December (TARGET closing days) has the rates of FAKE_ECB_RATES unless a test sets a day's own (or it
 * comes before `firstDay`); currencies outside it are absent, as ones the ECB does not publish are. Modes as the
 * price fakes: 'ok', 'down', 'slow', 'malformed', 'rate_limit' (POST /__fake/mode).
 */
import { addCalendarDays } from '@tracker/contracts';
import { closer, startFake, type FakeMode, type FakeOptions } from '@tracker/service-kit/fake-server';

/** Units per euro the fake answers on every business day (round figures, so tests can convert by hand). */
export const FAKE_ECB_RATES: Readonly<Record<string, string>> = {
  USD: '1.0800',
  GBP: '0.84000',
  AUD: '1.6200',
  CAD: '1.4700',
  JPY: '162.00',
  CHF: '0.9500',
  SEK: '11.500',
};

const CSV_HEADER =
  'KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE,OBS_STATUS,OBS_CONF,TITLE,TITLE_COMPL,UNIT';

export interface FakeEcb {
  url: string;
  /** Rate requests answered (each is one call of the service's provider). */
  rateCalls(): number;
  setMode(mode: FakeMode): void;
  /** A day's own rate (a business day), or the rate of every day when no date is given. */
  setRate(currency: string, rate: string, date?: string): void;
  close(): Promise<void>;
}

function isBusinessDay(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  const monthDay = date.slice(5);
  return day !== 0 && day !== 6 && monthDay !== '01-01' && monthDay !== '12-25' && monthDay !== '12-26';
}

export interface FakeEcbOptions extends FakeOptions {
  /** No rate is published before this day (a series that starts there), so earlier dates stay unknown. */
  firstDay?: string;
}

export async function startFakeEcb(options: FakeEcbOptions = {}): Promise<FakeEcb> {
  const firstDay = options.firstDay ?? '0000-01-01';
  const everyDay = new Map(Object.entries(FAKE_ECB_RATES));
  const onDay = new Map<string, string>();
  let rateCalls = 0;
  const { server, state, url } = await startFake(
    options,
    (_req, res, reqUrl, s) => {
      const match = /^\/service\/data\/EXR\/D\.([A-Z+]+)\.EUR\.SP00\.A$/.exec(reqUrl.pathname);
      if (!match) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('No results found.');
        return;
      }
      rateCalls += 1;
      if (s.mode === 'rate_limit') {
        res.writeHead(429, { 'content-type': 'text/plain', 'retry-after': String(options.retryAfterSeconds ?? 30) });
        res.end('Too Many Requests');
        return;
      }
      if (s.mode === 'malformed') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>Service temporarily unavailable</body></html>');
        return;
      }
      const from = reqUrl.searchParams.get('startPeriod') ?? '';
      const to = reqUrl.searchParams.get('endPeriod') ?? '';
      if (
        !/^\d{4}-\d{2}-\d{2}$/.test(from) ||
        !/^\d{4}-\d{2}-\d{2}$/.test(to) ||
        reqUrl.searchParams.get('format') !== 'csvdata'
      ) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('Bad request');
        return;
      }
      const lines: string[] = [];
      for (const currency of (match[1] ?? '').split('+')) {
        for (let date = from; date <= to; date = addCalendarDays(date, 1)) {
          const rate = onDay.get(`${currency}|${date}`) ?? everyDay.get(currency);
          if (!rate || !isBusinessDay(date) || date < firstDay) continue;
          const title = `"ECB reference exchange rate, ${currency}/Euro, 2:15 pm (C.E.T.)"`;
          lines.push(
            `EXR.D.${currency}.EUR.SP00.A,D,${currency},EUR,SP00,A,${date},${rate},A,F,${currency}/Euro,${title},${currency}`,
          );
        }
      }
      if (lines.length === 0) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('No results found.');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/csv;charset=utf-8' });
      res.end(`${CSV_HEADER}\r\n${lines.join('\r\n')}\r\n`);
    },
    '',
  );
  return {
    url,
    rateCalls: () => rateCalls,
    setMode: (mode) => {
      state.mode = mode;
    },
    setRate: (currency, rate, date) => {
      if (date) onDay.set(`${currency}|${date}`, rate);
      else everyDay.set(currency, rate);
    },
    close: closer(server),
  };
}
