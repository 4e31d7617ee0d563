/**
 * ISO 20022 cash management: CAMT.053 statements, and the entries of CAMT.052 reports and CAMT.054 notifications.
 * Per booked entry (Ntry): the booking date, the amount signed by CdtDbtInd, the related party (the creditor of money
 * out, the debtor of money in) as payee, the unstructured remittance (Ustrd) as memo, the entry reference (NtryRef,
 * else the servicer's reference) as the bank's id; per statement: IBAN, currency, opening and closing balances.
 */
import { formatYmd, type Ymd } from '../dates';
import { StatementError } from '../statementError';
import type { StatedBalance, StatementAccount } from '../statementTypes';
import { linesAt, many, negate, plainDecimal, textIn, ymdOf } from './text';
import type { StructuredTransaction } from './transactions';
import { parseXml } from './xml';

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});

const ARRAYS = new Set(['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Bal', 'Ustrd']);

/** Dt (2026-03-11) or DtTm (2026-03-11T10:00:00+01:00): the day as written. */
function dateOf(choice: unknown, what: string): Ymd | undefined {
  const n = node(choice);
  const text = textIn(n.Dt) || textIn(n.DtTm);
  if (text === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) throw new StatementError(`${what} "${text.slice(0, 30)}" is not an ISO date`);
  return ymdOf(Number(m[1]), Number(m[2]), Number(m[3]), what, text);
}

/** A party's name: Nm directly (camt.053.001.02) or under Pty (001.08 and later). */
const partyName = (party: unknown): string => textIn(node(party).Nm) || textIn(node(node(party).Pty).Nm);

function signed(amount: unknown, indicator: unknown): string {
  const value = plainDecimal(textIn(amount), 'Amt');
  return textIn(indicator) === 'DBIT' ? negate(value) : value;
}

function entryOf(entry: Node, line: number): StructuredTransaction | null {
  const status = textIn(entry.Sts) || textIn(node(entry.Sts).Cd);
  if (status !== '' && status !== 'BOOK') return null;
  const date = dateOf(entry.BookgDt, 'BookgDt') ?? dateOf(entry.ValDt, 'ValDt');
  if (!date) throw new StatementError(`the entry at line ${line} has no booking date`);
  const debit = textIn(entry.CdtDbtInd) === 'DBIT';
  const details = many(entry.NtryDtls as Node[]).flatMap((d) => many(node(d).TxDtls as Node[]));
  const first = node(details[0]);
  const parties = node(first.RltdPties);
  const payee =
    partyName(debit ? parties.Cdtr : parties.Dbtr) || partyName(debit ? parties.UltmtCdtr : parties.UltmtDbtr);
  const remittance = details.flatMap((d) => many(node(node(d).RmtInf).Ustrd as unknown[]).map(textIn)).filter(Boolean);
  const memo = remittance.join(' ') || textIn(first.AddtlTxInf) || textIn(entry.AddtlNtryInf);
  const transaction: StructuredTransaction = {
    line,
    date,
    amount: signed(entry.Amt, entry.CdtDbtInd),
    payee,
    memo,
    type: textIn(node(node(entry.BkTxCd).Prtry).Cd) || textIn(node(node(entry.BkTxCd).Domn).Cd),
  };
  const id = textIn(entry.NtryRef) || textIn(entry.AcctSvcrRef) || textIn(node(first.Refs).AcctSvcrRef);
  if (id) transaction.bankId = id;
  return transaction;
}

function balanceOf(balances: Node[], codes: string[]): StatedBalance | undefined {
  for (const code of codes) {
    const b = balances.find((x) => textIn(node(node(node(x).Tp).CdOrPrtry).Cd) === code);
    if (!b) continue;
    const date = dateOf(b.Dt, 'Bal/Dt');
    if (date) return { amount: signed(b.Amt, b.CdtDbtInd), date: formatYmd(date) };
  }
  return undefined;
}

function accountOf(report: Node): StatementAccount {
  const acct = node(report.Acct);
  const account: StatementAccount = {};
  const number = textIn(node(acct.Id).IBAN) || textIn(node(node(acct.Id).Othr).Id);
  if (number) account.number = number;
  const balances = many(report.Bal as Node[]);
  const currency = textIn(acct.Ccy) || String(node(node(balances[0]).Amt)['@_Ccy'] ?? '');
  if (/^[A-Z]{3}$/.test(currency)) account.currency = currency;
  const closing = balanceOf(balances, ['CLBD', 'ITBD', 'CLAV']);
  if (closing) account.balance = closing;
  const opening = balanceOf(balances, ['OPBD', 'PRCD']);
  if (opening) account.openingBalance = opening;
  return account;
}

export function readCamt(text: string): { transactions: StructuredTransaction[]; account: StatementAccount } {
  const doc = node(parseXml(text, 'CAMT', ARRAYS).Document);
  const container = node(doc.BkToCstmrStmt ?? doc.BkToCstmrAcctRpt ?? doc.BkToCstmrDbtCdtNtfctn);
  const reports = many((container.Stmt ?? container.Rpt ?? container.Ntfctn) as Node[]);
  if (reports.length === 0) throw new StatementError('the CAMT file holds no statement, report or notification');
  const accounts = new Set(reports.map((r) => accountOf(r).number ?? ''));
  if (accounts.size > 1) {
    throw new StatementError(`the CAMT file holds ${accounts.size} accounts; please download one account per file`);
  }
  const offsets: number[] = [];
  const opening = /<(?:\w+:)?Ntry>/g;
  for (let m = opening.exec(text); m !== null; m = opening.exec(text)) offsets.push(m.index);
  const lines = linesAt(text, offsets);
  const transactions: StructuredTransaction[] = [];
  let index = 0;
  for (const report of reports) {
    for (const entry of many(report.Ntry as Node[])) {
      const t = entryOf(entry, lines[index++] ?? 1);
      if (t) transactions.push(t);
    }
  }
  const account = accountOf(reports[reports.length - 1]);
  const first = accountOf(reports[0]).openingBalance;
  if (first) account.openingBalance = first;
  return { transactions, account };
}
