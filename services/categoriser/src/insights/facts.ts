/**
 * Insights computed from the user's own figures only: budget categories over or near their limit this month,
 * month-on-month changes per category, unusual transactions, recurring monthly charges (and their price rises),
 * and income against spending. Every insight states its numbers; none gives advice. All sums are integer cents.
 *
 * Ranking: each insight scores its money at stake (dollars) times a weight for how actionable the kind of fact is
 * (an exceeded budget before a routine change), plus a small constant so tiny amounts do not vanish.
 */
import { DEFAULT_CURRENCY, toMinorUnits, type InsightsRequest } from '@tracker/contracts';
import { categoryKey } from '../model/taxonomy';
import {
  daysFromUtc,
  formatDay,
  formatMonth,
  formatPercent,
  lastDayOf,
  monthOf,
  moneyIn,
  utcOf,
  type Money,
} from './format';
import { spendingKind } from './kinds';
import { earlyFacts } from './early';
import { comparisonMonths, historySpan, ifCovered, latestCompleteMonth, weeksToComparisons } from './history';
import { categoryNames, displayMerchant, pushTo, sumBy, toRows, type Row } from './rows';

export type InsightKind =
  | 'budget-over'
  | 'budget-near'
  | 'deficit'
  | 'unusual'
  | 'price-rise'
  | 'month-change'
  | 'recurring'
  | 'surplus'
  // While the history is too short to compare months (early.ts).
  | 'top-categories'
  | 'income-share'
  | 'likely-recurring'
  | 'largest-expenses';

export interface InsightFact {
  kind: InsightKind;
  /** What the insight is about (a category or merchant key), so the top three are about different things. */
  subject: string;
  score: number;
  text: string;
}

// Thresholds: below these a change or an outlier is everyday noise, not worth one of three lines. Amounts are in
// dollars' worth of the request's currency (Money's `dollar`).
const MIN_CHANGE_RATIO = 0.2;
const MIN_CHANGE_DOLLARS = 25;
const MIN_NEW_CATEGORY_DOLLARS = 50;
const NEAR_BUDGET_RATIO = 0.9;
const UNUSUAL_WINDOW_DAYS = 45;
const UNUSUAL_MERCHANT_RATIO = 2.5;
const UNUSUAL_MIN_EXCESS_DOLLARS = 25;
const UNUSUAL_CATEGORY_Z = 3.5;
const UNUSUAL_CATEGORY_MIN_EXCESS_DOLLARS = 50;
const MONTHLY_GAP_DAYS: readonly [number, number] = [25, 35];
const RECURRING_MIN_OCCURRENCES = 3;
const RECURRING_ACTIVE_DAYS = 40;
const PRICE_RISE_MIN_RATIO = 0.05;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return medianAt((i) => sorted[i] as number, sorted.length);
}

/** The median of `n` values in ascending order, read by position (for even `n`, the two middle ones averaged and rounded). */
function medianAt(at: (i: number) => number, n: number): number {
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? at(mid) : Math.round((at(mid - 1) + at(mid)) / 2);
}

/** Index of the first value of `sorted` (ascending) that is >= `value` (`strict`: > `value`). */
function bound(sorted: ArrayLike<number>, value: number, strict: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid] as number;
    if (v < value || (strict && v === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The `k`-th smallest (0-based) of two ascending sequences together, read by position: a binary search on how many
 * come from the first, so O(log n) reads instead of merging or sorting.
 */
export function kthOfTwo(
  a: (i: number) => number,
  aLength: number,
  b: (i: number) => number,
  bLength: number,
  k: number,
): number {
  let lo = Math.max(0, k + 1 - bLength);
  let hi = Math.min(k + 1, aLength);
  while (lo < hi) {
    const i = (lo + hi) >>> 1;
    const j = k + 1 - i;
    // Taking i from `a` leaves a smaller value of `a` out than one of `b` taken: take more from `a`.
    if (i < aLength && j > 0 && a(i) < b(j - 1)) lo = i + 1;
    else hi = i;
  }
  const j = k + 1 - lo;
  return Math.max(lo > 0 ? a(lo - 1) : -Infinity, j > 0 ? b(j - 1) : -Infinity);
}

/**
 * A group's amounts in ascending order, answering for one of its members the median of the *others* (the group
 * without that one amount) and the median absolute deviation of the others from it, in O(log n) each: what a
 * filter-sort-median per member costs O(n log n) for, which a merchant with tens of thousands of charges made
 * quadratic. Results are exactly those of `median` over the others.
 */
export class SortedAmounts {
  private readonly sorted: Float64Array;

  constructor(amounts: readonly number[]) {
    // A typed array sorts numbers by value, several times faster than a comparator (integer cents: no NaN or -0).
    this.sorted = Float64Array.from(amounts).sort();
  }

  /** How many amounts the others of one member are. */
  get othersCount(): number {
    return this.sorted.length - 1;
  }

  /** The others of the member with amount `own`, in ascending order, by position (one copy of `own` left out). */
  private others(own: number): (i: number) => number {
    const sorted = this.sorted;
    const at = bound(sorted, own, false);
    return (i) => sorted[i < at ? i : i + 1] as number;
  }

  /** median(others) */
  medianOfOthers(own: number): number {
    return medianAt(this.others(own), this.othersCount);
  }

  /** median(others.map((cents) => Math.abs(cents - usual))) */
  deviationMedianOfOthers(own: number, usual: number): number {
    const others = this.others(own);
    const n = this.othersCount;
    // Others at or below `usual` (their deviations ascend walking down), and above it (ascending walking up).
    const below = bound(this.sorted, usual, true) - (own <= usual ? 1 : 0);
    const down = (t: number) => usual - others(below - 1 - t);
    const up = (t: number) => others(below + t) - usual;
    return medianAt((k) => kthOfTwo(down, below, up, n - below, k), n);
  }
}

function budgetFacts(rows: readonly Row[], request: InsightsRequest, asOf: string, money: Money): InsightFact[] {
  const month = monthOf(asOf);
  const monthIsOver = asOf === lastDayOf(month);
  const when = monthIsOver ? `in ${formatMonth(month, false)}` : `so far in ${formatMonth(month, false)}`;
  const spent = sumBy(
    rows.filter((row) => row.month === month && row.date <= asOf && row.isSpending),
    (row) => row.categoryKey,
  );
  const facts: InsightFact[] = [];
  for (const budget of request.budgets) {
    const limit = toMinorUnits(budget.monthlyAmount, request.currency ?? DEFAULT_CURRENCY);
    if (limit <= 0) continue;
    const used = spent.get(categoryKey(budget.name)) ?? 0;
    if (used > limit) {
      facts.push({
        kind: 'budget-over',
        subject: categoryKey(budget.name),
        score: 2 * ((used - limit) / money.dollar) + 100,
        text: `${budget.name} spending is ${money(used)} ${when}, ${money(used - limit)} over its ${money(limit)} monthly budget.`,
      });
    } else if (used >= NEAR_BUDGET_RATIO * limit) {
      facts.push({
        kind: 'budget-near',
        subject: categoryKey(budget.name),
        score: 0.5 * (limit / money.dollar) + 60,
        text: `${budget.name} has used ${money(used)} of its ${money(limit)} monthly budget ${when} (${formatPercent(used / limit)}).`,
      });
    }
  }
  return facts;
}

function monthChangeFacts(rows: readonly Row[], months: [string, string], money: Money): InsightFact[] {
  const [latest, before] = months;
  const withYear = latest.slice(0, 4) !== before.slice(0, 4);
  const names = categoryNames(rows);
  const spendIn = (month: string) =>
    sumBy(
      rows.filter((row) => row.month === month && row.isSpending && row.category !== null),
      (row) => row.categoryKey,
    );
  const now = spendIn(latest);
  const then = spendIn(before);
  const facts: InsightFact[] = [];
  const latestName = formatMonth(latest, withYear);
  const beforeName = formatMonth(before, withYear);
  for (const key of new Set([...now.keys(), ...then.keys()])) {
    const a = now.get(key) ?? 0;
    const b = then.get(key) ?? 0;
    const name = names.get(key) ?? key;
    const change = a - b;
    if (b === 0) {
      if (a >= MIN_NEW_CATEGORY_DOLLARS * money.dollar) {
        facts.push({
          kind: 'month-change',
          subject: key,
          score: a / money.dollar,
          text: `${name} spending was ${money(a)} in ${latestName}, with none in ${beforeName}.`,
        });
      }
      continue;
    }
    if (Math.abs(change) < MIN_CHANGE_DOLLARS * money.dollar || Math.abs(change) / b < MIN_CHANGE_RATIO) continue;
    if (a === 0) {
      facts.push({
        kind: 'month-change',
        subject: key,
        score: b / money.dollar,
        text: `No ${name} spending in ${latestName}, compared with ${money(b)} in ${beforeName}.`,
      });
      continue;
    }
    const direction = change > 0 ? 'rose' : 'fell';
    facts.push({
      kind: 'month-change',
      subject: key,
      score: Math.abs(change) / money.dollar,
      text: `${name} spending ${direction} ${formatPercent(Math.abs(change) / b)} to ${money(a)} in ${latestName} compared with ${money(b)} in ${beforeName}.`,
    });
  }
  return facts;
}

function unusualFacts(rows: readonly Row[], asOf: string, money: Money): InsightFact[] {
  const today = utcOf(asOf);
  const recent = rows.filter((row) => {
    const age = daysFromUtc(row.utc, today);
    return row.isSpending && age >= 0 && age < UNUSUAL_WINDOW_DAYS;
  });
  // Every spending row's amount, by merchant and by category: each recent row is compared with the others of its group.
  const merchantAmounts = new Map<string, number[]>();
  const categoryAmounts = new Map<string, number[]>();
  for (const row of rows) {
    if (!row.isSpending) continue;
    if (row.merchantKey !== '') pushTo(merchantAmounts, row.merchantKey, row.cents);
    if (row.categoryKey !== null) pushTo(categoryAmounts, row.categoryKey, row.cents);
  }
  const byMerchant = sortedGroups(merchantAmounts);
  const byCategory = sortedGroups(categoryAmounts);
  const facts: InsightFact[] = [];
  for (const row of recent) {
    const merchant = row.merchantKey === '' ? 'an unnamed payee' : displayMerchant(row.merchantKey);
    // The row is one of its merchant's (and its category's) spending rows: the others are the group without it.
    const sameMerchant = row.merchantKey === '' ? undefined : byMerchant.get(row.merchantKey);
    if (sameMerchant !== undefined && sameMerchant.othersCount >= 3) {
      const usual = sameMerchant.medianOfOthers(row.cents);
      if (
        usual > 0 &&
        row.cents >= UNUSUAL_MERCHANT_RATIO * usual &&
        row.cents - usual >= UNUSUAL_MIN_EXCESS_DOLLARS * money.dollar
      ) {
        facts.push({
          kind: 'unusual',
          subject: row.merchantKey,
          score: (row.cents - usual) / money.dollar + 50,
          text: `The ${money(row.cents)} charge at ${merchant} on ${formatDay(row.date)} is ${(row.cents / usual).toFixed(1)} times its usual ${money(usual)}.`,
        });
      }
      continue;
    }
    if (row.category === null) continue;
    const peers = byCategory.get(row.categoryKey as string);
    if (peers === undefined || peers.othersCount < 8) continue;
    const usual = peers.medianOfOthers(row.cents);
    // Far enough above the usual amount to be worth a line at all, before the spread of the others is worked out.
    if (!(row.cents >= 3 * usual && row.cents - usual >= UNUSUAL_CATEGORY_MIN_EXCESS_DOLLARS * money.dollar)) continue;
    const mad = peers.deviationMedianOfOthers(row.cents, usual);
    // Robust z-score (median and MAD): a few large rows do not hide the next one.
    const z = mad === 0 ? (row.cents > usual ? Infinity : 0) : (0.6745 * (row.cents - usual)) / mad;
    if (z >= UNUSUAL_CATEGORY_Z) {
      facts.push({
        kind: 'unusual',
        subject: row.merchantKey || (row.categoryKey as string),
        score: (row.cents - usual) / money.dollar + 50,
        text: `The ${money(row.cents)} ${row.category} payment to ${merchant} on ${formatDay(row.date)} is far above the usual ${money(usual)} for ${row.category}.`,
      });
    }
  }
  return facts;
}

function sortedGroups(groups: ReadonlyMap<string, readonly number[]>): Map<string, SortedAmounts> {
  return new Map([...groups].map(([key, amounts]) => [key, new SortedAmounts(amounts)]));
}

/** Same price give or take a dollar's worth or 5% (tax or currency rounding), as a subscription or a fixed bill is. */
function similar(cents: number, reference: number, dollar: number): boolean {
  return Math.abs(cents - reference) <= Math.max(dollar, 0.05 * reference);
}

interface RecurringSeries {
  merchantKey: string;
  occurrences: Row[];
  /** Amount before the latest charge (the usual price). */
  usual: number;
  latest: Row;
}

/** Walks back from a merchant's latest charge while charges come about monthly at about the same amount. */
function monthlySeries(charges: readonly Row[], dollar: number): Row[] {
  const sorted = [...charges].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const latest = sorted[sorted.length - 1];
  if (latest === undefined) return [];
  const series: Row[] = [latest];
  for (let i = sorted.length - 2; i >= 0; i--) {
    const candidate = sorted[i] as Row;
    const earliest = series[series.length - 1] as Row;
    const gap = daysFromUtc(candidate.utc, earliest.utc);
    if (gap < MONTHLY_GAP_DAYS[0]) continue;
    if (gap > MONTHLY_GAP_DAYS[1]) break;
    // Compared with the charges before the latest one: the latest may be a new price.
    const earlier = series.slice(1).map((row) => row.cents);
    if (earlier.length > 0) {
      const reference = median(earlier);
      if (!similar(candidate.cents, reference, dollar)) break;
    }
    series.push(candidate);
  }
  return series.reverse();
}

function recurringSeries(rows: readonly Row[], asOf: string, dollar: number): RecurringSeries[] {
  const byMerchant = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.isIncome || row.merchantKey === '' || row.date > asOf) continue;
    pushTo(byMerchant, row.merchantKey, row);
  }
  const today = utcOf(asOf);
  const found: RecurringSeries[] = [];
  for (const [merchantKey, charges] of byMerchant) {
    const occurrences = monthlySeries(charges, dollar);
    const latest = occurrences[occurrences.length - 1];
    if (latest === undefined || occurrences.length < RECURRING_MIN_OCCURRENCES) continue;
    if (daysFromUtc(latest.utc, today) > RECURRING_ACTIVE_DAYS) continue;
    const earlier = occurrences.slice(0, -1);
    // The earlier charges must agree with each other; the latest may differ (a price change).
    const usual = median(earlier.map((row) => row.cents));
    if (earlier.some((row) => !similar(row.cents, usual, dollar))) continue;
    found.push({ merchantKey, occurrences, usual, latest });
  }
  return found.sort((a, b) => b.usual - a.usual);
}

function recurringFacts(rows: readonly Row[], asOf: string, money: Money): InsightFact[] {
  const series = recurringSeries(rows, asOf, money.dollar);
  if (series.length === 0) return [];
  const facts: InsightFact[] = [];
  for (const item of series) {
    const rise = item.latest.cents - item.usual;
    // Up to half again is a new price; more is a one-off purchase at the same merchant.
    if (rise > 0 && rise >= PRICE_RISE_MIN_RATIO * item.usual && rise <= 0.5 * item.usual) {
      facts.push({
        kind: 'price-rise',
        subject: item.merchantKey,
        score: 12 * (rise / money.dollar) + 40,
        text: `The monthly charge from ${displayMerchant(item.merchantKey)} rose from ${money(item.usual)} to ${money(item.latest.cents)} on ${formatDay(item.latest.date)}.`,
      });
    }
  }
  const monthly = (item: RecurringSeries) =>
    Math.abs(item.latest.cents - item.usual) <= 0.5 * item.usual ? item.latest.cents : item.usual;
  const total = series.reduce((sum, item) => sum + monthly(item), 0);
  const named = series.slice(0, 3).map((item) => `${displayMerchant(item.merchantKey)} ${money(monthly(item))}`);
  const others = series.length - named.length;
  const list =
    others > 0
      ? `${named.join(', ')} and ${others} other${others === 1 ? '' : 's'}`
      : named.length > 1
        ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1] as string}`
        : (named[0] as string);
  facts.push({
    kind: 'recurring',
    subject: 'recurring',
    score: 0.02 * (total / money.dollar) + 40,
    text:
      series.length === 1
        ? `${list} is charged about monthly (${(series[0] as RecurringSeries).occurrences.length} times so far).`
        : `${series.length} recurring monthly charges found, totalling ${money(total)} a month: ${list}.`,
  });
  return facts;
}

/** Income against spending in the latest complete month. */
function balanceFacts(rows: readonly Row[], month: string, money: Money): InsightFact[] {
  const inMonth = rows.filter((row) => row.month === month);
  // Money in that is income: transfers between one's own accounts and savings coming back are not.
  const income = inMonth
    .filter((row) => row.isIncome && (row.category === null || spendingKind(row.category) === 'income'))
    .reduce((sum, row) => sum + row.cents, 0);
  const spending = inMonth.filter((row) => row.isSpending).reduce((sum, row) => sum + row.cents, 0);
  if (income === 0 && spending === 0) return [];
  const name = formatMonth(month, false);
  if (spending > income) {
    return [
      {
        kind: 'deficit',
        subject: 'balance',
        score: 1.5 * ((spending - income) / money.dollar) + 80,
        text: `In ${name} spending of ${money(spending)} was ${money(spending - income)} more than income of ${money(income)}.`,
      },
    ];
  }
  return [
    {
      kind: 'surplus',
      subject: 'balance',
      score: 0.02 * ((income - spending) / money.dollar) + 10,
      text: `In ${name} income was ${money(income)} and spending ${money(spending)}, leaving ${money(income - spending)}.`,
    },
  ];
}

export interface InsightAnalysis {
  /** Every insight the figures support, most significant first. */
  facts: InsightFact[];
  /** While months cannot be compared yet: the weeks of history still needed (else null). */
  weeksToComparisons: number | null;
}

/**
 * Insights from the figures. Once the history covers two months they compare months; before that, they state what
 * the history so far supports (early.ts) and how many more weeks the comparisons need.
 */
export function analyseInsights(request: InsightsRequest): InsightAnalysis {
  const none: InsightAnalysis = { facts: [], weeksToComparisons: null };
  if (request.transactions.length === 0) return none;
  const asOf = request.asOf;
  const currency = request.currency ?? DEFAULT_CURRENCY;
  const rows = toRows(
    request.transactions.filter((transaction) => transaction.date <= asOf),
    currency,
  );
  const span = historySpan(rows);
  if (span === null) return none;
  const latest = ifCovered(latestCompleteMonth(rows, asOf), span);
  const months = comparisonMonths(latest, span);
  const money = moneyIn(currency);
  const facts = [
    ...budgetFacts(rows, request, asOf, money),
    ...(months ? monthChangeFacts(rows, months, money) : earlyFacts(rows, span, money)),
    ...unusualFacts(rows, asOf, money),
    ...recurringFacts(rows, asOf, money),
    ...(latest ? balanceFacts(rows, latest, money) : []),
  ];
  return {
    facts: facts.sort((a, b) => b.score - a.score),
    weeksToComparisons: months ? null : weeksToComparisons(span),
  };
}

/** Every insight the figures support, most significant first. */
export function computeInsightFacts(request: InsightsRequest): InsightFact[] {
  return analyseInsights(request).facts;
}

/** The top insights, each about a different subject and at most two of one kind (a varied three). */
export function pickInsights(facts: readonly InsightFact[], max: number): InsightFact[] {
  const picked: InsightFact[] = [];
  const subjects = new Set<string>();
  const kinds = new Map<InsightKind, number>();
  for (const fact of facts) {
    if (picked.length >= max) break;
    if (subjects.has(fact.subject) || (kinds.get(fact.kind) ?? 0) >= 2) continue;
    picked.push(fact);
    subjects.add(fact.subject);
    kinds.set(fact.kind, (kinds.get(fact.kind) ?? 0) + 1);
  }
  return picked;
}
