/**
 * SWIFT MT940 (and the German banks' variant): :25: account, :60F:/:60M: opening and :62F:/:62M: closing balances,
 * one :61: line per transaction followed by its :86: information. The :86: text is read structured when it is:
 * /NAME/ and /REMI/ (Dutch and SEPA banks), ?20–?29 and ?60–?63 purpose with ?32–?33 the other party (German banks),
 * else its first line is the payee and the rest the memo. The booking date of :61: wins over its value date.
 */
import { formatYmd, type Ymd } from '../dates';
import { StatementError } from '../statementError';
import type { StatedBalance, StatementAccount } from '../statementTypes';
import { negate, plainDecimal, ymdOf } from './text';
import type { StructuredTransaction } from './transactions';

interface Field {
  tag: string;
  value: string;
  line: number;
}

/** The fields of the text (a field runs until the next line starting with :NN(A):, '-}' or '{'). */
function fieldsOf(text: string): Field[] {
  const fields: Field[] = [];
  let current: Field | undefined;
  let line = 0;
  for (const raw of text.split(/\r\n|\n|\r/)) {
    line++;
    const m = /^:(\d{2}[A-Z]?):(.*)$/.exec(raw);
    if (m) {
      current = { tag: m[1], value: m[2], line };
      fields.push(current);
    } else if (/^-\}?\s*$|^\{/.test(raw)) current = undefined;
    else if (current) current.value += `\n${raw}`;
  }
  return fields;
}

const yymmdd = (text: string, what: string): Ymd => {
  const y = Number(text.slice(0, 2));
  return ymdOf(y + (y < 80 ? 2000 : 1900), Number(text.slice(2, 4)), Number(text.slice(4, 6)), what, text);
};

/** :60F:C260301EUR1234,56 */
function balanceOf(value: string, tag: string): StatedBalance & { currency: string } {
  const m = /^([CD])(\d{6})([A-Z]{3})([\d,]+)/.exec(value.trim());
  if (!m) throw new StatementError(`:${tag}: "${value.slice(0, 30)}" is not an MT940 balance`);
  const amount = plainDecimal(m[4], `:${tag}:`);
  return { amount: m[1] === 'D' ? negate(amount) : amount, date: formatYmd(yymmdd(m[2], `:${tag}:`)), currency: m[3] };
}

/** :61:2603110311D12,50NMSCNONREF//BANKREF123 — value date, entry date, mark, amount, type, references. */
const LINE_61 = /^(\d{6})(\d{4})?(RC|RD|C|D)[A-Z]?([\d,]+)([NSF][A-Z0-9]{3})([^\n/]*)(?:\/\/([^\n]*))?/;

function statementLine(value: string, line: number): Omit<StructuredTransaction, 'payee' | 'memo'> {
  const m = LINE_61.exec(value.trim());
  if (!m) throw new StatementError(`line ${line}: :61: "${value.slice(0, 40)}" is not an MT940 statement line`);
  const valueDate = yymmdd(m[1], ':61:');
  let date = valueDate;
  if (m[2]) {
    // The entry (booking) date has no year: the value date's, or the next/previous one across a new year.
    const month = Number(m[2].slice(0, 2));
    let year = valueDate.y;
    if (month === 12 && valueDate.m === 1) year--;
    else if (month === 1 && valueDate.m === 12) year++;
    date = ymdOf(year, month, Number(m[2].slice(2, 4)), ':61: entry date', m[2]);
  }
  const amount = plainDecimal(m[4], ':61:');
  // D and RC (a reversed credit) take money out.
  const out = m[3] === 'D' || m[3] === 'RC';
  // The bank's reference (after //) is the id; the customer's (NONREF, KREF+) repeats across rows.
  const bankRef = (m[7] ?? '').trim();
  const t: Omit<StructuredTransaction, 'payee' | 'memo'> = {
    line,
    date,
    amount: out ? negate(amount) : amount,
    type: m[5],
  };
  if (bankRef) t.bankId = bankRef;
  return t;
}

const SEPA_KEYS = /(EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE|IBAN|BIC)\+/g;

/** German ?NN sub-fields: ?00 booking text, ?20–?29 and ?60–?63 purpose, ?32–?33 the other party. */
function germanInfo(text: string): { payee: string; memo: string } {
  const parts = new Map<string, string>();
  for (const m of text.replace(/\n/g, '').matchAll(/\?(\d{2})([^?]*)/g)) {
    parts.set(m[1], (parts.get(m[1]) ?? '') + m[2]);
  }
  const join = (from: number, to: number) => {
    const out: string[] = [];
    for (let i = from; i <= to; i++) out.push(parts.get(String(i).padStart(2, '0')) ?? '');
    return out.join('');
  };
  let purpose = `${join(20, 29)}${join(60, 63)}`;
  const svwz = purpose.indexOf('SVWZ+');
  if (svwz >= 0) purpose = purpose.slice(svwz + 5).split(SEPA_KEYS)[0];
  else purpose = purpose.replace(SEPA_KEYS, ' ');
  return { payee: join(32, 33).trim() || (parts.get('00') ?? '').trim(), memo: purpose.replace(/\s+/g, ' ').trim() };
}

const SLASH_CODES =
  /\/(TRTP|IBAN|BIC|NAME|REMI|EREF|MARF|CSID|ORDP|BENM|CNTP|ADDR|ISDT|PURP|RTRN|ID|FX|CDTRREF|CDTRREFTP|ULTC|ULTD)\//g;

/** /CODE/value sub-fields (/NAME/, /REMI/, /CNTP/iban/bic/name/city). */
function slashInfo(text: string): { payee: string; memo: string } {
  const flat = text.replace(/\n/g, '');
  const parts = new Map<string, string>();
  const matches = [...flat.matchAll(SLASH_CODES)];
  matches.forEach((m, i) => {
    const end = i + 1 < matches.length ? (matches[i + 1].index ?? flat.length) : flat.length;
    const code = m[1];
    if (!parts.has(code)) parts.set(code, flat.slice((m.index ?? 0) + m[0].length, end));
  });
  const cntpName = (parts.get('CNTP') ?? '').split('/')[2] ?? '';
  const payee = (parts.get('NAME') ?? '').replace(/\/+$/, '').trim() || cntpName.trim();
  // Rabobank and ING write /REMI/USTD//text/ or /REMI/STRD/CUR/reference/.
  const remittance = (parts.get('REMI') ?? '').replace(/^(USTD\/\/|STRD\/CUR\/)/, '');
  const memo = (remittance || parts.get('EREF') || '').replace(/^\/+|\/+$/g, '').trim();
  return { payee, memo };
}

export function information(text: string): { payee: string; memo: string } {
  const trimmed = text.trim();
  if (/^(\d{3})?\?\d{2}/.test(trimmed.replace(/\n/g, ''))) return germanInfo(trimmed);
  if (/\/(NAME|REMI|CNTP)\//.test(trimmed)) return slashInfo(trimmed);
  const [first, ...rest] = trimmed.split('\n');
  return { payee: first.trim(), memo: rest.join(' ').replace(/\s+/g, ' ').trim() };
}

export function readMt940(text: string): { transactions: StructuredTransaction[]; account: StatementAccount } {
  const fields = fieldsOf(text);
  if (!fields.some((f) => f.tag === '61') && !fields.some((f) => f.tag.startsWith('60'))) {
    throw new StatementError('it holds no MT940 statement (:60F: balance or :61: line)');
  }
  const account: StatementAccount = {};
  const transactions: StructuredTransaction[] = [];
  let pending: Omit<StructuredTransaction, 'payee' | 'memo'> | undefined;
  const flush = (info: string) => {
    if (pending) transactions.push({ ...pending, ...information(info) });
    pending = undefined;
  };
  for (const f of fields) {
    if (f.tag === '61') {
      flush('');
      pending = statementLine(f.value, f.line);
    } else if (f.tag === '86') flush(f.value);
    else if (f.tag === '25') account.number = f.value.trim();
    else if (f.tag.startsWith('60') || f.tag.startsWith('62')) {
      flush('');
      const { currency, ...balance } = balanceOf(f.value, f.tag);
      account.currency = currency;
      if (f.tag.startsWith('62')) account.balance = balance;
      else account.openingBalance ??= balance;
    }
  }
  flush('');
  if (transactions.length === 0) throw new StatementError('the MT940 file holds no transactions');
  return { transactions, account };
}
