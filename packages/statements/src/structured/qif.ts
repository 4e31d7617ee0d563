/**
 * QIF (Quicken Interchange Format), Bank, CCard, Cash and Oth A/L sections: one field per line (D date, T or U
 * amount, P payee, M memo, N number, L category), each transaction ended by '^'. Dates as 11/03/2026, 11/3'26,
 * 11/ 3/26, 2026-03-11 or 11.03.2026, day or month first decided for the whole file as a CSV's are; amounts with
 * thousands separators (1,234.56 or 1.234,56). Investment sections are refused.
 */
import type { AccountKind } from '@tracker/contracts';
import { cleanDecimal, decimalVote, type DecimalMark } from '../amounts';
import { classifyDate, orderVote, resolveDate, type ClassifiedDate, type DateOrder } from '../dates';
import { StatementError } from '../statementError';
import type { StatementAccount } from '../statementTypes';
import type { StructuredTransaction } from './transactions';

const KIND_BY_TYPE: Record<string, AccountKind | null> = {
  bank: 'checking',
  ccard: 'credit_card',
  cash: 'cash',
  'oth l': 'loan',
  'oth a': 'savings',
  invst: null,
};

/** A QIF date made readable: 11/3'26 → 11/3/2026, 11/ 3/26 → 11/3/26 (Quicken writes years from 2000 with '). */
export function qifDateText(text: string): string {
  const t = text.trim().replace(/\s+/g, '');
  const apostrophe = /^(\d{1,2})[/.-](\d{1,2})'(\d{1,2})$/.exec(t);
  if (apostrophe) return `${apostrophe[1]}/${apostrophe[2]}/${2000 + Number(apostrophe[3])}`;
  return t;
}

interface Draft {
  line: number;
  date?: string;
  amount?: string;
  payee: string;
  memo: string;
  number: string;
}

function parseRecords(text: string): { drafts: Draft[]; kind: string | undefined } {
  const drafts: Draft[] = [];
  let kind: string | undefined;
  let section: string | undefined;
  let draft: Draft | undefined;
  let line = 0;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
    start = end + 1;
    line++;
    const field = raw[0];
    const value = raw.slice(1).trim();
    if (raw.startsWith('!')) {
      const type = /^!Type:\s*(.+)$/i.exec(raw.trim())?.[1]?.toLowerCase();
      section = type ?? raw.trim().toLowerCase();
      if (type && kind === undefined && type in KIND_BY_TYPE) kind = type;
      draft = undefined;
      continue;
    }
    if (section === undefined || !(section in KIND_BY_TYPE)) continue;
    if (raw.startsWith('^')) {
      if (draft) drafts.push(draft);
      draft = undefined;
      continue;
    }
    if (raw.trim() === '') continue;
    draft ??= { line, payee: '', memo: '', number: '' };
    if (field === 'D') draft.date = value;
    else if (field === 'T' || (field === 'U' && draft.amount === undefined)) draft.amount = value;
    else if (field === 'P') draft.payee = value.slice(0, 500);
    else if (field === 'M') draft.memo = value.slice(0, 500);
    else if (field === 'N') draft.number = value.slice(0, 40);
  }
  if (draft && draft.date !== undefined) drafts.push(draft);
  return { drafts, kind };
}

function decideOrder(dates: ClassifiedDate[], dayFirst: boolean): DateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const c of dates) {
    const vote = orderVote(c);
    if (vote === 'dmy') dmy++;
    else if (vote === 'mdy') mdy++;
  }
  if (dmy !== mdy) return dmy > mdy ? 'dmy' : 'mdy';
  // Quicken (where QIF comes from) writes month first, unless the file's dotted dates or decimal commas say Europe.
  return dayFirst ? 'dmy' : 'mdy';
}

function decideDecimal(amounts: string[]): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const a of amounts) {
    const vote = decimalVote(a);
    if (vote === ',') comma++;
    else if (vote === '.') dot++;
  }
  return comma > dot ? ',' : '.';
}

export function readQif(text: string): { transactions: StructuredTransaction[]; account: StatementAccount } {
  const { drafts, kind } = parseRecords(text);
  if (kind === 'invst') throw new StatementError('investment QIF files are not read; please export the cash account');
  if (kind === undefined) throw new StatementError('it has no !Type: line of a bank, card or cash account');
  const dated = drafts.filter((d) => d.date !== undefined && d.amount !== undefined);
  if (dated.length === 0) throw new StatementError('it holds no QIF transaction (a D date and a T amount)');
  const classified = dated.map((d) => classifyDate(qifDateText(d.date as string)));
  const decimal = decideDecimal(dated.map((d) => d.amount as string));
  const dotted = dated.some((d) => /^\d{1,2}\.\d{1,2}\./.test((d.date as string).trim()));
  const order = decideOrder(
    classified.filter((c): c is ClassifiedDate => c !== null),
    dotted || decimal === ',',
  );
  const transactions = dated.map((d, i): StructuredTransaction => {
    const c = classified[i];
    const date = c ? resolveDate(c, order) : null;
    if (!date) throw new StatementError(`line ${d.line}: date "${(d.date as string).slice(0, 30)}" could not be read`);
    const amount = cleanDecimal(d.amount as string, decimal);
    if (amount === null) throw new StatementError(`line ${d.line}: amount "${d.amount?.slice(0, 30)}" is not a number`);
    return { line: d.line, date, amount, payee: d.payee || (d.number ? `Check ${d.number}` : ''), memo: d.memo };
  });
  const account: StatementAccount = {};
  const accountKind = KIND_BY_TYPE[kind];
  if (accountKind) account.kind = accountKind;
  return { transactions, account };
}
