/**
 * The layout of a statement: where its header row is (below any preamble lines), which column holds what, and the
 * two per-file decisions (day/month order of dates, decimal mark of amounts), made from all of the file's values.
 */
import { TRANSACTION_TYPES } from '@tracker/contracts';
import { decimalVote, type DecimalMark } from './amounts';
import { parseCsv } from './csv';
import { isBlank, normaliseHeader, textOf, type CellValue, type SourceRecord } from './cells';
import { classifyDate, dayNumber, orderVote, resolveDate, type DateOrder } from './dates';
import {
  chooseText,
  columnsFromSample,
  detectCurrency,
  DETECTION_SAMPLE_ROWS,
  findIndicator,
  guessSign,
} from './detect';
import { looksLikeAmount, looksLikeDate } from './content';

export { isBlank, normaliseHeader, textOf, type CellValue, type SourceRecord } from './cells';

export interface Columns {
  date: number;
  /** Description columns by preference: the first non-empty one is the description. */
  description: number[];
  /** The rest of a split text (Description 2, Verwendungszweck), written after the description. */
  details?: number[];
  /** Payer and payee columns (DKB): the description is the payee of money out and the payer of money in. */
  payer?: number;
  payee?: number;
  /** A signed amount. */
  amount?: number;
  /** Money out / money in columns. */
  debit?: number;
  credit?: number;
  /** A debit/credit indicator column (DR/CR, D/C, Debit/Credit, Af/Bij, S/H, Cargo/Abono, -/+). */
  indicator?: number;
  category?: number;
  /** Income / Expense / Investment / Savings. */
  type?: number;
  institution?: number;
  balance?: number;
  currency?: number;
}

export type SignConvention = 'signed' | 'charges-positive';

/** What detection is unsure of: the preview says so and waits for the user. */
export type LayoutDoubt = 'description' | 'dateOrder' | 'sign' | 'columns';

export interface Layout {
  /** Index of the header record among all records; -1 when the file has none (columns found from the data). */
  headerIndex: number;
  /** Header cells, normalised (a repeated header inside the data is skipped). */
  header: string[] | null;
  columns: Columns;
  dateOrder: DateOrder;
  /** How the date order was decided: by values only one order allows, by the sequence of dates, or by default. */
  dateOrderBasis: 'values' | 'sequence' | 'default';
  decimal: DecimalMark;
  /** A signed amount as written, or a card export's where charges are positive (read negated). */
  sign: SignConvention;
  /** ISO code of the file's currency when it says it (a Currency column, 'Amount (EUR)', £ or € in amounts). */
  currency?: string;
  doubts: LayoutDoubt[];
  /** Columns of the file (the header's, or the widest of the first rows). */
  width: number;
  /** Non-blank records after the header. */
  dataRows: number;
}

/** The header must be among the first records (preamble lines: bank name, account number, period…). */
export const HEADER_SEARCH_RECORDS = 50;

type Rule = (h: string) => boolean;
const exact = (...names: string[]): Rule => {
  const set = new Set(names);
  return (h) => set.has(h) || set.has(h.replace(/\s*\(.*\)$/, '').trim());
};
const has =
  (...parts: string[]): Rule =>
  (h) =>
    parts.some((p) => h.includes(p));
const not =
  (rule: Rule, ...parts: string[]): Rule =>
  (h) =>
    rule(h) && !parts.some((p) => h.includes(p));

const INDICATOR_HEADERS = exact(
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
const TYPE_HEADERS = exact('type', 'transaction type', 'trans type', 'txn type', 'kind', 'tran type');
const DATE_RULES: Rule[] = [
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
const AMOUNT_RULES: Rule[] = [
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
const DEBIT_RULES: Rule[] = [
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
const CREDIT_RULES: Rule[] = [
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
const BALANCE_RULES: Rule[] = [has('balance', 'saldo', 'solde', 'kontostand', 'running bal', 'disponible')];
const CURRENCY_RULES: Rule[] = [
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
const DESCRIPTION_RANKS: Rule[] = [
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
const CATEGORY_RULES: Rule[] = [
  exact('category', 'categories', 'category name', 'kategorie', 'categoría', 'catégorie'),
];
const INSTITUTION_RULES: Rule[] = [
  exact('institution', 'bank', 'institution name', 'financial institution', 'bank name'),
];
/** A pair of party columns (DKB): the counterparty is the payee of money out and the payer of money in. */
const PAYER_HEADERS = exact('zahlungspflichtige*r', 'zahlungspflichtiger', 'zahlungspflichtige', 'payer');
const PAYEE_HEADERS = exact('zahlungsempfänger*in', 'zahlungsempfänger', 'zahlungsempfaenger', 'payee');
function firstMatch(headers: string[], rules: Rule[], taken: Set<number>): number | undefined {
  for (const rule of rules) {
    const index = headers.findIndex((h, i) => h !== '' && !taken.has(i) && rule(h));
    if (index >= 0) {
      taken.add(index);
      return index;
    }
  }
  return undefined;
}

/** The description rank (0 best) of a header, or undefined for a header that names no text column. */
export function descriptionRank(header: string): number | undefined {
  const rank = DESCRIPTION_RANKS.findIndex((rule) => rule(header));
  return rank < 0 ? undefined : rank;
}

/** Columns from a header row, or null when the row lacks a date column or any amount column. */
export function columnsFromHeader(cells: readonly CellValue[]): Columns | null {
  const headers = cells.map(normaliseHeader);
  if (headers.filter((h) => h !== '').length < 2) return null;
  const taken = new Set<number>();
  const indicator = firstMatch(headers, [INDICATOR_HEADERS], taken);
  const date = firstMatch(headers, DATE_RULES, taken);
  if (date === undefined) return null;
  const balance = firstMatch(headers, BALANCE_RULES, taken);
  const debit = firstMatch(headers, DEBIT_RULES, taken);
  const credit = firstMatch(headers, CREDIT_RULES, taken);
  const amount = firstMatch(headers, AMOUNT_RULES, taken);
  if (amount === undefined && debit === undefined && credit === undefined) return null;
  const currency = firstMatch(headers, CURRENCY_RULES, taken);
  const typeColumn = firstMatch(headers, [TYPE_HEADERS], taken);
  const category = firstMatch(headers, CATEGORY_RULES, taken);
  const institution = firstMatch(headers, INSTITUTION_RULES, taken);
  const payer = headers.findIndex((h, i) => !taken.has(i) && PAYER_HEADERS(h));
  const payee = headers.findIndex((h, i) => !taken.has(i) && PAYEE_HEADERS(h));
  const description: number[] = [];
  const details: number[] = [];
  if (payer >= 0 && payee >= 0) {
    taken.add(payer);
    taken.add(payee);
  }
  DESCRIPTION_RANKS.forEach((rule, rank) => {
    headers.forEach((h, i) => {
      if (h !== '' && !taken.has(i) && rule(h)) {
        taken.add(i);
        (rank === 2 ? details : description).push(i);
      }
    });
  });
  if (description.length === 0 && details.length > 0) description.push(details.shift() as number);
  if (description.length === 0 && !(payer >= 0 && payee >= 0)) {
    // No column is named like a description: any other named column may describe the row.
    headers.forEach((h, i) => {
      if (h !== '' && !taken.has(i)) description.push(i);
    });
  }
  const columns: Columns = { date, description };
  if (details.length > 0) columns.details = details;
  if (payer >= 0 && payee >= 0) {
    columns.payer = payer;
    columns.payee = payee;
  }
  if (amount !== undefined) columns.amount = amount;
  else {
    if (debit !== undefined) columns.debit = debit;
    if (credit !== undefined) columns.credit = credit;
  }
  if (indicator !== undefined) columns.indicator = indicator;
  // A 'Type' column is an indicator or a transaction type: its values decide (see LayoutAnalyzer).
  if (typeColumn !== undefined) columns.type = typeColumn;
  if (category !== undefined) columns.category = category;
  if (institution !== undefined) columns.institution = institution;
  if (balance !== undefined) columns.balance = balance;
  if (currency !== undefined) columns.currency = currency;
  return columns;
}

/** Columns of a file without a header row: the first row with a date and an amount shows them. */
export function columnsFromData(cells: readonly CellValue[]): Columns | null {
  const date = cells.findIndex(looksLikeDate);
  if (date < 0) return null;
  const amount = cells.findIndex((c, i) => i !== date && looksLikeAmount(c));
  if (amount < 0) return null;
  let description = -1;
  let longest = 0;
  cells.forEach((c, i) => {
    if (i === date || i === amount || typeof c !== 'string') return;
    const text = c.trim();
    if (/[\p{L}]/u.test(text) && text.length > longest) {
      longest = text.length;
      description = i;
    }
  });
  return { date, amount, description: description >= 0 ? [description] : [] };
}

export interface HeaderFound {
  index: number;
  header: string[] | null;
  columns: Columns;
}

/** The header among the first records (or, failing that, the first data row of a file without one). */
export function findHeader(records: readonly SourceRecord[]): HeaderFound | null {
  const limit = Math.min(records.length, HEADER_SEARCH_RECORDS);
  for (let i = 0; i < limit; i++) {
    const columns = columnsFromHeader(records[i].cells);
    if (columns) return { index: i, header: records[i].cells.map(normaliseHeader), columns };
  }
  for (let i = 0; i < limit; i++) {
    const columns = isBlank(records[i].cells) ? null : columnsFromData(records[i].cells);
    if (columns) return { index: i - 1, header: null, columns };
  }
  return null;
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter of a CSV text sample: the one whose records show a header row; failing that, the one that splits
 * most lines into the same number (> 1) of fields.
 */
export function sniffDelimiter(sample: string): string {
  const lines = sample.split(/\r\n|\n|\r/).slice(0, 200);
  // Drop a last line the sample may have cut.
  if (lines.length > 1) lines.pop();
  const text = lines.join('\n');
  let best: { delimiter: string; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of DELIMITERS) {
    const records = parseCsv(text, delimiter).map((r) => ({ line: r.line, cells: r.cells, raw: r.raw }));
    const found = findHeader(records);
    const counts = new Map<number, number>();
    for (const r of records) if (r.cells.length > 1) counts.set(r.cells.length, (counts.get(r.cells.length) ?? 0) + 1);
    let modeRows = 0;
    let modeFields = 0;
    for (const [fields, rows] of counts) {
      if (rows > modeRows || (rows === modeRows && fields > modeFields)) {
        modeRows = rows;
        modeFields = fields;
      }
    }
    const score = (found && found.header ? 1_000_000 : 0) + modeRows * 100 + modeFields;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

const INDICATOR_TOKENS: Record<string, 'debit' | 'credit'> = {
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

const TYPE_VALUES = new Map(TRANSACTION_TYPES.map((t) => [t.toLowerCase(), t]));

/** Income / Expense / Investment / Savings for a type cell, undefined for anything else. */
export function transactionTypeOf(cell: CellValue | undefined): string | undefined {
  return TYPE_VALUES.get(textOf(cell).trim().toLowerCase());
}

/**
 * Pass one over a file: after the header, counts the data rows and gathers the evidence for the per-file
 * decisions (day/month order, decimal mark, what a 'Type' column holds).
 */
export class LayoutAnalyzer {
  private dataRows = 0;
  private dmyVotes = 0;
  private mdyVotes = 0;
  /** Sum of the day gaps between consecutive ambiguous dates under each reading (statements are in date order). */
  private dmyGaps = 0;
  private mdyGaps = 0;
  private prevDmy: number | undefined;
  private prevMdy: number | undefined;
  private commaVotes = 0;
  private dotVotes = 0;
  private typeCells = 0;
  private typeIndicators = 0;
  private typeValues = 0;
  private indicatorCells = 0;
  private indicatorTokens = 0;
  /** Numeric dates either order would read (01/02/2024). */
  private ambiguousDates = 0;
  /** The first data rows, read for detection from content. */
  private readonly sample: CellValue[][] = [];

  constructor(
    private readonly found: HeaderFound,
    private readonly defaultDecimal: DecimalMark,
  ) {}

  /** Feeds one record that comes after the header. */
  add(record: SourceRecord): void {
    const { cells } = record;
    if (isBlank(cells) || repeatsHeader(cells, this.found.header, this.found.columns.date)) return;
    this.dataRows++;
    if (this.sample.length < DETECTION_SAMPLE_ROWS) this.sample.push(cells);
    const { columns } = this.found;
    const dateCell = cells[columns.date];
    if (typeof dateCell === 'string') {
      const classified = classifyDate(dateCell);
      if (classified && classified.kind === 'numeric') {
        const vote = orderVote(classified);
        if (vote === 'dmy') this.dmyVotes++;
        else if (vote === 'mdy') this.mdyVotes++;
        const dmy = resolveDate(classified, 'dmy');
        const mdy = resolveDate(classified, 'mdy');
        if (dmy && mdy) {
          this.ambiguousDates++;
          const a = dayNumber(dmy);
          const b = dayNumber(mdy);
          if (this.prevDmy !== undefined && this.prevMdy !== undefined) {
            this.dmyGaps += Math.min(Math.abs(a - this.prevDmy), 400);
            this.mdyGaps += Math.min(Math.abs(b - this.prevMdy), 400);
          }
          this.prevDmy = a;
          this.prevMdy = b;
        }
      }
    }
    for (const index of [columns.amount, columns.debit, columns.credit]) {
      if (index === undefined) continue;
      const cell = cells[index];
      if (typeof cell !== 'string') continue;
      const vote = decimalVote(cell);
      if (vote === ',') this.commaVotes++;
      else if (vote === '.') this.dotVotes++;
    }
    if (columns.type !== undefined) {
      const text = textOf(cells[columns.type]).trim();
      if (text !== '') {
        this.typeCells++;
        if (indicatorOf(text)) this.typeIndicators++;
        if (transactionTypeOf(text)) this.typeValues++;
      }
    }
    if (columns.indicator !== undefined) {
      const text = textOf(cells[columns.indicator]).trim();
      if (text !== '') {
        this.indicatorCells++;
        if (indicatorOf(text)) this.indicatorTokens++;
      }
    }
  }

  finish(): Layout {
    let columns: Columns = { ...this.found.columns };
    const doubts: LayoutDoubt[] = [];
    const { header } = this.found;
    const decimal = this.decimal();
    if (header === null) {
      const found = columnsFromSample(this.sample, decimal, columns);
      columns = found.columns;
      doubts.push(...found.doubts);
    } else {
      const choice = chooseText(header, columns, this.sample);
      columns.description = choice.description;
      if (choice.details.length > 0) columns.details = choice.details;
      else delete columns.details;
      if (choice.doubt) doubts.push('description');
    }
    if (
      columns.indicator !== undefined &&
      (this.indicatorCells === 0 || this.indicatorTokens < this.indicatorCells * 0.9)
    ) {
      delete columns.indicator;
    }
    // A 'Type' column: an indicator when its values are DR/CR…, a transaction type when they are Income/Expense…
    if (columns.type !== undefined) {
      const type = columns.type;
      delete columns.type;
      if (
        this.typeCells > 0 &&
        this.typeIndicators >= this.typeCells * 0.9 &&
        columns.indicator === undefined &&
        columns.amount !== undefined
      ) {
        columns.indicator = type;
      } else if (this.typeCells > 0 && this.typeValues >= this.typeCells * 0.9) {
        columns.type = type;
      }
    }
    const width = Math.max(header?.length ?? 0, ...this.sample.map((cells) => cells.length));
    const indicator = findIndicator(columns, this.sample, width);
    if (indicator !== undefined) columns.indicator = indicator;
    // A card's payments are told by any of their cells (Apple Card: the merchant column says 'Ach Deposit', Type 'Payment').
    const sign = guessSign(header, columns, this.sample, decimal, (cells) => cells.map(textOf).join(' '));
    if (sign === 'charges-positive') doubts.push('sign');
    let dateOrder: DateOrder;
    let dateOrderBasis: Layout['dateOrderBasis'];
    if (this.dmyVotes !== this.mdyVotes) {
      dateOrder = this.dmyVotes > this.mdyVotes ? 'dmy' : 'mdy';
      dateOrderBasis = 'values';
    } else if (this.dmyGaps !== this.mdyGaps) {
      dateOrder = this.dmyGaps < this.mdyGaps ? 'dmy' : 'mdy';
      dateOrderBasis = 'sequence';
    } else {
      dateOrder = decimal === ',' ? 'dmy' : 'mdy';
      dateOrderBasis = 'default';
    }
    // Dates either order reads, decided by default or by too short a sequence: the user is asked.
    if (
      this.ambiguousDates > 0 &&
      (dateOrderBasis === 'default' || (dateOrderBasis === 'sequence' && this.ambiguousDates < 6))
    ) {
      doubts.push('dateOrder');
    }
    const layout: Layout = {
      headerIndex: this.found.index,
      header,
      columns,
      dateOrder,
      dateOrderBasis,
      decimal,
      sign,
      doubts,
      width,
      dataRows: this.dataRows,
    };
    const currency = detectCurrency(header, columns, this.sample);
    if (currency !== undefined) layout.currency = currency;
    return layout;
  }

  private decimal(): DecimalMark {
    if (this.commaVotes !== this.dotVotes) return this.commaVotes > this.dotVotes ? ',' : '.';
    return this.defaultDecimal;
  }
}

/** Whether cells repeat the header row (some exports repeat it on every page); checks the date column first. */
export function repeatsHeader(cells: readonly CellValue[], header: string[] | null, dateColumn: number): boolean {
  if (header === null) return false;
  const first = cells[dateColumn];
  // A date cell starts with a digit (or a month name); the header's date title is compared only when it could match.
  if (typeof first !== 'string' || first.length === 0 || (first.charCodeAt(0) >= 48 && first.charCodeAt(0) <= 57))
    return false;
  if (normaliseHeader(first) !== header[dateColumn]) return false;
  return cells.map(normaliseHeader).join('\u0000') === header.join('\u0000');
}

/** Whether a record is blank or repeats the header (both are skipped, not counted). */
export function isSkippable(record: SourceRecord, layout: Pick<Layout, 'header' | 'columns'>): boolean {
  return isBlank(record.cells) || repeatsHeader(record.cells, layout.header, layout.columns.date);
}
