/** Texts of the upload preview (the spec names none; chosen and listed in docs/product.md, The import preview). */
import type { ColumnRole, LayoutDoubtName } from '@tracker/contracts';

export const PREVIEW_TEXTS = {
  title: (fileName: string) => `Preview of ${fileName}`,
  loading: 'Reading the file…',
  confident: 'Layout recognised. These are the first rows as they will be saved.',
  remembered: 'Read the way you confirmed for this layout before.',
  corrected: 'Read with your changes. They will be remembered for your next file of this layout.',
  checkTitle: 'Please check before uploading',
  confirm: 'The rows below look right',
  dateOrder: 'Date order',
  decimal: 'Number format',
  chargesPositive: 'Charges are positive (card statement)',
  columns: 'Columns',
  rows: 'First rows',
  moneyIn: 'Money in',
  moneyOut: 'Money out',
  counted: (rows: number, shown: number) =>
    rows > shown
      ? `${rows} transactions in this file; the first ${shown} are shown.`
      : `${rows} transactions in this file.`,
  currency: (code: string) => `Currency: ${code}`,
  /** The kind of account the file looks like (the new-account form starts at it). */
  kind: (label: string) => `Looks like a ${label.toLowerCase()} statement.`,
  column: (index: number) => `Column ${index + 1}`,
  errorLine: (line: number, reason: string) => `Line ${line}: ${reason}`,
  unavailable: 'The preview is not available; the file will be read as detected.',
} as const;

/** The sign doubt of a file read as written: positive amounts are money in, but nothing in the file confirms it. */
export const SIGN_UNCONFIRMED =
  'Most amounts are positive and nothing in the file (a balance column, a salary or a payment) confirms which way money moves: positive amounts are read as money in. If this is a card statement where charges are positive, say so below.';

export const DOUBT_TEXTS: Record<LayoutDoubtName, string> = {
  sign: 'Most amounts are positive and the payments negative, as on a card statement where charges are positive: they are read as money out. Check the rows below.',
  description:
    'More than one column could hold the description. Check that the rows below name the merchant, or choose another column.',
  dateOrder: 'These dates can be read day first or month first. Check the dates below, or change the date order.',
  columns: 'Some columns could not be recognised. Choose what each column holds.',
};

export const ROLE_LABELS: Record<ColumnRole, string> = {
  date: 'Date',
  description: 'Description',
  details: 'More details',
  payer: 'Payer (money in)',
  payee: 'Payee (money out)',
  amount: 'Amount',
  debit: 'Money out',
  credit: 'Money in',
  indicator: 'Debit/credit indicator',
  balance: 'Balance',
  category: 'Category',
  type: 'Type',
  institution: 'Institution',
  currency: 'Currency',
  ignore: 'Not used',
};

export const DATE_ORDER_LABELS = { dmy: 'Day first (31/01/2024)', mdy: 'Month first (01/31/2024)' } as const;
export const DECIMAL_LABELS = { '.': '1,234.56', ',': '1.234,56' } as const;
