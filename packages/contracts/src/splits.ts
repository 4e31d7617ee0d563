/** One row divided among categories (product.md › Splits): the parts add up exactly, in minor units, to the row. */
import { z } from 'zod';
import { requiredString } from './common';
import { decimalInput } from './money';

export const MIN_SPLIT_PARTS = 2;
export const MAX_SPLIT_PARTS = 20;
export const SPLIT_SUM_MESSAGE = 'The parts must add up exactly to the transaction amount';

export const splitPartInputSchema = z.object({
  /** Absolute, in the row's currency (the row's sign applies to every part). */
  amount: decimalInput({
    places: 3,
    invalid: 'Part amount must be greater than 0',
    min: { value: 0, exclusive: true, message: 'Part amount must be greater than 0' },
  }),
  category: requiredString('Category is required', 200),
  note: z.string().trim().max(200, 'Note must be at most 200 characters').optional(),
});
export const splitTransactionRequestSchema = z.object({
  parts: z
    .array(splitPartInputSchema, { error: 'Parts must be a list' })
    .min(MIN_SPLIT_PARTS, `A split needs at least ${MIN_SPLIT_PARTS} parts`)
    .max(MAX_SPLIT_PARTS, `A split takes at most ${MAX_SPLIT_PARTS} parts`),
});
export type SplitTransactionRequest = z.input<typeof splitTransactionRequestSchema>;

/** A part as the API answers it: amount as the row's currency writes it. */
export const splitPartSchema = z.object({ amount: z.string(), category: z.string(), note: z.string().optional() });
export type SplitPart = z.infer<typeof splitPartSchema>;
