import { RateTable, type CurrencyCode } from '@tracker/contracts';
import { parseEcbCsv } from './ecb';
import { storedRates } from './exchangeRates';
import { useRatesFixture } from './testing/setup';

const f = useRatesFixture();

beforeEach(() => f.reset());

const codes = (list: string) => list.split(',') as CurrencyCode[];

describe('ExchangeRates: the stored daily rates, asked of the ECB when missing', () => {
  it("converts a date at its own day's rate, from the provider's daily rates", async () => {
    f.ecb.setRate('GBP', '0.85000', '2024-06-13');
    const answer = await f.rates().response(codes('GBP,USD'), '2024-06-10', '2024-06-14');
    const t = new RateTable(answer);
    // 42.60 GBP: on the 13th at 1.08 / 0.85 USD (5412.7 cents), on the 14th at 1.08 / 0.84 (5477.1 cents).
    expect(t.convert(4260, 'GBP', 'USD', '2024-06-13')).toBe(5413);
    expect(t.convert(4260, 'GBP', 'USD', '2024-06-14')).toBe(5477);
    expect(t.convert(4260, 'GBP', 'EUR', '2024-06-14')).toBe(5071); // 4260 / 0.84 = 5071.4
    expect(answer.rates.GBP?.days).toContainEqual(['2024-06-13', '0.85000']);
  });

  it('uses the last earlier business day on a weekend or a holiday, and the days before the range', async () => {
    const store = f.rates();
    const t = await store.rates(codes('GBP,USD'), '2024-12-24', '2024-12-29');
    f.ecb.setRate('USD', '1.2000', '2024-12-24');
    // 25 and 26 December are TARGET holidays: the 24th's rate (stored before the change above) stands.
    expect(t.rate('USD', 'GBP', '2024-12-26')).toEqual(t.rate('USD', 'GBP', '2024-12-24'));
    expect(t.convert(10000, 'USD', 'GBP', '2024-12-29')).toBe(7778); // Sunday: Friday the 27th, 100 * 0.84 / 1.08
    const monday = await store.rates(codes('GBP,USD'), '2024-06-17', '2024-06-17');
    expect(monday.convert(10000, 'USD', 'GBP', '2024-06-17')).toBe(7778); // Friday the 14th is included
  });

  it('asks the provider once per missing range: a second look at the same dates never calls it', async () => {
    const store = f.rates();
    const before = f.ecb.rateCalls();
    await store.rates(codes('GBP,AUD'), '2024-03-01', '2024-03-31');
    expect(f.ecb.rateCalls() - before).toBe(1); // both currencies in one call
    await store.rates(codes('GBP,AUD'), '2024-03-05', '2024-03-20');
    await store.rates(codes('AUD'), '2024-03-01', '2024-03-31');
    expect(f.ecb.rateCalls() - before).toBe(1);
    await store.rates(codes('GBP'), '2024-02-01', '2024-04-15'); // a head and a tail are missing
    expect(f.ecb.rateCalls() - before).toBe(3);
    const stored = await f.connection.collection('fx_rates').countDocuments({ currency: 'GBP' });
    expect(stored).toBe(58); // the weekdays from 25 January to 15 April 2024: 5 + 21 + 21 + 11
  });

  it('never converts 1:1 when the provider is down: the dates are unknown until it answers', async () => {
    f.ecb.setMode('down');
    const down = await f.rates().response(codes('GBP,USD'), '2024-05-01', '2024-05-31');
    expect(down.rates.GBP).toEqual({ days: [], knownThrough: null });
    expect(new RateTable(down).convert(4260, 'GBP', 'USD', '2024-05-15')).toBeNull();
    expect(new RateTable(down).convert(4260, 'GBP', 'GBP', '2024-05-15')).toBe(4260);
    f.ecb.setMode('ok');
    const up = await f.rates().rates(codes('GBP,USD'), '2024-05-01', '2024-05-31');
    expect(up.convert(4260, 'GBP', 'USD', '2024-05-15')).toBe(5477);
  });

  it('a broken answer or a 429 leaves the dates unknown too', async () => {
    for (const mode of ['malformed', 'rate_limit'] as const) {
      f.ecb.setMode(mode);
      const t = await f.rates().rates(codes('GBP'), '2024-07-01', '2024-07-05');
      expect(t.convert(100, 'GBP', 'EUR', '2024-07-03')).toBeNull();
    }
  });

  it('knows no rate for a currency the provider does not publish, and only dates it has answered for', async () => {
    const answer = await f.rates().response(codes('AED,GBP'), '2024-08-01', '2024-08-09');
    const t = new RateTable(answer);
    expect(answer.rates.AED?.days).toEqual([]);
    expect(t.convert(10000, 'AED', 'GBP', '2024-08-05')).toBeNull();
    expect(t.convert(10000, 'EUR', 'GBP', '2024-08-12')).toBeNull(); // after the range asked
    expect(t.convert(10000, 'EUR', 'GBP', '2024-08-09')).toBe(8400);
  });

  it('storedRates reads the database alone: nothing stored is nothing known, and the ECB is not asked', async () => {
    const before = f.ecb.rateCalls();
    const nothing = await storedRates(f.connection, codes('GBP'), '2024-09-02', '2024-09-06');
    expect(nothing.rates.GBP).toEqual({ days: [], knownThrough: null });
    await f.rates().rates(codes('GBP'), '2024-09-02', '2024-09-06');
    const stored = new RateTable(await storedRates(f.connection, codes('GBP'), '2024-09-02', '2024-09-06'));
    expect(stored.convert(8400, 'GBP', 'EUR', '2024-09-04')).toBe(10000);
    expect(f.ecb.rateCalls() - before).toBe(1);
  });
});

describe('ExchangeRates: the newest days', () => {
  it('asks again for today and yesterday at most once per refresh period', async () => {
    let now = Date.parse('2024-06-14T09:00:00Z');
    const store = f.rates({ now: () => now });
    f.ecb.setRate('CHF', '0.9000', '2024-06-14');
    const before = f.ecb.rateCalls();
    const ask = () => store.rates(codes('CHF'), '2024-06-10', '2024-06-30');
    expect((await ask()).convert(1000, 'CHF', 'EUR', '2024-06-14')).toBe(1111);
    now += 30 * 60_000;
    await ask();
    expect(f.ecb.rateCalls() - before).toBe(1);
    f.ecb.setRate('CHF', '0.8000', '2024-06-14'); // a correction published later that day
    now += 31 * 60_000;
    expect((await ask()).convert(1000, 'CHF', 'EUR', '2024-06-14')).toBe(1250);
    expect(f.ecb.rateCalls() - before).toBe(2);
    // The next day, the 14th is settled and never asked again; a date after today is unknown.
    now = Date.parse('2024-06-15T09:00:00Z');
    expect((await ask()).convert(1000, 'CHF', 'EUR', '2024-06-20')).toBeNull();
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
