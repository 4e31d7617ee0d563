/**
 * What a column's values look like, from a sample of a file's rows: dates, amounts, merchant-like text, or a handful
 * of repeated codes (DEBIT/CREDIT, KARTENZAHLUNG, card numbers, IBANs). Detection reads these, not only the header.
 */
import { classifyDate } from './dates';
import { textOf, type CellValue } from './cells';

/** Transaction kinds banks write in a column of their own: a type or indicator, never the description. */
const KIND_WORDS = new Set(
  [
    // English
    'debit',
    'credit',
    'dr',
    'cr',
    'd',
    'c',
    'check',
    'cheque',
    'dslip',
    'deb',
    'dd',
    'so',
    'fpi',
    'fpo',
    'bgc',
    'tfr',
    'bp',
    'cpt',
    'pos',
    'atm',
    'ft',
    'payment',
    'directdep',
    'direct debit',
    'direct deposit',
    'standing order',
    'card payment',
    'contactless',
    'faster payment',
    'transfer',
    'deposit',
    'withdrawal',
    'purchase',
    'sale',
    'fee',
    'interest',
    'card_payment',
    'topup',
    'exchange',
    'eftpos',
    'eft-pos',
    'eftpos purchase',
    'interac purchase',
    'interac',
    'e-transfer',
    'payroll deposit',
    'bill payment',
    'automatic payment',
    'direct credit',
    'visa purchase',
    'ach_debit',
    'ach_credit',
    'debit_card',
    'check_paid',
    'check_deposit',
    'misc_debit',
    'misc_credit',
    'atm purchase',
    'online banking payment',
    'online banking transfer',
    'pos purchase',
    'other',
    'payments',
    'refund',
    'return',
    'ach deposit',
    'ach',
    'transfer debit',
    'transfer credit',
    'cash',
    'card',
    'debit card',
    'credit card',
    'online transfer',
    'bank transfer',
    'outgoing transfer',
    'incoming transfer',
    'dep',
    'int',
    'srv chg',
    'pmt',
    'xfer',
    'chk',
    'debit card purchase',
    'recurring payment',
    'point of sale',
    'online payment',
    'mobile payment',
    // German
    'kartenzahlung',
    'lastschrift',
    'überweisung',
    'ueberweisung',
    'gutschrift',
    'dauerauftrag',
    'folgelastschrift',
    'erstlastschrift',
    'online-ueberweisung',
    'online-überweisung',
    'geldautomat',
    'entgelt',
    'lohn/gehalt',
    'gehalt',
    'zinsen',
    'kartenzahlung/-abrechnung',
    'basislastschrift',
    'sepa-lastschrift',
    'sepa-überweisung',
    'echtzeitüberweisung',
    'abschluss',
    'bargeldauszahlung',
    'umbuchung',
    'gutschrift überweisung',
    'einzahlung',
    'auszahlung',
    'debitkarte',
    'soll',
    'haben',
    's',
    'h',
    'eingang',
    'ausgang',
    'umsatz gebucht',
    'gebucht',
    // Dutch
    'betaalautomaat',
    'overschrijving',
    'incasso',
    'ideal',
    'geldautomaat',
    'acceptgiro',
    'verzamelbetaling',
    'diversen',
    'online bankieren',
    'af',
    'bij',
    'ba',
    'gt',
    'ic',
    'ov',
    'gm',
    'db',
    'id',
    'ei',
    'st',
    'vz',
    'di',
    // French, Spanish
    'carte',
    'prelevement',
    'prélèvement',
    'virement',
    'retrait',
    'paiement',
    'cb',
    'pago con tarjeta',
    'recibo',
    'transferencia',
    'cargo',
    'abono',
    'adeudo',
    'ingreso',
    'bizum',
    'compra',
    'domiciliación',
    'domiciliacion',
    // Status and product columns
    'completed',
    'pending',
    'posted',
    'cleared',
    'current',
    'savings',
    'reverted',
    'declined',
    'booked',
  ].map((w) => w.toUpperCase()),
);

/** A value reduced to its words: upper case, digits and punctuation dropped, spaces collapsed. */
export function kindOf(value: string): string {
  return value
    .toUpperCase()
    .replace(/[0-9]+/g, ' ')
    .replace(/[^\p{L}/_&-]+/gu, ' ')
    .replace(/(^|\s)[-/]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,30}$/i;
/** Card numbers, masked or not (XXXX1234, ****1234, 4111 11.. 1234), account numbers, ids. */
const ID_LIKE = /^[\sxX*#.\-/'0-9]+$/;
const AMOUNT_LIKE = /^[\s(+\-−]*(?:[A-Z]{3}\s*|[A-Z]{0,2}[$€£¥])?\s*\d[\d.,'\s]*\)?\s*(?:-|\+|[A-Z]{3}|[$€£]|cr|dr)?$/i;
const HAS_DECIMALS = /\d[.,]\d{2}(?!\d)/;

export const looksLikeAmount = (cell: CellValue): boolean =>
  typeof cell === 'number' || (typeof cell === 'string' && AMOUNT_LIKE.test(cell.trim()) && /\d/.test(cell));

export const looksLikeDate = (cell: CellValue): boolean =>
  typeof cell === 'object' || (typeof cell === 'string' && cell.trim().length >= 6 && classifyDate(cell) !== null);

export interface ColumnProfile {
  /** Rows of the sample with a value in this column. */
  filled: number;
  /** Distinct values once digits and punctuation are dropped ('Interac purchase - 1234' = 'INTERAC PURCHASE'). */
  kinds: number;
  /** Distinct values as written. */
  distinct: number;
  /** Share of values with three letters or more. */
  letters: number;
  /** Share of values that are transaction kinds (DEBIT, KARTENZAHLUNG, Af…). */
  kindWords: number;
  /** Share of values that are numbers, card or account numbers, IBANs. */
  ids: number;
  dates: number;
  amounts: number;
  /** Share of amounts written with decimals (12.50): money, not a cheque number. */
  decimals: number;
  /** Mean length of the values. */
  length: number;
}

/** The profile of column `index` over the sample's rows. */
export function profileColumn(rows: readonly (readonly CellValue[])[], index: number): ColumnProfile {
  let filled = 0;
  let letters = 0;
  let kindWords = 0;
  let ids = 0;
  let dates = 0;
  let amounts = 0;
  let decimals = 0;
  let length = 0;
  const kinds = new Set<string>();
  const distinct = new Set<string>();
  for (const cells of rows) {
    const cell = cells[index];
    const text = textOf(cell).trim();
    if (text === '') continue;
    filled++;
    length += text.length;
    distinct.add(text.toUpperCase());
    const kind = kindOf(text);
    kinds.add(kind);
    if (KIND_WORDS.has(kind)) kindWords++;
    if ((text.match(/\p{L}/gu)?.length ?? 0) >= 3) letters++;
    if (typeof cell === 'number' || ID_LIKE.test(text) || IBAN.test(text.replace(/\s/g, ''))) ids++;
    if (looksLikeDate(cell ?? '')) dates++;
    else if (looksLikeAmount(cell ?? '')) {
      amounts++;
      if (typeof cell === 'number' || HAS_DECIMALS.test(text)) decimals++;
    }
  }
  const share = (n: number) => (filled === 0 ? 0 : n / filled);
  return {
    filled,
    kinds: kinds.size,
    distinct: distinct.size,
    letters: share(letters),
    kindWords: share(kindWords),
    ids: share(ids),
    dates: share(dates),
    amounts: share(amounts),
    decimals: amounts === 0 ? 0 : decimals / amounts,
    length: filled === 0 ? 0 : length / filled,
  };
}

/**
 * Whether a column holds codes rather than merchants: transaction kinds, numbers and ids, or (in a sample large
 * enough to tell) a handful of values repeated over many rows.
 */
export function isCodeColumn(p: ColumnProfile): boolean {
  if (p.filled === 0) return true;
  if (p.kindWords >= 0.5 || p.ids > 0.5 || p.letters < 0.5) return true;
  return p.filled >= 6 && p.kinds <= Math.max(2, p.filled / 5);
}

/** How much a column looks like merchants: distinct texts with letters, longer ones first. */
export const merchantScore = (p: ColumnProfile): number => p.kinds * 10 + p.letters * 5 + Math.min(p.length, 40) / 10;
