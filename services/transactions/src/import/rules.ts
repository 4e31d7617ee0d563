/**
 * The rules stage (product.md › Rules): the user's rules run on each new row before the categoriser. A rule's
 * category wins (confidence 1, review reason 'Rule: <name>', not pending), so the categorise stage does not ask about
 * that row; renames, tags and notes are set too; a row a rule marks as a transfer is paired by the transfers stage.
 * The rules are read and compiled once per import.
 */
import { runRules } from '../rules/engine';
import { changesFor } from '../rules/rowChanges';
import type { ImportStage } from './session';

export const rulesStage: ImportStage = {
  name: 'rules',
  async open(session, { transactions }) {
    const rules = await transactions.rulesOf(session.userId);
    const accountId = session.account._id.toHexString();
    return {
      async process(batch) {
        if (rules.length === 0) return;
        for (const item of batch.items) {
          const { row, doc } = item;
          const outcome = runRules(rules, {
            description: row.description,
            amountCents: doc.amountCents,
            isIncome: doc.isIncome,
            accountId,
            currency: session.currency,
          });
          if (outcome === null) continue;
          Object.assign(doc, changesFor(doc, outcome));
          if (outcome.transferTo !== undefined) item.transferMark = outcome.transferTo;
        }
      },
    };
  },
};
