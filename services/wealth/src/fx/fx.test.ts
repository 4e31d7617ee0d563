import { RateTable, type CurrencyCode, type FxRatesResponse } from '@tracker/contracts';
import { INTERNAL_TOKEN_HEADER } from '@tracker/service-kit';
import { useHarness, testRequest } from '../testing/harness';
import { parseEcbCsv } from './ecb';
import { FxService } from './service';

const h = useHarness();

beforeEach(async () => {
  h.ecb.setMode('ok');
  await h.connection.collection('fx_rates').deleteMany({});
  await h.connection.collection('fx_coverage').deleteMany({});
});

async function rates(currencies: string, from: string, to: string, env: Record<string, string> = {}, headers = {}) {
  const { app } = h.app(env);
  return testRequest(app).get('/internal/fx/rates').query({ currencies, from, to }).set(headers);
}

function table(body: unknown): RateTable {
  return new RateTable(body as FxRatesResponse);
}

describe('GET /internal/fx/rates', () => {
  it("converts a date at its own day's rate, from the provider's daily rates", async () => {
    h.ecb.setRate('GBP', '0.85000', '2024-06-13');
    const res = await rates('GBP,USD', '2024-06-10', '2024-06-14');
    expect(res.status).toBe(200);
    const t = table(res.body);
    // 42.60 GBP: on the 13th at 1.08 / 0.85 USD (5412.7 cents), on the 14th at 1.08 / 0.84 (5477.1 cents).
    expect(t.convert(4260, 'GBP', 'USD', '2024-06-13')).toBe(5413);
    expect(t.convert(4260, 'GBP', 'USD', '2024-06-14')).toBe(5477);
    expect(t.convert(4260, 'GBP', 'EUR', '2024-06-14')).toBe(5071); // 4260 / 0.84 = 5071.4
    expect(res.body.rates.GBP.days).toContainEqual(['2024-06-13', '0.85000']);
  });

  it('uses the last earlier business day on a weekend or a holiday, and the days before the range', async () => {
    const res = await rates('GBP,USD', '2024-12-24', '2024-12-29');
    const t = table(res.body);
    h.ecb.setRate('USD', '1.2000', '2024-12-24');
    // 25 and 26 December are TARGET holidays: the 24th's rate (stored before the change above) stands.
    expect(t.rate('USD', 'GBP', '2024-12-26')).toEqual(t.rate('USD', 'GBP', '2024-12-24'));
    expect(t.convert(10000, 'USD', 'GBP', '2024-12-29')).toBe(7778); // Sunday: Friday the 27th, 100 * 0.84 / 1.08
    const monday = await rates('GBP,USD', '2024-06-17', '2024-06-17');
    expect(table(monday.body).convert(10000, 'USD', 'GBP', '2024-06-17')).toBe(7778); // Friday the 14th is included
  });

  it('asks the provider once per missing range: a second look at the same dates never calls it', async () => {
    const before = h.ecb.rateCalls();
    await rates('GBP,AUD', '2024-03-01', '2024-03-31');
    expect(h.ecb.rateCalls() - before).toBe(1); // both currencies in one call
    await rates('GBP,AUD', '2024-03-05', '2024-03-20');
    await rates('AUD', '2024-03-01', '2024-03-31');
    expect(h.ecb.rateCalls() - before).toBe(1);
    await rates('GBP', '2024-02-01', '2024-04-15'); // a head and a tail are missing
    expect(h.ecb.rateCalls() - before).toBe(3);
    const stored = await h.connection.collection('fx_rates').countDocuments({ currency: 'GBP' });
    expect(stored).toBe(58); // the weekdays from 25 January to 15 April 2024: 5 + 21 + 21 + 11
  });

  it('never converts 1:1 when the provider is down: the dates are unknown until it answers', async () => {
    h.ecb.setMode('down');
    const down = await rates('GBP,USD', '2024-05-01', '2024-05-31');
    expect(down.status).toBe(200);
    expect(down.body.rates.GBP).toEqual({ days: [], knownThrough: null });
    expect(table(down.body).convert(4260, 'GBP', 'USD', '2024-05-15')).toBeNull();
    expect(table(down.body).convert(4260, 'GBP', 'GBP', '2024-05-15')).toBe(4260);
    h.ecb.setMode('ok');
    const up = await rates('GBP,USD', '2024-05-01', '2024-05-31');
    expect(table(up.body).convert(4260, 'GBP', 'USD', '2024-05-15')).toBe(5477);
  });

  it('a broken answer or a 429 leaves the dates unknown too', async () => {
    for (const mode of ['malformed', 'rate_limit'] as const) {
      h.ecb.setMode(mode);
      const res = await rates('GBP', '2024-07-01', '2024-07-05');
      expect(res.status).toBe(200);
      expect(table(res.body).convert(100, 'GBP', 'EUR', '2024-07-03')).toBeNull();
    }
  });

  it('knows no rate for a currency the provider does not publish, and only dates it has answered for', async () => {
    const res = await rates('AED,GBP', '2024-08-01', '2024-08-09');
    const t = table(res.body);
    expect(res.body.rates.AED.days).toEqual([]);
    expect(t.convert(10000, 'AED', 'GBP', '2024-08-05')).toBeNull();
    expect(t.convert(10000, 'EUR', 'GBP', '2024-08-12')).toBeNull(); // after the range asked
    expect(t.convert(10000, 'EUR', 'GBP', '2024-08-09')).toBe(8400);
  });

  it('answers bad queries with a 400 and a message, and keeps to internal callers when a token is set', async () => {
    const bad = await rates('GBP,XYZ', '2024-01-01', '2024-01-31');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ISO 4217/);
    const backwards = await rates('GBP', '2024-02-01', '2024-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('from must not be after to');
    const missing = await rates('GBP', 'yesterday', '2024-01-01');
    expect(missing.status).toBe(400);
    const forbidden = await rates('GBP', '2024-01-01', '2024-01-31', { INTERNAL_TOKEN: 'secret-token-value' });
    expect(forbidden.status).toBe(403);
    const allowed = await rates(
      'GBP',
      '2024-01-01',
      '2024-01-31',
      { INTERNAL_TOKEN: 'secret-token-value' },
      {
        [INTERNAL_TOKEN_HEADER]: 'secret-token-value',
      },
    );
    expect(allowed.status).toBe(200);
  });
});

describe('FxService: the newest days', () => {
  it('asks again for today and yesterday at most once per refresh period', async () => {
    let now = Date.parse('2024-06-14T09:00:00Z');
    const fx = new FxService(h.connection, {
      baseUrl: h.ecb.url,
      timeoutMs: 400,
      refreshMs: 3_600_000,
      breakerResetMs: 300,
      minIntervalMs: 0,
      now: () => now,
    });
    try {
      h.ecb.setRate('CHF', '0.9000', '2024-06-14');
      const before = h.ecb.rateCalls();
      const ask = async () => new RateTable(await fx.rates(['CHF'] as CurrencyCode[], '2024-06-10', '2024-06-30'));
      expect((await ask()).convert(1000, 'CHF', 'EUR', '2024-06-14')).toBe(1111);
      now += 30 * 60_000;
      await ask();
      expect(h.ecb.rateCalls() - before).toBe(1);
      h.ecb.setRate('CHF', '0.8000', '2024-06-14'); // a correction published later that day
      now += 31 * 60_000;
      expect((await ask()).convert(1000, 'CHF', 'EUR', '2024-06-14')).toBe(1250);
      expect(h.ecb.rateCalls() - before).toBe(2);
      // The next day, the 14th is settled and never asked again; a date after today is unknown.
      now = Date.parse('2024-06-15T09:00:00Z');
      const t = await ask();
      expect(t.convert(1000, 'CHF', 'EUR', '2024-06-20')).toBeNull();
    } finally {
      fx.shutdown();
    }
  });
});

describe('parseEcbCsv', () => {
  it('reads the columns by name, in date order, and leaves out missing observations', () => {
    const csv = [
      'KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE,TITLE_COMPL',
      'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2024-06-14,1.0709,"ECB reference exchange rate, US dollar/Euro"',
      'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2024-06-13,1.0785,"x, y"',
      'EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2024-06-12,NaN,',
    ].join('\n');
    expect(parseEcbCsv(csv).get('USD')).toEqual([
      ['2024-06-13', '1.0785'],
      ['2024-06-14', '1.0709'],
    ]);
    expect(() => parseEcbCsv('<html>')).toThrow(/not the rates CSV/);
  });
});
