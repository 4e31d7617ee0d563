import type { Transaction } from '@tracker/contracts';

/** '+$12.50' for income, '-$12.50' otherwise (spec §3); amounts arrive as exact 2-decimal strings. */
export function formatSignedAmount(transaction: Pick<Transaction, 'amount' | 'isIncome'>): string {
  return `${transaction.isIncome ? '+' : '-'}$${transaction.amount}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-01-05' -> 'Jan 5, 2025', from the calendar parts (no time zone can shift the day). */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** Today's local calendar date as YYYY-MM-DD (the manual dialog's default date). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
