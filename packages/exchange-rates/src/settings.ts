import { z } from 'zod';

/** The European Central Bank's data API (daily euro reference rates, SDMX CSV). */
export const DEFAULT_ECB_BASE_URL = 'https://data-api.ecb.europa.eu';

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1 millisecond')
    .max(86_400_000, 'must be at most 86400000 milliseconds (a day)')
    .default(fallback);

/**
 * The variables of every service that reads rates (and so may refresh them): spread into its config module's
 * schema, so each service still reads its whole configuration in one place.
 */
export const exchangeRateVariables = {
  /** ECB data API base URL (its /service/data/EXR/…?format=csvdata). */
  ECB_BASE_URL: z
    .url({ protocol: /^https?$/, error: `must be an http(s) URL, for example ${DEFAULT_ECB_BASE_URL}` })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(DEFAULT_ECB_BASE_URL),
  /** Time limit of one exchange-rate call (a range of years is one CSV). */
  FX_TIMEOUT_MS: milliseconds(5000),
  /** How long the newest days' rates are trusted before the ECB is asked again (it publishes around 16:00 CET). */
  FX_REFRESH_MS: milliseconds(3_600_000),
};

export type ExchangeRateConfig = z.output<z.ZodObject<typeof exchangeRateVariables>>;
