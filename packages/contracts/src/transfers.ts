/**
 * Money moving between two of the user's own accounts (product.md › Transfers). A transfer is one link between two
 * rows — each row knows its counterpart — never two categories; every figure leaves linked rows out.
 */
import { z } from 'zod';
import { idSchema } from './common';

/** Same amount with the opposite sign, dated at most this many days apart. */
export const TRANSFER_WINDOW_DAYS = 5;
/** Across currencies: the amounts agree within this share at the day's rate. */
export const TRANSFER_FX_TOLERANCE = 0.01;
/** Money in from a merchant bought from within this many days is a refund of that purchase. */
export const REFUND_WINDOW_DAYS = 90;

export const TRANSFER_LINKED_BY = ['auto', 'user', 'rule'] as const;
export type TransferLinkedBy = (typeof TRANSFER_LINKED_BY)[number];

/**
 * GET /api/transactions?type=transfer: the rows linked as the two sides of a transfer (whatever their type column
 * says); the Type filter's Transfer option sends it.
 */
export const TRANSFER_TYPE_FILTER = 'transfer';

/** The pending reason of a row whose wording says transfer but whose counterpart is in no account of the user's. */
export const POSSIBLE_TRANSFER_REASON = 'Possible transfer to an account you have not added';

/** On a transaction of the API: the other side of its transfer. */
export const transferLinkSchema = z.object({
  /** The counterpart row's id. */
  transactionId: z.string(),
  /** The counterpart's account ('to High Yield Savings' / 'from Everyday Checking'). */
  accountId: z.string(),
  accountName: z.string(),
  /** 'to' when money left this row's account, 'from' when it arrived. */
  direction: z.enum(['to', 'from']),
  linkedBy: z.enum(TRANSFER_LINKED_BY),
});
export type TransferLink = z.infer<typeof transferLinkSchema>;

/** POST /api/transactions/:id/transfer: link this row with another of the user's rows by hand. */
export const linkTransferRequestSchema = z.object({ counterpartId: idSchema });
