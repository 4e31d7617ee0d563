/**
 * A structured statement (OFX, QIF, CAMT, MT940) read as a table with a fixed layout, so the import reads it as it
 * reads a CSV: one record per transaction with the cells below, `readRow` giving the row and its `bankId`.
 */
import { formatYmd, type Ymd } from '../dates';
import type { Layout } from '../layoutTypes';
import type { SourceRecord } from '../cells';
import type { Statement, StatementAccount, StatementKind } from '../statementTypes';

/** One transaction as a structured format states it. */
export interface StructuredTransaction {
  /** 1-based line of the file where the transaction starts. */
  line: number;
  date: Ymd;
  /** Signed plain decimal ('-12.34', '.' as the mark): negative is money out. */
  amount: string;
  /** The other side: OFX NAME/PAYEE, QIF P, CAMT related party, MT940 /NAME/ or ?32–?33. */
  payee: string;
  /** OFX MEMO, QIF M, CAMT unstructured remittance, MT940 /REMI/ or ?20–?29. */
  memo: string;
  bankId?: string;
  /** The bank's type word (OFX TRNTYPE, MT940 transaction type), for the report only. */
  type?: string;
}

/** The cells of each record: date, amount, payee, memo, bank id, type. */
export const STRUCTURED_HEADER = ['date', 'amount', 'payee', 'memo', 'bank id', 'type'];

/** The fixed layout of every structured statement: nothing is in doubt, the sign is the file's. */
export function structuredLayout(rows: number, currency: string | undefined): Layout {
  const layout: Layout = {
    headerIndex: -1,
    header: STRUCTURED_HEADER,
    columns: { date: 0, amount: 1, description: [2, 3], details: [3], bankId: 4 },
    dateOrder: 'dmy',
    dateOrderBasis: 'values',
    decimal: '.',
    sign: 'signed',
    doubts: [],
    width: STRUCTURED_HEADER.length,
    dataRows: rows,
  };
  if (currency !== undefined) layout.currency = currency;
  return layout;
}

export function toRecord(t: StructuredTransaction): SourceRecord {
  const cells = [{ date: t.date }, t.amount, t.payee, t.memo, t.bankId ?? '', t.type ?? ''];
  const raw = [formatYmd(t.date), t.amount, t.payee, t.memo, t.bankId ?? ''].join(' | ');
  return { line: t.line, cells, raw };
}

const CHUNK = 2000;

/** The statement of a structured file's transactions (already read whole: these formats carry no table to stream). */
export function structuredStatement(
  kind: Exclude<StatementKind, 'csv' | 'excel'>,
  transactions: readonly StructuredTransaction[],
  account: StatementAccount,
  details: Statement['details'] = {},
): Statement {
  return {
    kind,
    layout: structuredLayout(transactions.length, account.currency),
    account,
    details,
    async *records() {
      for (let i = 0; i < transactions.length; i += CHUNK) yield transactions.slice(i, i + CHUNK).map(toRecord);
    },
  };
}
