/**
 * An in-memory transactions API for component tests, injected as the api-client's fetch. It answers the calls
 * this area makes the way services/transactions does (contracts' shapes, filters, paging, 404 for unknown ids),
 * records every call, and can fail or hold a chosen call (answers built by shell-sdk's fakeResponse).
 */
import { createFakeFetch, type FakeAnswer, type FakeCall, type FakeFetch } from '@tracker/shell-sdk/testing';
import {
  DEFAULT_ACCOUNT_NAME,
  moneyToCents,
  POSSIBLE_TRANSFER_REASON,
  TRANSFER_TYPE_FILTER,
  type BankAccount,
  type RecurringListResponse,
  type Transaction,
  type UploadPreview,
  type UploadResult,
  type UserCategoriesResponse,
} from '@tracker/contracts';

import { recurringRoute } from './fakeRecurring';
import { rulesRoute, type FakeRules } from './fakeRules';

export type { FakeCall };

type Answer = FakeAnswer;

const error = (status: number, message: string, code?: string): Answer => ({
  status,
  body: { error: message, message, ...(code ? { code } : {}) },
});

let idCounter = 0;

export function makeTransaction(fields: Partial<Transaction> = {}): Transaction {
  idCounter += 1;
  return {
    id: `t${idCounter}`,
    date: '2025-01-15',
    description: `Transaction ${idCounter}`,
    category: 'Groceries',
    amount: '10.00',
    isIncome: false,
    transactionType: 'Expense',
    accountId: 'acc-default',
    accountName: DEFAULT_ACCOUNT_NAME,
    tags: [],
    source: 'upload',
    aiCategorised: true,
    ...fields,
  };
}

export interface FakeApiSeed {
  transactions?: Transaction[];
  categories?: Partial<UserCategoriesResponse>;
  tags?: string[];
  accounts?: BankAccount[];
  rules?: FakeRules['rules'];
  recurring?: RecurringListResponse;
}

export interface FakeApi extends FakeFetch {
  /** The user's rules and what running each on the stored rows answers (fakeRules.ts). */
  rules: FakeRules;
  /** What GET /api/recurring lists; PUT /api/recurring/:id sets a series' status (fakeRecurring.ts). */
  recurring: RecurringListResponse;
  transactions: Transaction[];
  deleted: Set<string>;
  categories: UserCategoriesResponse;
  tags: string[];
  accounts: BankAccount[];
  /** Answers uploads (default: every file imports 3 rows, report 'report-<n>'). */
  onUpload: (form: FormData) => Answer | Promise<Answer>;
  /** Answers upload previews (default: a confident layout of Date, Description, Amount, Institution). */
  onPreview: (form: FormData) => Answer | Promise<Answer>;
}

/** The preview of the example layout, read with no doubt. */
export function confidentPreview(fileName: string): UploadPreview {
  return {
    fileName,
    header: ['Date', 'Description', 'Amount', 'Institution'],
    samples: [['2025-01-02'], ['Coffee Shop'], ['-4.50'], ['Bank']],
    layout: { roles: ['date', 'description', 'amount', 'institution'], dateOrder: 'mdy', decimal: '.', sign: 'signed' },
    doubts: [],
    remembered: false,
    accountId: null,
    dataRows: 1,
    rows: [{ line: 2, date: '2025-01-02', description: 'Coffee Shop', amount: '4.50', isIncome: false }],
  };
}

export function createFakeApi(seed: FakeApiSeed = {}): FakeApi {
  let uploads = 0;
  const api: FakeApi = Object.assign(
    createFakeFetch((call) => route(api, call)),
    {
      transactions: [...(seed.transactions ?? [])],
      deleted: new Set<string>(),
      categories: { budget: [], income: [], savings: [], investment: [], expense: [], ...seed.categories },
      tags: [...(seed.tags ?? [])],
      rules: { rules: [...(seed.rules ?? [])], applied: new Map<string, number>() },
      recurring: seed.recurring ?? { charges: [], income: [] },
      accounts: seed.accounts ?? [
        {
          id: 'acc-default',
          name: DEFAULT_ACCOUNT_NAME,
          accountType: 'checking',
          accountNumber: '',
          balance: '0.00',
          currency: 'USD',
        },
        {
          id: 'acc-visa',
          name: 'Visa Card',
          accountType: 'credit',
          accountNumber: '4111111111111111',
          balance: '-40.00',
          currency: 'USD',
        },
      ],
      onPreview: (form: FormData): Answer => ({ status: 200, body: confidentPreview((form.get('file') as File).name) }),
      onUpload: (): Answer => {
        uploads += 1;
        return {
          status: 200,
          body: {
            totalRows: 3,
            successfulRows: 3,
            errorRows: 0,
            reportUrl: `report-${uploads}`,
            estimatedTime: 1,
          } satisfies UploadResult,
        };
      },
    },
  );
  return api;
}

function find(api: FakeApi, id: string): Transaction | undefined {
  return api.transactions.find((t) => t.id === id);
}

function byStatus(api: FakeApi, status: string) {
  return (t: Transaction): boolean => {
    const isDeleted = api.deleted.has(t.id);
    if (status === 'deleted') return isDeleted;
    if (isDeleted) return false;
    if (status === 'uploaded') return t.source === 'upload';
    if (status === 'manual') return t.source === 'manual';
    if (status === 'pending') return t.pending ?? !t.category;
    return true;
  };
}

function list(api: FakeApi, q: URLSearchParams): Answer {
  const page = Number(q.get('page') ?? 1);
  const pageSize = Number(q.get('pageSize') ?? 20);
  if (![20, 50, 100].includes(pageSize)) return error(400, 'Page size must be one of 20, 50, 100', 'VALIDATION_ERROR');
  const text = (name: string) => q.get(name)?.toLowerCase();
  const amount = q.get('amount');
  const rows = api.transactions
    .filter(byStatus(api, q.get('status') ?? 'all'))
    .filter((t) => !q.get('category') || t.category === q.get('category'))
    .filter(
      (t) =>
        !q.get('account') || (q.get('account') === 'manual' ? t.accountId === null : t.accountId === q.get('account')),
    )
    .filter((t) => !q.get('date') || t.date === q.get('date'))
    .filter((t) => !text('description') || t.description.toLowerCase().includes(text('description') ?? ''))
    .filter(
      (t) => !text('search') || `${t.description} ${t.category ?? ''}`.toLowerCase().includes(text('search') ?? ''),
    )
    .filter((t) =>
      text('type') === TRANSFER_TYPE_FILTER
        ? Boolean(t.transfer)
        : !text('type') || t.transactionType?.toLowerCase() === text('type'),
    )
    .filter((t) => !q.get('source') || t.source === q.get('source'))
    .filter((t) => !amount || moneyToCents(t.amount) === moneyToCents(amount))
    .sort((a, b) => b.date.localeCompare(a.date));
  return {
    status: 200,
    body: {
      transactions: rows.slice((page - 1) * pageSize, page * pageSize),
      totalPages: Math.ceil(rows.length / pageSize),
      totalTransactions: rows.length,
    },
  };
}

/** The fake's merchant: the description's first word, upper-cased (the service asks the categoriser). */
export const fakeMerchant = (t: Transaction): string => (/[A-Za-z]+/.exec(t.description)?.[0] ?? '').toUpperCase();
const undecided = (t: Transaction) => Boolean(t.pending) || (t.confidence ?? null) !== null;

function editOne(api: FakeApi, id: string, apply: (t: Transaction) => void): Answer {
  const t = find(api, id);
  if (!t) return error(404, 'Transaction not found', 'NOT_FOUND');
  apply(t);
  return { status: 200, body: t };
}

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

async function route(api: FakeApi, call: FakeCall): Promise<Answer> {
  const { method, path } = call;
  const body = record(call.body);
  const edit = /^\/api\/transactions\/([^/]+)\/(type|tags|account|category)$/.exec(path);
  if (method === 'GET' && path === '/api/transactions') return list(api, call.query);
  if (method === 'GET' && path === '/api/tags') return { status: 200, body: api.tags };
  if (method === 'GET' && path === '/api/user-categories') return { status: 200, body: api.categories };
  if (method === 'GET' && path === '/api/bank-accounts') return { status: 200, body: api.accounts };
  if (method === 'PUT' && path === '/api/transactions/bulk-update') {
    const ids = (body.transactionIds as string[]).filter((id) => find(api, id));
    ids.forEach((id) => editOne(api, id, (t) => (t.category = String(body.category))));
    return { status: 200, body: { updatedCount: ids.length } };
  }
  if (method === 'DELETE' && path === '/api/transactions/bulk-delete') {
    const ids = (body.transactionIds as string[]).filter((id) => find(api, id) && !api.deleted.has(id));
    ids.forEach((id) => api.deleted.add(id));
    return { status: 200, body: { deletedCount: ids.length } };
  }
  if (method === 'PUT' && path === '/api/transactions/accept') {
    const rows = (body.transactionIds as string[])
      .map((id) => find(api, id))
      .filter((t) => t?.pending && t.category) as Transaction[];
    rows.forEach((t) => Object.assign(t, { pending: false, confidence: null }));
    return { status: 200, body: { updatedCount: rows.length } };
  }
  const merchant = /^\/api\/transactions\/([^/]+)\/(same-merchant|merchant-category)$/.exec(path);
  if (merchant) {
    const t = find(api, merchant[1] ?? '');
    if (!t) return error(404, 'Transaction not found', 'NOT_FOUND');
    const others = api.transactions.filter(
      (o) => o.id !== t.id && !api.deleted.has(o.id) && fakeMerchant(o) === fakeMerchant(t) && undecided(o),
    );
    if (method === 'GET') {
      return {
        status: 200,
        body: {
          merchant: fakeMerchant(t),
          otherRows: others.filter((o) => o.pending || o.category !== t.category).length,
        },
      };
    }
    for (const row of [t, ...others]) {
      Object.assign(row, { category: String(body.category), pending: false, confidence: null, aiCategorised: false });
    }
    return { status: 200, body: { updatedCount: others.length + 1 } };
  }
  if (method === 'PUT' && path === '/api/transactions/restore') {
    const ids = (body.transactionIds as string[]).filter((id) => api.deleted.delete(id));
    return { status: 200, body: { updatedCount: ids.length } };
  }
  if (method === 'DELETE' && path === '/api/transactions/all') {
    const count = api.transactions.length;
    api.transactions.splice(0);
    return { status: 200, body: { deletedCount: count } };
  }
  if (edit && method === 'PUT') {
    const [, id = '', field] = edit;
    return editOne(api, id, (t) => {
      if (field === 'type') t.transactionType = String(body.transactionType);
      if (field === 'tags') t.tags = body.tags as string[];
      if (field === 'category')
        Object.assign(t, { category: String(body.category), aiCategorised: false, pending: false, confidence: null });
      if (field === 'account') {
        const account = api.accounts.find((a) => a.name === body.accountName);
        t.accountName = String(body.accountName);
        t.accountId = account?.id ?? `acc-${String(body.accountName)}`;
      }
    });
  }
  if (method === 'POST' && path === '/api/transactions/manual') {
    const rows = body.transactions as Array<Record<string, unknown>>;
    const added = rows.map((row) =>
      makeTransaction({
        date: String(row.date),
        description: String(row.description),
        amount: Number(row.amount).toFixed(2),
        isIncome: Boolean(row.isIncome),
        category: String(row.category),
        transactionType: String(row.transactionType),
        tags: row.tags as string[],
        source: 'manual',
        accountId: null,
        accountName: null,
        aiCategorised: false,
      }),
    );
    api.transactions.push(...added);
    return { status: 200, body: { addedCount: added.length, transactions: added } };
  }
  if (method === 'POST' && path === '/api/bank-accounts') {
    const name = String(body.name ?? '').trim();
    if (api.accounts.some((a) => a.name.toLowerCase() === name.toLowerCase()))
      return error(409, 'An account with this name already exists', 'CONFLICT');
    const currency = String(body.currency) as BankAccount['currency'];
    const account: BankAccount = {
      id: `acc-${api.accounts.length + 1}`,
      name,
      accountType: 'Checking',
      accountNumber: '',
      balance: '0.00',
      currency,
      currencyDecided: true,
      ...(typeof body.kind === 'string' ? { kind: body.kind as BankAccount['kind'] } : {}),
    };
    api.accounts.push(account);
    return { status: 200, body: account };
  }
  const account = /^\/api\/bank-accounts\/([^/]+)$/.exec(path);
  if (account && (method === 'PUT' || method === 'DELETE')) return accountEdit(api, method, account[1] ?? '', body);
  const transfer = /^\/api\/transactions\/([^/]+)\/transfer$/.exec(path);
  if (transfer && (method === 'POST' || method === 'DELETE')) return transferEdit(api, method, transfer[1] ?? '', body);
  if (method === 'POST' && path === '/api/transactions/upload-preview') {
    if (!(call.body instanceof FormData)) return error(400, 'A file is required', 'BAD_REQUEST');
    return api.onPreview(call.body);
  }
  if (method === 'POST' && path === '/api/transactions/upload-fast') {
    if (!(call.body instanceof FormData)) return error(400, 'A file is required', 'BAD_REQUEST');
    return api.onUpload(call.body);
  }
  const report = /^\/api\/report\/(.+)$/.exec(path);
  if (method === 'GET' && report) {
    return {
      status: 200,
      blob: new Blob(['line,reason\n']),
      headers: { 'Content-Disposition': `attachment; filename="${report[1]}.csv"` },
    };
  }
  if (method === 'GET' && path === '/api/export/transactions') {
    return {
      status: 200,
      blob: new Blob(['xlsx']),
      headers: { 'Content-Disposition': 'attachment; filename="export.xlsx"' },
    };
  }
  const ruled = path.startsWith('/api/rules') ? rulesRoute(api.rules, api.transactions, call) : undefined;
  if (ruled) return ruled;
  const recurring = path.startsWith('/api/recurring') ? recurringRoute(api.recurring, call) : undefined;
  if (recurring) return recurring;
  return error(404, `No route for ${method} ${path}`, 'NOT_FOUND');
}

/** PUT /api/bank-accounts/:id (the fields given) and DELETE (only an account without live rows). */
function accountEdit(api: FakeApi, method: string, id: string, body: Record<string, unknown>): Answer {
  const account = api.accounts.find((a) => a.id === id);
  if (!account) return error(404, 'Bank account not found', 'NOT_FOUND');
  if (method === 'DELETE') {
    if (api.transactions.some((t) => t.accountId === id && !api.deleted.has(t.id)))
      return error(400, 'Only an account without transactions can be deleted', 'BAD_REQUEST');
    api.accounts.splice(api.accounts.indexOf(account), 1);
    return { status: 200, body: { deletedCount: 1 } };
  }
  const { openingBalance, openingBalanceDate, ...fields } = body;
  Object.assign(account, fields);
  if (typeof openingBalance === 'string') {
    account.balance = Number(openingBalance).toFixed(2);
    account.balanceAsOf = String(openingBalanceDate);
  }
  return { status: 200, body: account };
}

/** POST /api/transactions/:id/transfer (link with body.counterpartId) and DELETE ('Not a transfer', both sides). */
function transferEdit(api: FakeApi, method: string, id: string, body: Record<string, unknown>): Answer {
  const row = find(api, id);
  if (!row) return error(404, 'Transaction not found', 'NOT_FOUND');
  if (method === 'DELETE') {
    if (!row.transfer && row.reviewReason === POSSIBLE_TRANSFER_REASON) {
      // A possible transfer dismissed: spending, waiting only if it has no category.
      row.reviewReason = undefined;
      row.pending = row.category === null;
      return { status: 200, body: row };
    }
    if (!row.transfer) return error(400, 'This transaction is not a transfer', 'BAD_REQUEST');
    const other = find(api, row.transfer.transactionId);
    row.transfer = null;
    if (other) other.transfer = null;
    return { status: 200, body: row };
  }
  const other = find(api, String(body.counterpartId));
  if (!other) return error(404, 'Transaction not found', 'NOT_FOUND');
  if (other.accountId === row.accountId) return error(400, 'The other side must be in another account', 'BAD_REQUEST');
  const side = (t: Transaction, of: Transaction) => ({
    transactionId: of.id,
    accountId: of.accountId ?? 'manual',
    accountName: of.accountName ?? 'Manual Entries',
    direction: t.isIncome ? ('from' as const) : ('to' as const),
    linkedBy: 'user' as const,
  });
  row.transfer = side(row, other);
  other.transfer = side(other, row);
  return { status: 200, body: row };
}
