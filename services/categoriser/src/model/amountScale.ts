/**
 * The amount band (features.ts: log2 bands of the amount in whole units) was learned on dollars, pounds and euros,
 * where a coffee is 2–8 units and a salary thousands. A statement in yen or forints carries the same payments in
 * numbers 150–400 times larger, which the bands would read as rent. So a request that names its currency has its
 * amounts brought to a dollar's magnitude before their band is taken: divided by a power of two near the currency's
 * units per US dollar. Only the order of magnitude matters (one band is a factor of two), so the table is coarse,
 * fixed and needs no rates; a currency within a factor of ~1.5 of the dollar (EUR, GBP, CAD, AUD, CHF…) is absent.
 */

/** log2 of a currency's units per US dollar, rounded (rates of 2025; a band is wide enough for years of drift). */
// biome-ignore format: a table reads better in rows
const LOG2_UNITS_PER_DOLLAR: Readonly<Record<string, number>> = {
  AED: 2, ARS: 10, BDT: 7, BGN: 1, BRL: 2, CLP: 10, CNY: 3, COP: 12, CZK: 5, DKK: 3, DZD: 7, EGP: 6, HKD: 3,
  HUF: 8, IDR: 14, ILS: 2, INR: 6, ISK: 7, JPY: 7, KES: 7, KRW: 10, KZT: 9, MAD: 3, MXN: 4, MYR: 2, NGN: 11,
  NOK: 3, PEN: 2, PHP: 6, PKR: 8, PLN: 2, QAR: 2, RON: 2, RSD: 7, RUB: 6, SAR: 2, SEK: 3, THB: 5, TRY: 5,
  TWD: 5, UAH: 5, UYU: 5, VND: 15, ZAR: 4,
};

/** How many bands a currency's amounts sit above a dollar's (0 when unknown or near the dollar). */
export function amountShift(currency: string | undefined): number {
  return currency === undefined ? 0 : (LOG2_UNITS_PER_DOLLAR[currency] ?? 0);
}

/** The amount at a dollar's magnitude, for its band only (a decimal string, as the contract carries amounts). */
export function atDollarMagnitude(amount: string, shift: number): string {
  return shift === 0 ? amount : String(Number(amount) / 2 ** shift);
}
