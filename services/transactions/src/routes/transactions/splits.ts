/**
 * Splits (product.md › Splits): one row divided among categories. The parts are absolute amounts in the row's
 * currency that add up exactly, in its minor units, to the row (¥ has none, dinars three); otherwise 400 and the row
 * is as it was. The row keeps its own category; the figures count its parts instead.
 */
import { minorUnits, SPLIT_SUM_MESSAGE, type SplitTransactionRequest, type Transaction } from '@tracker/contracts';
import { badRequest } from '@tracker/service-kit';
import type { z } from 'zod';
import type { splitTransactionRequestSchema } from '@tracker/contracts';
import { groupFor } from '../userCategories/service';
import { inMinorUnits } from './filters';
import { currencyOfRow, type StoredSplitPart } from './model';
import type { TransactionService } from './service';

type SplitRequest = z.output<typeof splitTransactionRequestSchema>;

/** A part's amount in the row's minor units; 400 when the currency cannot hold it (10.5 yen, 1.234 dollars). */
function partMinorUnits(amount: string, places: number, currency: string): number {
  const { minor, rest } = inMinorUnits(Number(amount), places);
  if (rest) throw badRequest(`Part amount ${amount} has more decimals than ${currency} allows`);
  return minor;
}

/** POST /api/transactions/:id/split */
export async function splitTransaction(
  service: TransactionService,
  userId: string,
  id: string,
  request: SplitRequest,
): Promise<Transaction> {
  const row = await service.get(userId, id);
  const currency = currencyOfRow(row, await service.accountCurrencies(userId));
  const places = minorUnits(currency);
  const amounts = request.parts.map((part) => partMinorUnits(part.amount, places, currency));
  // Integers all the way: the sum of minor units is exact.
  if (amounts.reduce((sum, minor) => sum + minor, 0) !== row.amountCents) throw badRequest(SPLIT_SUM_MESSAGE);
  const group = groupFor(row.transactionType, row.isIncome);
  const names = await service.categoryNames(
    userId,
    request.parts.map((part) => ({ name: part.category, group })),
  );
  const splits: StoredSplitPart[] = request.parts.map((part, i) => ({
    amountCents: amounts[i] as number,
    category: names.get(part.category.trim().replace(/\s+/g, ' ').toLowerCase()) ?? part.category,
    ...(part.note ? { note: part.note } : {}),
  }));
  return service.setSplits(userId, id, splits);
}

/** DELETE /api/transactions/:id/split: the row is one category again. */
export function unsplitTransaction(service: TransactionService, userId: string, id: string): Promise<Transaction> {
  return service.setSplits(userId, id, []);
}

export type { SplitTransactionRequest };
