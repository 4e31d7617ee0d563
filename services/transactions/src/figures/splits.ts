/**
 * Split rows count their parts (product.md › Splits): in every figure a split row is one document per part, with the
 * part's category and amount, so category spending, the chart, Budget vs Actual and the cards move with the parts.
 * The first part carries the row's count (a split row is still one transaction). Only users with a split row pay
 * for the extra stages (their rows carry the `split` key).
 */
import type { PipelineStage } from 'mongoose';

export const SPLIT_PARTS_STAGES: PipelineStage[] = [
  { $unwind: { path: '$splits', preserveNullAndEmptyArrays: true, includeArrayIndex: 'splitIndex' } },
  {
    $set: {
      category: { $ifNull: ['$splits.category', '$category'] },
      amountCents: { $ifNull: ['$splits.amountCents', '$amountCents'] },
      rowShare: { $cond: [{ $gt: [{ $ifNull: ['$splitIndex', 0] }, 0] }, 0, 1] },
    },
  },
];

/** The sums after SPLIT_PARTS_STAGES: amounts of the parts, each row counted once. */
export const SPLIT_SUMS = { cents: { $sum: '$amountCents' }, count: { $sum: '$rowShare' } };
