/**
 * Detection from content: what a sample of a file's rows says about its columns, on top of (or, for a file without a
 * header, instead of) the header's names. The description is the column whose values look like merchants; a column
 * of a handful of repeated codes is a type or an indicator; a card export's charges are positive when its payments
 * are the few negative rows; the currency is read where the file says it.
 */
import type { DecimalMark } from './amounts';
import { parseAmount } from './amounts';
import { textOf, type CellValue } from './cells';
import { isCodeColumn, merchantScore, profileColumn, type ColumnProfile } from './content';
import type { Columns, LayoutDoubt, SignConvention } from './layoutTypes';
import { descriptionRank, indicatorOf } from './vocabulary';

/** Rows of a file read for its detection (the first ones after the header). */
export const DETECTION_SAMPLE_ROWS = 200;

type Rows = readonly (readonly CellValue[])[];

/** Columns already given a role other than description. */
function assigned(columns: Columns): Set<number> {
  const set = new Set<number>();
  for (const key of [
    'date',
    'amount',
    'debit',
    'credit',
    'indicator',
    'category',
    'type',
    'institution',
    'balance',
    'currency',
    'payer',
    'payee',
  ] as const) {
    const index = columns[key];
    if (index !== undefined) set.add(index);
  }
  return set;
}

/** 'Description 1' and 'Description 2': one text split over numbered columns. */
const familyOf = (header: string) => header.replace(/[\s-]*\d+$/, '');

export interface TextChoice {
  description: number[];
  details: number[];
  doubt: boolean;
}

/**
 * The description columns of a file with a header: the best-named column whose values look like merchants first,
 * the other named text columns as fallbacks, the rest of a split text after it; columns of codes are left out.
 */
export function chooseText(header: readonly string[], columns: Columns, rows: Rows): TextChoice {
  const taken = assigned(columns);
  const named = header
    .map((h, index) => ({ index, header: h, rank: descriptionRank(h) }))
    .filter((c) => !taken.has(c.index) && c.header !== '' && c.rank !== undefined)
    .map((c) => ({ ...c, rank: c.rank as number, profile: profileColumn(rows, c.index) }));
  const text = named.filter((c) => !isCodeColumn(c.profile));
  if (text.length === 0) {
    return { description: columns.description, details: columns.details ?? [], doubt: false };
  }
  // Best rank first; within a rank the more merchant-like column. The rest of a split text (rank 2) is a
  // description only when nothing else is.
  const order = (c: (typeof text)[number]) => (c.rank === 2 ? 10 : c.rank);
  const sorted = [...text].sort((a, b) => order(a) - order(b) || merchantScore(b.profile) - merchantScore(a.profile));
  const primary = sorted[0];
  const rivals = sorted.filter((c) => c !== primary && order(c) === order(primary) && c.profile.filled > 0);
  const doubt = rivals.some((c) => Math.abs(merchantScore(c.profile) - merchantScore(primary.profile)) < 10);
  const description = [primary.index, ...sorted.filter((c) => c !== primary && c.rank !== 2).map((c) => c.index)];
  const details = sorted.filter((c) => c !== primary && c.rank === 2).map((c) => c.index);
  // The code half of a numbered text (RBC's 'Description 1' = 'Interac purchase - 1234') follows the merchant.
  const family = familyOf(primary.header);
  for (const c of named) {
    if (
      c.index !== primary.index &&
      /\d$/.test(c.header) &&
      familyOf(c.header) === family &&
      !details.includes(c.index)
    ) {
      if (!description.includes(c.index)) details.push(c.index);
    }
  }
  return { description, details, doubt };
}

/**
 * A column of indicator words (D/C, S/H, Af/Bij…) that no header named: read as the direction of unsigned amounts.
 */
export function findIndicator(columns: Columns, rows: Rows, width: number): number | undefined {
  if (columns.amount === undefined || columns.indicator !== undefined) return undefined;
  const amount = columns.amount;
  if (rows.some((cells) => textOf(cells[amount]).trim().startsWith('-'))) return undefined;
  const taken = assigned(columns);
  for (let index = 0; index < width; index++) {
    if (taken.has(index) || columns.description.includes(index)) continue;
    let filled = 0;
    let tokens = 0;
    const seen = new Set<string>();
    for (const cells of rows) {
      const text = textOf(cells[index]).trim();
      if (text === '') continue;
      filled++;
      const direction = indicatorOf(text);
      if (direction !== undefined && text.length <= 6) {
        tokens++;
        seen.add(direction);
      }
    }
    if (filled > 0 && filled >= rows.length * 0.9 && tokens === filled && (seen.size === 2 || filled <= 3))
      return index;
  }
  return undefined;
}

/** Descriptions of a card's payments to it (the few negative rows of an export where charges are positive). */
const CARD_PAYMENT = /thank\s*you|payment|autopay|pago|zahlung|paiement|remboursement|pagamento|betaling/i;
/** Descriptions of a payment made to a card, as its issuer writes it. */
const PAYMENT_RECEIVED = /thank\s*you|payment received|paiement reçu|zahlung erhalten|pago recibido/i;
/** Descriptions of money in: positive rows that say so make a signed column evident. */
const MONEY_IN =
  /payroll|salary|salaire|gehalt|lohn|interest|dividend|deposit|refund|zinsen|intérêts|stipendio|nómina/i;

export interface SignGuess {
  sign: SignConvention;
  /** Whether the rows leave the convention in doubt (the user is asked before importing). */
  doubt: boolean;
}

interface SignEvidence {
  positive: number;
  negative: number;
  paymentsNegative: number;
  paymentsPositive: number;
  moneyInPositive: number;
}

function signEvidence(amount: number, rows: Rows, decimal: DecimalMark, describe: Describe): SignEvidence {
  const evidence = { positive: 0, negative: 0, paymentsNegative: 0, paymentsPositive: 0, moneyInPositive: 0 };
  for (const cells of rows) {
    const cell = cells[amount];
    const cents =
      typeof cell === 'number'
        ? cell
        : (() => {
            const r = parseAmount(textOf(cell), decimal);
            return r.ok && r.amount.marker === undefined ? r.amount.cents : 0;
          })();
    if (cents === 0) continue;
    const text = describe(cells);
    const isPayment = CARD_PAYMENT.test(text);
    if (cents > 0) {
      evidence.positive++;
      if (isPayment) evidence.paymentsPositive++;
      if (MONEY_IN.test(text)) evidence.moneyInPositive++;
    } else {
      evidence.negative++;
      if (isPayment) evidence.paymentsNegative++;
    }
  }
  return evidence;
}

type Describe = (cells: readonly CellValue[]) => string;

/**
 * The sign convention of a signed amount column. A card export's charges are positive: most rows positive (or as many
 * as the rest) and the negative ones its payments ("PAYMENT - THANK YOU"), or a card-number column beside mostly
 * positive amounts. Either way, and whenever money out is not the plain majority with nothing (a balance column, a
 * salary or interest row) to confirm that positive is money in, the convention is in doubt.
 */
export function guessSign(
  header: readonly string[] | null,
  columns: Columns,
  rows: Rows,
  decimal: DecimalMark,
  describe: Describe,
): SignGuess {
  if (columns.amount === undefined || columns.indicator !== undefined) return { sign: 'signed', doubt: false };
  const e = signEvidence(columns.amount, rows, decimal, describe);
  if (e.positive === 0) return { sign: 'signed', doubt: false };
  const cardColumn =
    header?.some((h) => /\bcard\b|card ?member|cardmember|card no|card number|account #/.test(h)) ?? false;
  const paymentsAreTheNegatives = e.paymentsNegative > 0 && e.paymentsNegative >= e.negative / 2;
  if (paymentsAreTheNegatives && e.paymentsPositive === 0 && e.positive >= e.negative)
    return { sign: 'charges-positive', doubt: true };
  if (cardColumn && e.negative === 0 && e.positive >= 2) return { sign: 'charges-positive', doubt: true };
  // A payment to the card written positive, or a salary, says positive is money in; so does a running balance.
  const evident =
    e.negative > e.positive || columns.balance !== undefined || e.moneyInPositive > 0 || e.paymentsPositive > 0;
  return { sign: 'signed', doubt: !evident };
}

const CODES = new Set([
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'ZAR',
  'MXN',
  'BRL',
  'SGD',
  'HKD',
  'INR',
  'CNY',
  'RUB',
  'UAH',
]);
const SYMBOLS: Record<string, string> = { '£': 'GBP', '€': 'EUR' };

/** The file's currency where it says it: a Currency column, a header ('Amount (EUR)', 'CAD$'), £ or € in amounts. */
export function detectCurrency(header: readonly string[] | null, columns: Columns, rows: Rows): string | undefined {
  if (columns.currency !== undefined) {
    const counts = new Map<string, number>();
    for (const cells of rows) {
      const code = textOf(cells[columns.currency as number])
        .trim()
        .toUpperCase();
      if (CODES.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    if (best) return best[0];
  }
  const moneyColumns = [columns.amount, columns.debit, columns.credit].filter((i): i is number => i !== undefined);
  for (const index of moneyColumns) {
    const name = header?.[index] ?? '';
    for (const code of CODES) if (new RegExp(`(^|[^a-z])${code.toLowerCase()}([^a-z]|$)`).test(name)) return code;
    for (const [symbol, code] of Object.entries(SYMBOLS)) if (name.includes(symbol)) return code;
  }
  for (const index of [...moneyColumns, columns.balance].filter((i): i is number => i !== undefined)) {
    for (const cells of rows.slice(0, 20)) {
      const text = textOf(cells[index]);
      for (const [symbol, code] of Object.entries(SYMBOLS)) if (text.includes(symbol)) return code;
      // A code written beside the number ('-84,37 PLN', 'EUR 12.00').
      const code = /^\s*([A-Z]{3})\s|\s([A-Z]{3})\s*$/.exec(text);
      const named = code?.[1] ?? code?.[2];
      if (named && CODES.has(named)) return named;
    }
  }
  return undefined;
}

interface Headerless {
  columns: Columns;
  doubts: LayoutDoubt[];
}

/** Cents of a money cell, or null. */
function centsOf(cell: CellValue | undefined, decimal: DecimalMark): number | null {
  if (typeof cell === 'number') return Math.round(cell * 100);
  const text = textOf(cell).trim();
  if (text === '') return null;
  const result = parseAmount(text, decimal);
  return result.ok ? result.amount.cents : null;
}

/**
 * Of several money columns, the amount a balance column explains: the balance moves by it from row to row (a balance
 * after or before each entry, in either order: ASN Bank), or within the row (ABN AMRO's start and end balance).
 * Undefined when no column explains another on at least half the rows.
 */
function signedAmount(
  rows: Rows,
  money: number[],
  decimal: DecimalMark,
): { amount: number; balance: number } | undefined {
  if (money.length < 2 || rows.length < 2) return undefined;
  const at = (i: number, col: number) => centsOf(rows[i][col], decimal);
  let best: { amount: number; balance: number; score: number; size: number } | undefined;
  for (const amount of money) {
    for (const balance of money) {
      if (balance === amount) continue;
      let score = 0;
      for (let i = 1; i < rows.length; i++) {
        const [b0, b1, a0, a1] = [at(i - 1, balance), at(i, balance), at(i - 1, amount), at(i, amount)];
        if (b0 === null || b1 === null || a0 === null || a1 === null) continue;
        const moved = b1 - b0;
        const inRow = money.some((start) => start !== amount && start !== balance && b1 - (at(i, start) ?? NaN) === a1);
        if (moved === a1 || moved === -a0 || moved === a0 || moved === -a1 || inRow) score++;
      }
      // A start balance explains the end as well as the amount does: on a tie, the smaller column is the amount.
      const size = rows.reduce((sum, _, i) => sum + Math.abs(at(i, amount) ?? 0), 0);
      const better = !best || score > best.score || (score === best.score && size < best.size);
      if (score * 2 >= rows.length - 1 && score > 0 && better) best = { amount, balance, score, size };
    }
  }
  return best && { amount: best.amount, balance: best.balance };
}

/**
 * Which column of a headerless debit/credit pair is money in. A balance says it (each row's change is credit minus
 * debit); without one, rows that say they are money in (a payment to a card, a refund, a salary) do; failing both,
 * the column filled on fewer rows is money in (spending is the most frequent row) and the sign is left in doubt.
 * Barclaycard writes money in before money out, TD and CIBC the other way round.
 */
function pairDirection(
  rows: Rows,
  pair: [number, number],
  balance: number | undefined,
  decimal: DecimalMark,
): { debit: number; credit: number; doubt: boolean } {
  const [first, second] = pair;
  const filled = (index: number, cells: readonly CellValue[]) => (centsOf(cells[index], decimal) ?? 0) !== 0;
  const ordered = (firstIsDebit: boolean, doubt: boolean) =>
    firstIsDebit ? { debit: first, credit: second, doubt } : { debit: second, credit: first, doubt };
  if (balance !== undefined) {
    let agree = 0;
    let disagree = 0;
    for (let i = 1; i < rows.length; i++) {
      const before = centsOf(rows[i - 1][balance], decimal);
      const after = centsOf(rows[i][balance], decimal);
      if (before === null || after === null) continue;
      const flow = Math.abs(centsOf(rows[i][second], decimal) ?? 0) - Math.abs(centsOf(rows[i][first], decimal) ?? 0);
      if (after - before === flow) agree++;
      else if (after - before === -flow) disagree++;
    }
    if (agree !== disagree) return ordered(agree > disagree, false);
  }
  // A bank account's 'bill payment' is money out, so only a payment received says money in.
  const saysIn = (cells: readonly CellValue[]) => {
    const text = cells.map(textOf).join(' ');
    return PAYMENT_RECEIVED.test(text) || MONEY_IN.test(text);
  };
  const inWords = (index: number) => rows.filter((cells) => filled(index, cells) && saysIn(cells)).length;
  const [firstIn, secondIn] = [inWords(first), inWords(second)];
  if ((firstIn === 0) !== (secondIn === 0)) return ordered(firstIn === 0, false);
  const [firstRows, secondRows] = [first, second].map((index) => rows.filter((cells) => filled(index, cells)).length);
  return ordered(firstRows >= secondRows, true);
}

/**
 * The columns of a file without a header, from its values: the date, the money columns (a signed amount; a debit and
 * a credit column filled on alternate rows; a balance filled on every row, checked against the amounts), and the
 * description (the text column of most distinct merchant-like values).
 */
export function columnsFromSample(rows: Rows, decimal: DecimalMark, fallback: Columns): Headerless {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const profiles: ColumnProfile[] = [];
  for (let i = 0; i < width; i++) profiles.push(profileColumn(rows, i));
  const n = rows.length;
  const date = profiles.findIndex((p) => p.filled >= n * 0.8 && p.dates >= 0.9);
  if (date < 0) return { columns: fallback, doubts: ['columns'] };
  const money = profiles
    .map((p, index) => ({ p, index }))
    .filter(({ p, index }) => index !== date && p.filled > 0 && p.amounts >= 0.95 && p.decimals >= 0.5)
    .map(({ index }) => index);
  if (money.length === 0) return { columns: fallback, doubts: ['columns'] };
  const filledIn = (index: number, cells: readonly CellValue[]) => {
    const cents = centsOf(cells[index], decimal);
    return cents !== null && cents !== 0;
  };
  const doubts: LayoutDoubt[] = [];
  const columns: Columns = { date, description: [] };
  // A debit/credit pair: never both filled on one row, together filled on (nearly) every row.
  let pair: [number, number] | undefined;
  for (let a = 0; a < money.length && !pair; a++) {
    for (let b = a + 1; b < money.length && !pair; b++) {
      const [x, y] = [money[a], money[b]];
      const both = rows.filter((c) => filledIn(x, c) && filledIn(y, c)).length;
      const either = rows.filter((c) => filledIn(x, c) || filledIn(y, c)).length;
      if (both === 0 && either >= n * 0.9 && rows.some((c) => filledIn(x, c)) && rows.some((c) => filledIn(y, c))) {
        pair = [x, y];
      }
    }
  }
  const others = money.filter((i) => !pair?.includes(i));
  if (pair) {
    const balance = others.find((i) => profiles[i].filled >= n * 0.9);
    if (balance !== undefined) columns.balance = balance;
    const direction = pairDirection(rows, pair, balance, decimal);
    columns.debit = direction.debit;
    columns.credit = direction.credit;
    if (direction.doubt) doubts.push('sign');
  } else {
    const found = signedAmount(rows, money, decimal) ?? {
      amount: money[0],
      balance: money.slice(1).find((i) => profiles[i].filled >= n * 0.9),
    };
    columns.amount = found.amount;
    if (found.balance !== undefined) columns.balance = found.balance;
  }
  const taken = new Set([date, ...money]);
  const text = profiles
    .map((p, index) => ({ p, index }))
    .filter(({ p, index }) => !taken.has(index) && p.filled > 0 && p.letters >= 0.5 && p.dates < 0.5);
  const merchants = text.filter(({ p }) => !isCodeColumn(p)).sort((a, b) => merchantScore(b.p) - merchantScore(a.p));
  const candidates = merchants.length > 0 ? merchants : text.sort((a, b) => merchantScore(b.p) - merchantScore(a.p));
  columns.description = candidates.map(({ index }) => index);
  if (merchants.length > 1 && merchantScore(merchants[0].p) - merchantScore(merchants[1].p) < 10)
    doubts.push('description');
  if (columns.description.length === 0) return { columns: fallback, doubts: ['columns'] };
  return { columns, doubts };
}
