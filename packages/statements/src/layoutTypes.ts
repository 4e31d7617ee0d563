/** What a statement's layout says: which column holds what and the per-file decisions. */
import type { DateOrder } from './dates';
import type { DecimalMark } from './amounts';

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
  /** The bank's own id of each row (OFX FITID, CAMT entry reference, MT940 bank reference): duplicates are told by it. */
  bankId?: number;
  /**
   * A column of the file's own kinds ('General Card Deposit', 'Standard Transfer'), read only for a row no description
   * column names. Like the bank's id it is no role the user picks.
   */
  kindText?: number;
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
