/**
 * OFX 1.x (SGML, leaf elements without end tags) and 2.x (XML), as .ofx or .qfx: bank (BANKMSGSRSV1) and credit card
 * (CREDITCARDMSGSRSV1) statements. FITID is the bank's id, DTPOSTED the date, NAME (or PAYEE.NAME) the payee, MEMO the
 * memo; CURDEF the currency, LEDGERBAL the balance, the message set and ACCTTYPE the account's kind. SGML and XML
 * alike are read into a tree in one linear pass (entity declarations are refused first, see xml.ts).
 */
import type { AccountKind } from '@tracker/contracts';
import { StatementError } from '../statementError';
import type { StatementAccount } from '../statementTypes';
import { decodeEntities, refuseEntityDeclarations } from './xml';
import { linesAt, many, plainDecimal, textIn, ymdOf } from './text';
import type { StructuredTransaction } from './transactions';

type Node = Record<string, unknown>;

const ARRAYS = new Set(['STMTTRN', 'STMTTRNRS', 'STMTRS', 'CCSTMTTRNRS', 'CCSTMTRS']);

interface Open {
  name: string;
  node: Node;
  at: number;
}

function addChild(parent: Node, name: string, value: unknown): void {
  const existing = parent[name];
  if (existing === undefined) parent[name] = ARRAYS.has(name) ? [value] : value;
  else if (Array.isArray(existing)) existing.push(value);
  else parent[name] = [existing, value];
}

/**
 * Closes the aggregate at `index` and everything opened inside it. An element opened after it that never saw its own
 * end tag was an empty SGML leaf (`<MEMO>` with no text), not an aggregate: it becomes '' and whatever was read
 * as its children goes back to its parent, innermost first.
 */
function closeAt(stack: Open[], index: number): void {
  for (let i = stack.length - 1; i > index; i--) {
    const { name, node } = stack[i];
    const parent = stack[i - 1].node;
    const slot = parent[name];
    if (Array.isArray(slot)) slot[slot.indexOf(node)] = '';
    else parent[name] = '';
    for (const [child, value] of Object.entries(node)) {
      for (const item of Array.isArray(value) ? value : [value]) addChild(parent, child, item);
    }
  }
  stack.length = index;
}

/**
 * OFX SGML (or XML) as a tree in one linear pass: an element followed by text is a leaf (its end tag, when the file
 * writes one, is passed over); an aggregate ends at its end tag. An aggregate never closed is a truncated file.
 */
export function ofxTree(body: string): Node {
  const root: Node = {};
  const stack: Open[] = [{ name: '', node: root, at: 0 }];
  const tag = /<(\/?)([A-Za-z0-9_.]+)[^>]*>([^<]*)/g;
  let leaf: string | undefined;
  for (let m = tag.exec(body); m !== null; m = tag.exec(body)) {
    const name = m[2].toUpperCase();
    if (m[1] === '/') {
      if (leaf === name) {
        leaf = undefined;
        continue;
      }
      leaf = undefined;
      const index = stack.findLastIndex((o) => o.name === name);
      if (index > 0) closeAt(stack, index);
      continue;
    }
    const text = m[3].trim();
    const parent = stack[stack.length - 1].node;
    if (text !== '') {
      addChild(parent, name, decodeEntities(text));
      leaf = name;
    } else {
      const node: Node = {};
      addChild(parent, name, node);
      stack.push({ name, node, at: m.index });
      leaf = undefined;
    }
  }
  if (stack.length > 1) {
    const open = stack[stack.length - 1];
    const [line] = linesAt(body, [open.at]);
    throw new StatementError(
      `the OFX file is cut short or not well-formed (line ${line}: <${open.name}> is never closed)`,
    );
  }
  return root;
}

const KIND_BY_ACCTTYPE: Record<string, AccountKind> = {
  CHECKING: 'checking',
  SAVINGS: 'savings',
  MONEYMRKT: 'savings',
  CD: 'savings',
  CREDITLINE: 'loan',
};

/** YYYYMMDD[HHMMSS[.XXX]][[±H:TZ]] → the date as written (the bank's day, not converted to UTC). */
function ofxDate(text: string, what: string) {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text.trim());
  if (!m) throw new StatementError(`${what} "${text.slice(0, 30)}" is not an OFX date`);
  return ymdOf(Number(m[1]), Number(m[2]), Number(m[3]), what, text);
}

function transactionOf(t: Node, line: number): StructuredTransaction {
  const date = ofxDate(textIn(t.DTPOSTED) || textIn(t.DTUSER), 'DTPOSTED');
  const payeeNode = t.PAYEE as Node | undefined;
  const payee = textIn(t.NAME) || (payeeNode ? textIn(payeeNode.NAME) : '');
  const memo = textIn(t.MEMO);
  const check = textIn(t.CHECKNUM);
  const transaction: StructuredTransaction = {
    line,
    date,
    amount: plainDecimal(textIn(t.TRNAMT), 'TRNAMT'),
    payee: payee || (check ? `Check ${check}` : ''),
    memo,
    type: textIn(t.TRNTYPE),
  };
  const fitid = textIn(t.FITID);
  if (fitid) transaction.bankId = fitid;
  return transaction;
}

interface OfxStatement {
  node: Node;
  creditCard: boolean;
}

function statementsOf(ofx: Node): OfxStatement[] {
  const found: OfxStatement[] = [];
  for (const trnrs of many(((ofx.BANKMSGSRSV1 ?? {}) as Node).STMTTRNRS as Node | Node[])) {
    for (const rs of many(trnrs.STMTRS as Node | Node[])) found.push({ node: rs, creditCard: false });
  }
  for (const trnrs of many(((ofx.CREDITCARDMSGSRSV1 ?? {}) as Node).CCSTMTTRNRS as Node | Node[])) {
    for (const rs of many(trnrs.CCSTMTRS as Node | Node[])) found.push({ node: rs, creditCard: true });
  }
  return found;
}

function accountOf({ node, creditCard }: OfxStatement): StatementAccount {
  const from = (creditCard ? node.CCACCTFROM : node.BANKACCTFROM) as Node | undefined;
  const account: StatementAccount = {};
  const kind = creditCard ? 'credit_card' : KIND_BY_ACCTTYPE[textIn(from?.ACCTTYPE).toUpperCase()];
  if (kind) account.kind = kind;
  const currency = textIn(node.CURDEF).toUpperCase();
  if (/^[A-Z]{3}$/.test(currency)) account.currency = currency;
  const number = textIn(from?.ACCTID);
  if (number) account.number = number;
  const ledger = node.LEDGERBAL as Node | undefined;
  if (ledger && textIn(ledger.BALAMT) !== '') {
    const date = ofxDate(textIn(ledger.DTASOF), 'DTASOF');
    const ymd = `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
    account.balance = { amount: plainDecimal(textIn(ledger.BALAMT), 'BALAMT'), date: ymd };
  }
  return account;
}

/** The OFX file's transactions and account; one account per file. */
export function readOfx(text: string): { transactions: StructuredTransaction[]; account: StatementAccount } {
  refuseEntityDeclarations(text, 'OFX');
  const start = text.search(/<OFX>/i);
  if (start < 0) throw new StatementError('it has no <OFX> element');
  const doc = ofxTree(text);
  const statements = statementsOf((doc.OFX ?? {}) as Node);
  if (statements.length === 0) throw new StatementError('the OFX file holds no bank or credit card statement');
  const numbers = new Set(statements.map((s) => accountOf(s).number ?? ''));
  if (numbers.size > 1) {
    throw new StatementError(`the OFX file holds ${numbers.size} accounts; please download one account per file`);
  }
  const offsets: number[] = [];
  const opening = /<STMTTRN>/gi;
  for (let m = opening.exec(text); m !== null; m = opening.exec(text)) offsets.push(m.index);
  const lines = linesAt(text, offsets);
  const transactions: StructuredTransaction[] = [];
  for (const s of statements) {
    const list = ((s.node.BANKTRANLIST ?? {}) as Node).STMTTRN as Node[] | undefined;
    for (const t of list ?? []) transactions.push(transactionOf(t, lines[transactions.length] ?? 1));
  }
  return { transactions, account: accountOf(statements[statements.length - 1]) };
}
