/**
 * The header vocabulary: the words banks put over each column, in the languages of the corpus, by role and (for
 * text columns) by how well they name the other side of a transaction; and the words of indicator and type cells.
 */
import { TRANSACTION_TYPES } from '@tracker/contracts';
import { textOf, type CellValue } from './cells';

export type Rule = (h: string) => boolean;
export const exact = (...names: string[]): Rule => {
  const set = new Set(names);
  return (h) => set.has(h) || set.has(h.replace(/\s*\(.*\)$/, '').trim());
};
export const has =
  (...parts: string[]): Rule =>
  (h) =>
    parts.some((p) => h.includes(p));
export const not =
  (rule: Rule, ...parts: string[]): Rule =>
  (h) =>
    rule(h) && !parts.some((p) => h.includes(p));

export const INDICATOR_HEADERS = exact(
  'debit/credit',
  'credit/debit',
  'dr/cr',
  'cr/dr',
  'd/c',
  'c/d',
  'debit or credit',
  'credit or debit',
  'debit credit',
  'credit debit indicator',
  'debit credit indicator',
  'cr/dr indicator',
  'dr/cr indicator',
  'indicator',
  'direction',
  'transaction direction',
  'sign',
  'dc',
  'soll/haben',
  'haben/soll',
  'soll haben',
  's/h',
  'h/s',
  'in/out',
  'af bij',
  'af/bij',
  'bij/af',
  'cargo/abono',
  'abono/cargo',
  'débit/crédit',
  'debito/credito',
  'débito/crédito',
  'sens',
);
export const TYPE_HEADERS = exact('type', 'transaction type', 'trans type', 'txn type', 'kind', 'tran type');
export const DATE_RULES: Rule[] = [
  exact(
    'date',
    'transaction date',
    'trans date',
    'txn date',
    'trans. date',
    'posting date',
    'posted date',
    'post date',
    'date posted',
    'booking date',
    'completed date',
    'started date',
    'transaction posted date',
    'datum',
    'buchungsdatum',
    'buchungstag',
    'buchung',
    'fecha',
    'fecha operación',
    'fecha operacion',
    'f. operativa',
    'date operation',
    'date opération',
    'dateop',
    'data',
    'date of transaction',
    "date de l'opération",
    "date d'exécution",
    'date comptable',
    'date de comptabilisation',
    'fecha contable',
  ),
  exact(
    'value date',
    'valuta',
    'valutadatum',
    'wertstellung',
    'wert',
    'effective date',
    'settlement date',
    'rentedatum',
    'date valeur',
    'dateval',
    'fecha valor',
  ),
  not(has('date', 'datum', 'fecha'), 'birth', 'statement', 'update', 'clearing'),
];
export const AMOUNT_RULES: Rule[] = [
  exact(
    'amount',
    'transaction amount',
    'amount usd',
    'amount in usd',
    'amt',
    'value',
    'betrag',
    'importe',
    'montant',
    'sum',
    'net amount',
    'amount (usd)',
    'amount ($)',
    'billing amount',
    'bedrag',
    'umsatz',
    'cad$',
    "montant de l'opération",
    'amount (gbp)',
    'amount (eur)',
  ),
  not(
    has('amount', 'betrag', 'importe', 'montant', 'bedrag'),
    'debit',
    'credit',
    'balance',
    'paid',
    'withdraw',
    'deposit',
    'fee',
    'original',
    'foreign',
    'local',
    'oorspr',
    'ursprung',
    'lastschrift',
    'fremd',
  ),
];
export const DEBIT_RULES: Rule[] = [
  exact(
    'debit',
    'debits',
    'debit amount',
    'paid out',
    'money out',
    'withdrawal',
    'withdrawals',
    'withdrawal amount',
    'out',
    'outflow',
    'payments',
    'spent',
    'charge',
    'charges',
    'soll',
    'cargo',
    'débit',
    'ausgang',
    'amount out',
    'amount (debit)',
  ),
  not(has('debit', 'withdraw', 'paid out', 'money out'), 'credit', 'card'),
];
export const CREDIT_RULES: Rule[] = [
  exact(
    'credit',
    'credits',
    'credit amount',
    'paid in',
    'money in',
    'deposit',
    'deposits',
    'deposit amount',
    'in',
    'inflow',
    'receipts',
    'received',
    'haben',
    'abono',
    'crédit',
    'eingang',
    'amount in',
    'amount (credit)',
  ),
  not(has('credit', 'deposit', 'paid in', 'money in'), 'debit', 'card'),
];
export const BALANCE_RULES: Rule[] = [has('balance', 'saldo', 'solde', 'kontostand', 'running bal', 'disponible')];
export const CURRENCY_RULES: Rule[] = [
  exact(
    'currency',
    'währung',
    'waehrung',
    'munt',
    'devise',
    'divisa',
    'moneda',
    'currency code',
    'devise du compte',
    'local currency',
    'ccy',
  ),
];
/**
 * Text columns by how well they name the other side of a transaction. Rank 0: the payee / counterparty / merchant;
 * 1: a description; 2: the rest of a split text (Description 2, Verwendungszweck, Mededelingen), written after the
 * merchant; 3: booking text, reference, memo (used when nothing better has a value); 4: anything else named so.
 */
export const DESCRIPTION_RANKS: Rule[] = [
  exact(
    'payee',
    'payee name',
    'merchant',
    'merchant name',
    'name',
    'counterparty',
    'counter party',
    'counter-party',
    'counterparty name',
    'other party',
    'beneficiary',
    'partner name',
    'partnername',
    'naam tegenpartij',
    'naam / omschrijving',
    'naam/omschrijving',
    'nom de la contrepartie',
    'beguenstigter/zahlungspflichtiger',
    'begünstigter/zahlungspflichtiger',
    'begünstigter / auftraggeber',
    'auftraggeber/empfänger',
    'auftraggeber / empfänger',
    'name zahlungsbeteiligter',
    'empfänger/zahlungspflichtiger',
    'payer/payee',
    'payee/payer',
    'opposing name',
  ),
  exact(
    'description',
    'transaction description',
    'description 1',
    'details',
    'transaction details',
    'narrative',
    'narration',
    'descripción',
    'descripcion',
    'concepto',
    'beschreibung',
    'libellé',
    'libelle',
    'label',
    'libellés',
    'libelles',
    'libellé operation',
    'omschrijving',
    'omschrijving-1',
    'text',
    'transaction',
    'memo/description',
    'detail',
    'transaction narrative',
    'merchant description',
  ),
  exact(
    'description 2',
    'description 3',
    'verwendungszweck',
    'vorgang/verwendungszweck',
    'mededelingen',
    'purpose',
    'remittance information',
    'communication',
    'communications',
    "détail de l'écriture",
    'détails du mouvement',
    'omschrijving-2',
    'omschrijving-3',
    'payment reference',
    'extended details',
  ),
  exact(
    'memo',
    'reference',
    'buchungstext',
    'notes',
    'note',
    'remarks',
    'additional information',
    'info',
    'particulars',
    'observaciones',
    'comment',
    'commentaire',
    'notes and #tags',
    'message',
  ),
  not(
    has(
      'description',
      'narrative',
      'details',
      'payee',
      'merchant',
      'memo',
      'libell',
      'omschrijving',
      'name',
      'concept',
    ),
    'account',
    'konto',
    'file',
    'card member',
  ),
];
export const CATEGORY_RULES: Rule[] = [
  exact('category', 'categories', 'category name', 'kategorie', 'categoría', 'catégorie'),
];
export const INSTITUTION_RULES: Rule[] = [
  exact('institution', 'bank', 'institution name', 'financial institution', 'bank name'),
];
/** A pair of party columns (DKB): the counterparty is the payee of money out and the payer of money in. */
export const PAYER_HEADERS = exact('zahlungspflichtige*r', 'zahlungspflichtiger', 'zahlungspflichtige', 'payer');
export const PAYEE_HEADERS = exact('zahlungsempfänger*in', 'zahlungsempfänger', 'zahlungsempfaenger', 'payee');

/** The description rank (0 best) of a header, or undefined for a header that names no text column. */
export function descriptionRank(header: string): number | undefined {
  const rank = DESCRIPTION_RANKS.findIndex((rule) => rule(header));
  return rank < 0 ? undefined : rank;
}

export const INDICATOR_TOKENS: Record<string, 'debit' | 'credit'> = {
  d: 'debit',
  dr: 'debit',
  db: 'debit',
  deb: 'debit',
  debit: 'debit',
  debito: 'debit',
  débito: 'debit',
  débit: 'debit',
  soll: 'debit',
  s: 'debit',
  out: 'debit',
  '-': 'debit',
  withdrawal: 'debit',
  payment: 'debit',
  c: 'credit',
  cr: 'credit',
  cred: 'credit',
  credit: 'credit',
  credito: 'credit',
  crédito: 'credit',
  crédit: 'credit',
  haben: 'credit',
  h: 'credit',
  in: 'credit',
  '+': 'credit',
  deposit: 'credit',
  af: 'debit',
  bij: 'credit',
  cargo: 'debit',
  abono: 'credit',
  uit: 'debit',
};

/** 'debit' / 'credit' for an indicator cell, undefined for anything else. */
export function indicatorOf(cell: CellValue | undefined): 'debit' | 'credit' | undefined {
  return INDICATOR_TOKENS[textOf(cell).trim().toLowerCase().replace(/\.$/, '')];
}

export const TYPE_VALUES = new Map(TRANSACTION_TYPES.map((t) => [t.toLowerCase(), t]));

/** Income / Expense / Investment / Savings for a type cell, undefined for anything else. */
export function transactionTypeOf(cell: CellValue | undefined): string | undefined {
  return TYPE_VALUES.get(textOf(cell).trim().toLowerCase());
}
