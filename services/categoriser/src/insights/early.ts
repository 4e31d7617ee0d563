/**
 * What one month of transactions already supports, shown while the history is too short to compare months (see
 * history.ts): the largest spending categories and their share, how much of the income was spent, charges that
 * likely recur, and the largest single expenses. Every figure is the user's own, over their history so far.
 */
import { categoryKey, SYNONYMS } from '../model/taxonomy';
import type { InsightFact } from './facts';
import { formatDay, formatPercent, type Money } from './format';
import type { HistorySpan } from './history';
import { spendingKind } from './kinds';
import { displayMerchant, pushTo, type Row } from './rows';

const UNCATEGORISED = 'Uncategorised';
const LISTED = 3;
/** Categories whose charges are bills and subscriptions: they come back every period. */
const BILL_CATEGORIES = new Set(
  [...(SYNONYMS.Subscriptions ?? []), ...(SYNONYMS.Utilities ?? []), ...(SYNONYMS.Insurance ?? [])]
    .concat(['rent', 'mortgage', 'rent and mortgage', 'mortgage and rent'])
    .map(categoryKey),
);
/** Two charges this far apart at about the same amount are a monthly charge seen twice. */
const MONTHLY_GAP_DAYS: readonly [number, number] = [25, 35];

/** "A, B and C", or "A, B, C and 2 others" past LISTED items. */
function listOf(items: readonly string[], total: number): string {
  const others = total - items.length;
  if (others > 0) return `${items.join(', ')} and ${others} other${others === 1 ? '' : 's'}`;
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}

function topCategories(spending: readonly Row[], since: string, money: Money): InsightFact[] {
  const totals = new Map<string, { name: string; cents: number }>();
  let total = 0;
  for (const row of spending) {
    const key = row.categoryKey ?? '';
    const entry = totals.get(key) ?? { name: row.category ?? UNCATEGORISED, cents: 0 };
    entry.cents += row.cents;
    if (row.category !== null) entry.name = row.category;
    totals.set(key, entry);
    total += row.cents;
  }
  if (total <= 0) return [];
  const ranked = [...totals.values()].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  const top = ranked[0] as { name: string; cents: number };
  const text =
    ranked.length === 1
      ? `All ${money(total)} of spending since ${since} was ${top.name}.`
      : `Largest spending since ${since}: ${listOf(
          ranked.slice(0, LISTED).map((c) => `${c.name} ${money(c.cents)} (${formatPercent(c.cents / total)})`),
          Math.min(ranked.length, LISTED),
        )}, of ${money(total)} in all.`;
  return [{ kind: 'top-categories', subject: 'top-categories', score: 45, text }];
}

function incomeShare(rows: readonly Row[], spent: number, since: string, money: Money): InsightFact[] {
  // Money in that is income: transfers between one's own accounts and savings coming back are not.
  const income = rows
    .filter((row) => row.isIncome && (row.category === null || spendingKind(row.category) === 'income'))
    .reduce((sum, row) => sum + row.cents, 0);
  if (income <= 0) return [];
  const spending = `Spending since ${since} is ${money(spent)}`;
  if (spent > income) {
    return [
      {
        kind: 'income-share',
        subject: 'balance',
        score: 1.5 * ((spent - income) / money.dollar) + 80,
        text: `${spending}, ${money(spent - income)} more than the ${money(income)} of income.`,
      },
    ];
  }
  return [
    {
      kind: 'income-share',
      subject: 'balance',
      score: 44,
      text: `${spending}, ${formatPercent(spent / income)} of the ${money(income)} of income.`,
    },
  ];
}

/** A charge at a payee the bank marks as arranged to repeat, in a bill category, or charged about a month apart. */
function likelyRecurring(spending: readonly Row[], money: Money): InsightFact[] {
  const byMerchant = new Map<string, Row[]>();
  for (const row of spending) if (row.merchantKey !== '') pushTo(byMerchant, row.merchantKey, row);
  const found: { name: string; cents: number }[] = [];
  for (const [merchantKey, charges] of byMerchant) {
    const sorted = [...charges].sort((a, b) => a.utc - b.utc);
    const latest = sorted[sorted.length - 1] as Row;
    const marked = charges.some(
      (row) => row.arranged || (row.categoryKey !== null && BILL_CATEGORIES.has(row.categoryKey)),
    );
    const monthApart = sorted.some((row, i) => {
      const next = sorted[i + 1];
      if (next === undefined) return false;
      const gap = (next.utc - row.utc) / 86_400_000;
      return (
        gap >= MONTHLY_GAP_DAYS[0] &&
        gap <= MONTHLY_GAP_DAYS[1] &&
        Math.abs(next.cents - row.cents) <= Math.max(money.dollar, 0.05 * row.cents)
      );
    });
    if (marked || monthApart) found.push({ name: displayMerchant(merchantKey), cents: latest.cents });
  }
  if (found.length === 0) return [];
  found.sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
  const total = found.reduce((sum, item) => sum + item.cents, 0);
  const named = found.slice(0, LISTED).map((item) => `${item.name} ${money(item.cents)}`);
  const text =
    found.length === 1
      ? `Likely recurring charge found: ${named[0] as string}.`
      : `${found.length} likely recurring charges found, ${money(total)} in all: ${listOf(named, found.length)}.`;
  return [{ kind: 'likely-recurring', subject: 'recurring', score: 43, text }];
}

function largestExpenses(spending: readonly Row[], since: string, money: Money): InsightFact[] {
  if (spending.length < 2) return [];
  const largest = [...spending].sort((a, b) => b.cents - a.cents || a.utc - b.utc).slice(0, LISTED);
  const items = largest.map((row) => {
    const payee = row.merchantKey === '' ? 'an unnamed payee' : displayMerchant(row.merchantKey);
    return `${money(row.cents)} at ${payee} on ${formatDay(row.date)}`;
  });
  return [
    {
      kind: 'largest-expenses',
      subject: 'largest-expenses',
      score: 42,
      text: `Largest single expenses since ${since}: ${listOf(items, items.length)}.`,
    },
  ];
}

/** The one-month insights over the whole (short) history. */
export function earlyFacts(rows: readonly Row[], span: HistorySpan, money: Money): InsightFact[] {
  const since = formatDay(span.first);
  const spending = rows.filter((row) => row.isSpending && row.cents > 0);
  const spent = spending.reduce((sum, row) => sum + row.cents, 0);
  return [
    ...topCategories(spending, since, money),
    ...incomeShare(rows, spent, since, money),
    ...likelyRecurring(spending, money),
    ...largestExpenses(spending, since, money),
  ];
}
