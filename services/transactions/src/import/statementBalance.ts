/**
 * What a statement says of its account's balance (product.md › Accounts): the balance column's value on the latest
 * row and, from the earliest row, the balance before it (its balance less its amount), so the account can show its
 * balance and whether the rows add up; a structured statement's stated closing (ledger) and opening balances. Rows
 * are seen in the file's order, which may be newest first: the dates of the first and last rows tell.
 */
import { toMinorUnits, type CurrencyCode } from '@tracker/contracts';
import type { ParsedRow, StatementAccount } from '@tracker/statements';
import type { StatedBalanceFields } from '../routes/bankAccounts/model';

interface Seen {
  line: number;
  date: string;
  cents: number;
  balanceCents: number;
}

export interface StatementBalanceFigures {
  balance?: StatedBalanceFields;
  opening?: StatedBalanceFields;
}

export class StatementBalance {
  private first: Seen | null = null;
  private last: Seen | null = null;

  /** One row as read (in the file's order). */
  add(row: ParsedRow): void {
    if (row.balanceCents === undefined) return;
    const seen = { line: row.line, date: row.date, cents: row.cents, balanceCents: row.balanceCents };
    if (this.first === null) this.first = seen;
    this.last = seen;
  }

  /** The balances the file stated: its balance column's, else the structured statement's own. */
  figures(account: StatementAccount, currency: CurrencyCode): StatementBalanceFigures {
    if (this.first && this.last) {
      const newestFirst = this.first.date > this.last.date;
      const earliest = newestFirst ? this.last : this.first;
      const latest = newestFirst ? this.first : this.last;
      return {
        balance: { cents: latest.balanceCents, date: latest.date },
        opening: { cents: earliest.balanceCents - earliest.cents, date: earliest.date },
      };
    }
    const out: StatementBalanceFigures = {};
    const stated = (amount: string) => {
      try {
        return toMinorUnits(amount, currency);
      } catch {
        return null;
      }
    };
    const closing = account.balance ? stated(account.balance.amount) : null;
    if (account.balance && closing !== null) out.balance = { cents: closing, date: account.balance.date };
    const opening = account.openingBalance ? stated(account.openingBalance.amount) : null;
    if (account.openingBalance && opening !== null && out.balance)
      out.opening = { cents: opening, date: account.openingBalance.date };
    return out;
  }
}
