/** What opening a statement gives: its format, layout, account and records. */
import type { AccountKind } from '@tracker/contracts';
import type { SourceRecord } from './cells';
import type { TextEncodingName } from './decode';
import type { Layout } from './layoutTypes';

export { StatementError } from './statementError';

/** The file's format: a table (CSV, spreadsheet) or a structured statement (OFX/QFX, QIF, CAMT.05x, MT940). */
export type StatementKind = 'csv' | 'excel' | 'ofx' | 'qif' | 'camt' | 'mt940';

/** A balance as the file states it: a plain decimal ('-1234.56', '.' as the mark) on a day. */
export interface StatedBalance {
  amount: string;
  /** YYYY-MM-DD */
  date: string;
}

/** What the file says of its account (structured formats; a table says nothing of it). */
export interface StatementAccount {
  /** The statement's kind: OFX BANKACCTFROM CHECKING/SAVINGS/…, CREDITCARDMSGSRSV1, QIF !Type:CCard… */
  kind?: AccountKind;
  /** ISO 4217 (OFX CURDEF, CAMT Ccy, MT940 balance currency). */
  currency?: string;
  /** The account's number as the file writes it (IBAN, ACCTID, MT940 :25:). */
  number?: string;
  /** The closing (ledger) balance: OFX LEDGERBAL, CAMT CLBD, MT940 :62F:. */
  balance?: StatedBalance;
  /** The opening balance: CAMT OPBD, MT940 :60F:. */
  openingBalance?: StatedBalance;
}

export interface Statement {
  kind: StatementKind;
  layout: Layout;
  /** What the file says of its account; {} for CSV and spreadsheets. */
  account: StatementAccount;
  /** Every record of the file from the start, in chunks (the header is record layout.headerIndex). */
  records(): AsyncIterable<SourceRecord[]>;
  /** What was sniffed, for the logs. */
  details: { encoding?: TextEncodingName; delimiter?: string; sheet?: string };
}
