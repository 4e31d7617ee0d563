/**
 * The transfers stage (product.md › Transfers, Refunds): after the last batch is written, the new rows are paired
 * with the rows stored in the user's other accounts (both directions), rows with transfer wording and no counterpart
 * wait in Pending, and the new money in is told apart as refund or income. A thin call: the rules live in
 * routes/transfers/.
 */
import type { PairingDoc } from '../routes/transfers/service';
import type { ImportStage } from './session';

export const transfersStage: ImportStage = {
  name: 'transfers',
  async open(session, { transfers, refunds, logger }) {
    const fresh: PairingDoc[] = [];
    const marks = new Map<string, string | null>();
    return {
      async process(batch) {
        for (const { doc, transferMark } of batch.items) {
          if (transferMark !== undefined) marks.set(doc._id.toHexString(), transferMark);
          fresh.push({
            _id: doc._id,
            accountId: doc.accountId,
            currency: doc.currency,
            date: doc.date,
            amountCents: doc.amountCents,
            isIncome: doc.isIncome,
            description: doc.description,
          });
        }
      },
      async finish() {
        if (!transfers || fresh.length === 0) return;
        const started = performance.now();
        const paired = await transfers.pairDocs(session.userId, fresh, marks);
        const pairedAt = performance.now();
        const moneyIn = fresh.filter((row) => row.isIncome).map((row) => row._id);
        await refunds?.classifyNew(session.userId, moneyIn);
        // What the stage costs an import (the five-accounts bench reads it with BENCH_VERBOSE).
        logger?.info(
          {
            rows: fresh.length,
            transfers: paired,
            pairingMs: Math.round(pairedAt - started),
            refundsMs: Math.round(performance.now() - pairedAt),
          },
          'transfers stage',
        );
      },
    };
  },
};
