/**
 * The user's home currency: every total across currencies is converted into it (Account Settings sets it; a user
 * who never chose one has DEFAULT_CURRENCY, which is what everything stored before currencies existed is in).
 */
import { z } from 'zod';
import { CURRENCY_CODES, currencyCodeSchema, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from './currency';

/** A currency as a response carries it. */
export const currencyCodeResponseSchema = z.enum(CURRENCY_CODES);

/** `PUT /api/account/currency` */
export const updateHomeCurrencyRequestSchema = z.object({ homeCurrency: currencyCodeSchema });

export const homeCurrencyResponseSchema = z.object({ homeCurrency: currencyCodeResponseSchema });
export type HomeCurrencyResponse = z.infer<typeof homeCurrencyResponseSchema>;

/** A user's (or an account's) stored currency, or the default for what was stored before currencies existed. */
export function currencyOrDefault(value: unknown): CurrencyCode {
  return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
}

/**
 * `POST /internal/home-currency/:userId` on services/auth (service-to-service): the currency of a user's first
 * statement becomes their home currency, unless they have chosen one. Answers the home currency after the call.
 */
export const INTERNAL_HOME_CURRENCY_PATH = '/internal/home-currency/:userId';

export function internalHomeCurrencyPath(userId: string): string {
  return `/internal/home-currency/${encodeURIComponent(userId)}`;
}

export const suggestHomeCurrencyRequestSchema = updateHomeCurrencyRequestSchema;
