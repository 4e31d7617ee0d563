/** Amounts are shown by @tracker/contracts' formatSignedAmount, the one money formatter of every area. */
export { formatSignedAmount } from '@tracker/contracts';

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
