/**
 * The European Central Bank's euro reference rates through its data API (SDMX 2.1 REST, CSV):
 *   GET {ECB_BASE_URL}/service/data/EXR/D.USD+GBP.EUR.SP00.A?startPeriod=YYYY-MM-DD&endPeriod=YYYY-MM-DD&format=csvdata
 * answers one CSV row per currency and business day, with (among others) the columns CURRENCY, TIME_PERIOD and
 * OBS_VALUE (units of the currency per euro). A range with no observation (a weekend) is 404 "No results found.";
 * a currency the ECB does not publish is simply absent.
 */
import { isCurrencyCode, type CurrencyCode } from '@tracker/contracts';
import { parseCsv } from '@tracker/statements';
import { retryAfterMs } from '@tracker/service-kit/provider-guard';

/** One currency's observations: [date, units per euro], in date order. */
export type EcbSeries = Map<CurrencyCode, Array<[string, string]>>;

/** A failure of the provider; `rateLimited` ones (429) back off instead of opening the breaker. */
export class FxProviderError extends Error {
  constructor(
    message: string,
    readonly rateLimited = false,
    readonly retryAfterMs: number | undefined = undefined,
  ) {
    super(message);
    this.name = 'FxProviderError';
  }
}

export function ecbRatesUrl(baseUrl: string, currencies: readonly CurrencyCode[], from: string, to: string): string {
  const key = `D.${currencies.join('+')}.EUR.SP00.A`;
  return `${baseUrl}/service/data/EXR/${key}?startPeriod=${from}&endPeriod=${to}&format=csvdata`;
}

/** Reads the CSV's CURRENCY, TIME_PERIOD and OBS_VALUE columns by name (the ECB adds columns over time). */
export function parseEcbCsv(text: string): EcbSeries {
  const [header, ...records] = parseCsv(text, ',');
  const names = header?.cells.map((cell) => cell.trim().toUpperCase()) ?? [];
  const currencyAt = names.indexOf('CURRENCY');
  const dateAt = names.indexOf('TIME_PERIOD');
  const valueAt = names.indexOf('OBS_VALUE');
  if (currencyAt < 0 || dateAt < 0 || valueAt < 0) throw new FxProviderError('ECB: the answer is not the rates CSV');
  const series: EcbSeries = new Map();
  for (const { cells } of records) {
    const currency = cells[currencyAt]?.trim() ?? '';
    const date = cells[dateAt]?.trim() ?? '';
    const value = cells[valueAt]?.trim() ?? '';
    // A missing observation (an empty value, "NaN") is left out: that day then uses the last earlier one.
    if (!isCurrencyCode(currency) || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d+(\.\d+)?$/.test(value)) continue;
    if (Number(value) <= 0) continue;
    const list = series.get(currency) ?? [];
    list.push([date, value]);
    series.set(currency, list);
  }
  for (const list of series.values()) list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return series;
}

/** Asks the ECB for the rates of `currencies` (not EUR) over [from, to]. Throws FxProviderError. */
export async function fetchEcbRates(
  baseUrl: string,
  currencies: readonly CurrencyCode[],
  from: string,
  to: string,
  signal: AbortSignal,
): Promise<EcbSeries> {
  let response: Response;
  try {
    response = await fetch(ecbRatesUrl(baseUrl, currencies, from, to), { headers: { accept: 'text/csv' }, signal });
  } catch (err) {
    throw new FxProviderError(`ECB: ${err instanceof Error ? err.message : String(err)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status === 404) return new Map(); // "No results found.": no business day in the range
  if (response.status === 429) {
    throw new FxProviderError('ECB: rate limited', true, retryAfterMs(response.headers.get('retry-after')));
  }
  if (!response.ok) throw new FxProviderError(`ECB: HTTP ${response.status}`);
  return parseEcbCsv(text);
}
