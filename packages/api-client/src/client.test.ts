import { type Transaction, UPLOAD_TIMEOUT_MESSAGE } from '@tracker/contracts';
import { type FetchLike, createApiClient } from './client';
import { ApiError, NetworkError, ResponseValidationError, UploadCancelledError, UploadTimeoutError } from './errors';
import { filenameFromContentDisposition } from './http';
import { apiClient, configureApiClient, resetApiClient } from './index';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fake fetch: records each call and answers with `respond` (an in-process stand-in for the network). */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const tx: Transaction = {
  id: 't1',
  date: '2025-03-01',
  description: 'Coffee',
  category: 'Food',
  amount: '4.50',
  isIncome: false,
  transactionType: 'Expense',
  accountId: 'a1',
  tags: [],
  source: 'manual',
  aiCategorised: false,
};
const page = { transactions: [tx], totalPages: 1, totalTransactions: 1 };

function setup(respond: (call: Call) => Response | Promise<Response>) {
  const { fetch, calls } = fakeFetch(respond);
  const onUnauthorized = jest.fn();
  const client = createApiClient({ fetch, onUnauthorized });
  return { client, calls, onUnauthorized };
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

describe('request: URL, credentials and bodies', () => {
  it('sends only the query fields that are set and not default', async () => {
    const { client, calls } = setup(() => json(page));
    await client.request('listTransactions', {
      query: {
        page: 1,
        pageSize: 20,
        status: 'all',
        category: 'Food',
        search: '',
        amount: 12.5,
        source: 'all',
        account: 'manual',
      },
    });
    expect(calls[0]?.url).toBe('/api/transactions?category=Food&amount=12.5&account=manual');
    await client.request('listTransactions', { query: { page: 2, pageSize: 100, status: 'deleted' } });
    expect(calls[1]?.url).toBe('/api/transactions?page=2&pageSize=100&status=deleted');
    await client.request('listTransactions');
    expect(calls[2]?.url).toBe('/api/transactions');
  });

  it('includes credentials, and a JSON content type only for JSON bodies', async () => {
    const { client, calls } = setup(() => json(tx));
    const updated = await client.request('updateTransactionType', {
      params: { id: 'a/b' },
      body: { transactionType: 'Income' },
    });
    expect(updated).toEqual(tx);
    const call = calls[0];
    expect(call?.url).toBe('/api/transactions/a%2Fb/type');
    expect(call?.init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"transactionType":"Income"}' });
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });

    const get = setup(() => json([]));
    await get.client.request('listTags');
    expect(get.calls[0]?.init.credentials).toBe('include');
    expect(get.calls[0]?.init.headers).not.toHaveProperty('Content-Type');
    expect(get.calls[0]?.init.body).toBeUndefined();
  });

  it('sends a JSON body on DELETE (bulk delete)', async () => {
    const { client, calls } = setup(() => json({ deletedCount: 2 }));
    const result = await client.request('bulkDeleteTransactions', { body: { transactionIds: ['a', 'b'] } });
    expect(result.deletedCount).toBe(2);
    expect(calls[0]?.init).toMatchObject({ method: 'DELETE', body: '{"transactionIds":["a","b"]}' });
  });

  it('sends FormData as is for multipart endpoints (the browser sets the boundary)', async () => {
    const { client, calls } = setup(() => json({ successfulRows: 3 }));
    const form = new FormData();
    form.append('file', new Blob(['asset,quantity\nBTC,1']), 'assets.csv');
    await expect(client.request('uploadAssets', { body: form })).resolves.toEqual({ successfulRows: 3 });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('uses baseUrl and the injected fetch, read at call time', async () => {
    const first = fakeFetch(() => json([]));
    const second = fakeFetch(() => json([]));
    let config = { fetch: first.fetch, baseUrl: 'https://x.test' };
    const client = createApiClient(() => config);
    await client.request('listTags');
    config = { fetch: second.fetch, baseUrl: '' };
    await client.request('listTags');
    expect(first.calls.map((c) => c.url)).toEqual(['https://x.test/api/tags']);
    expect(second.calls.map((c) => c.url)).toEqual(['/api/tags']);
  });
});

describe('request: the error rule of product.md › Messages and errors', () => {
  it('throws `${status}: ${text}` with the parsed JSON body', async () => {
    const body = {
      error: 'Budget type name is required',
      message: 'Budget type name is required',
      code: 'VALIDATION_ERROR',
    };
    const { client } = setup(() => json(body, 400));
    const error = await caught(client.request('createBudgetType', { body: { name: '', month: 1, year: 2025 } }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(body);
    expect(apiError.serverMessage).toBe('Budget type name is required');
    expect(apiError.code).toBe('VALIDATION_ERROR');
  });

  it('uses the status text when the body is empty, and keeps a text body as text', async () => {
    const empty = setup(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(empty.client.request('listTags')).rejects.toThrow(/^503: Service Unavailable$/);
    const text = setup(() => new Response('upstream broke', { status: 502, statusText: 'Bad Gateway' }));
    const error = (await caught(text.client.request('listTags'))) as ApiError;
    expect(error.message).toBe('502: upstream broke');
    expect(error.body).toBeUndefined();
  });

  it('on 401: calls the handler and throws "Session expired. Please log in again."', async () => {
    const { client, onUnauthorized } = setup(() => json({ error: 'Unauthorized', message: 'Unauthorized' }, 401));
    const error = (await caught(client.request('listAssets'))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Session expired. Please log in again.');
    expect(error.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("on 401 with on401: 'returnNull': resolves null and does not redirect", async () => {
    const { client, onUnauthorized } = setup(() => json({ error: 'Unauthorized', message: 'Unauthorized' }, 401));
    await expect(client.request('getUser', {}, { on401: 'returnNull' })).resolves.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 on a public call (login) is a plain failure whose `error` the form reads', async () => {
    const body = { error: 'Invalid email or password', message: 'Invalid email or password' };
    const { client, onUnauthorized } = setup(() => json(body, 401));
    const error = (await caught(client.request('login', { body: { email: 'a@b.co', password: 'x' } }))) as ApiError;
    expect(error.message).toBe(`401: ${JSON.stringify(body)}`);
    expect(error.body).toEqual(body);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('the default 401 handler sends the browser to /', async () => {
    const fake = { location: { href: '/budget' } };
    Object.defineProperty(globalThis, 'window', { value: fake, configurable: true, writable: true });
    try {
      const { fetch } = fakeFetch(() => new Response('', { status: 401 }));
      await expect(createApiClient({ fetch }).request('listAssets')).rejects.toThrow('Session expired');
      expect(fake.location.href).toBe('/');
    } finally {
      Reflect.deleteProperty(globalThis, 'window');
    }
  });

  it('wraps a failed fetch as a NetworkError, but lets an abort through', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.client.request('listTags')).rejects.toBeInstanceOf(NetworkError);
    const controller = new AbortController();
    controller.abort();
    const aborted = setup(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    const error = await caught(aborted.client.request('listTags', {}, { signal: controller.signal }));
    expect(error).toBeInstanceOf(DOMException);
  });
});

describe('request: response schemas', () => {
  it('rejects a response that does not match, naming the field', async () => {
    const { client } = setup(() => json({ ...page, transactions: [{ ...tx, amount: 4.5 }] }));
    const error = await caught(client.request('listTransactions'));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as Error).message).toMatch(
      /^Unexpected response from GET \/api\/transactions: transactions\.0\.amount: /,
    );
  });

  it('rejects a body that is not JSON and an empty body where data is promised', async () => {
    const html = setup(() => new Response('<html>', { status: 200 }));
    await expect(html.client.request('listTags')).rejects.toThrow(
      'Unexpected response from GET /api/tags: body is not JSON',
    );
    const empty = setup(() => new Response(null, { status: 204 }));
    await expect(empty.client.request('deleteAsset', { params: { id: 'x' } })).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
  });
});

describe('downloads', () => {
  it('returns the blob and the Content-Disposition file name, with the filters as query', async () => {
    const { client, calls } = setup(
      () =>
        new Response('xlsx-bytes', {
          headers: { 'Content-Disposition': 'attachment; filename="transactions_deleted_2025-03-01.xlsx"' },
        }),
    );
    const file = await client.request('exportTransactions', { query: { status: 'deleted', category: 'all' } });
    expect(calls[0]?.url).toBe('/api/export/transactions?status=deleted');
    expect(file.filename).toBe('transactions_deleted_2025-03-01.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
  });

  it('applies the error rule to raw calls', async () => {
    const { client } = setup(() => new Response('no such report', { status: 404, statusText: 'Not Found' }));
    await expect(client.downloadFile('/api/report/r1')).rejects.toThrow('404: no such report');
  });

  it('reads the file name forms of Content-Disposition', () => {
    expect(filenameFromContentDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.xlsx; filename=x.xlsx")).toBe(
      'résumé.xlsx',
    );
    expect(filenameFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromContentDisposition('inline')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});

describe('defaultQueryFn', () => {
  it('GETs the key parts joined with "/" and returns the JSON', async () => {
    const { client, calls } = setup(() => json({ assetId: 'a1', price: 101.5, error: null }));
    const data = await client.defaultQueryFn({ queryKey: ['/api/assets/price', 'a1'] });
    expect(data).toEqual({ assetId: 'a1', price: 101.5, error: null });
    expect(calls[0]?.url).toBe('/api/assets/price/a1');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('checks known endpoints against their schema', async () => {
    const { client } = setup(() => json({ insights: 'not a list' }));
    await expect(client.defaultQueryFn({ queryKey: ['/api/analytics/insights'] })).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
  });

  it('applies the error rule, and returnNull on 401 when asked', async () => {
    const { client, onUnauthorized } = setup(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(client.defaultQueryFn({ queryKey: ['/api/user'] })).rejects.toThrow(
      'Session expired. Please log in again.',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/user'] })).resolves.toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const failing = setup(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(failing.client.defaultQueryFn({ queryKey: ['/api/tags'] })).rejects.toThrow(
      '500: Internal Server Error',
    );
  });

  it('refuses key parts it cannot join', async () => {
    const { client, calls } = setup(() => json([]));
    await expect(client.defaultQueryFn({ queryKey: ['/api/transactions', { page: 2 }] })).rejects.toThrow(TypeError);
    expect(calls).toHaveLength(0);
  });
});

describe('upload', () => {
  const form = (): FormData => {
    const data = new FormData();
    data.append('file', new Blob(['Date,Description,Amount\n2025-01-01,Coffee,4.50']), 'statement.csv');
    return data;
  };
  /** A fetch that never answers and rejects when its signal aborts (like a browser). */
  const hanging: FetchLike = (_url, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  const result = { totalRows: 2, successfulRows: 2, errorRows: 0, reportUrl: 'r1', estimatedTime: 1 };

  it('aborts after the timeout with the 5-minute message', async () => {
    const client = createApiClient({ fetch: hanging });
    const error = await caught(client.upload('uploadTransactions', form(), { timeoutMs: 20 }));
    expect(error).toBeInstanceOf(UploadTimeoutError);
    expect((error as Error).message).toBe(
      'Upload timed out after 5 minutes. Please try with a smaller file or check your connection.',
    );
    expect(UPLOAD_TIMEOUT_MESSAGE).toBe((error as Error).message);
  });

  it('defaults the timeout to 300000 ms', async () => {
    jest.useFakeTimers();
    try {
      const client = createApiClient({ fetch: hanging });
      const pending = caught(client.upload('uploadTransactions', form()));
      await jest.advanceTimersByTimeAsync(299_999);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toBeInstanceOf(UploadTimeoutError);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells a cancel from a timeout', async () => {
    const client = createApiClient({ fetch: hanging });
    const controller = new AbortController();
    const pending = caught(
      client.upload('uploadTransactions', form(), { signal: controller.signal, timeoutMs: 10_000 }),
    );
    controller.abort();
    expect(await pending).toBeInstanceOf(UploadCancelledError);
  });

  it("non-OK without a body: 'Upload failed with status {code}'; otherwise the body's message, then error", async () => {
    const bare = setup(() => new Response(null, { status: 500 }));
    await expect(bare.client.upload('uploadTransactions', form())).rejects.toThrow(/^Upload failed with status 500$/);
    const withMessage = setup(() => json({ message: 'FILE_TOO_LARGE: use a file under 50MB', error: 'other' }, 413));
    const error = (await caught(withMessage.client.upload('uploadTransactions', form()))) as ApiError;
    expect(error.message).toBe('FILE_TOO_LARGE: use a file under 50MB');
    expect(error.status).toBe(413);
    const errorOnly = setup(() => json({ error: 'INVALID_FILE_TYPE' }, 400));
    await expect(errorOnly.client.upload('uploadTransactions', form())).rejects.toThrow(/^INVALID_FILE_TYPE$/);
  });

  it('sends the form with credentials, reports progress and parses the result', async () => {
    const { client, calls } = setup(() => json(result));
    const progress: number[] = [];
    const data = form();
    await expect(
      client.upload('uploadTransactions', data, { onProgress: (p) => progress.push(p.percent) }),
    ).resolves.toEqual(result);
    expect(calls[0]?.url).toBe('/api/transactions/upload-fast');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'include', body: data });
    expect(progress).toEqual([5, 90, 100]);
  });

  it('applies the 401 rule and the result schema', async () => {
    const expired = setup(() => new Response('', { status: 401 }));
    await expect(expired.client.upload('uploadBudget', form())).rejects.toThrow(
      'Session expired. Please log in again.',
    );
    expect(expired.onUnauthorized).toHaveBeenCalledTimes(1);
    const wrong = setup(() => json({ budgetTypesCreated: 'two' }));
    await expect(wrong.client.upload('uploadBudget', form())).rejects.toBeInstanceOf(ResponseValidationError);
  });
});

describe('shared client', () => {
  afterEach(() => resetApiClient());

  it('takes its fetch and 401 handler from configureApiClient', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('', { status: 401 }));
    const onUnauthorized = jest.fn();
    configureApiClient({ fetch, onUnauthorized });
    await expect(apiClient.request('getAccountStats')).rejects.toThrow('Session expired');
    expect(calls[0]?.url).toBe('/api/account/stats');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('builds URLs for query keys without fetching', () => {
    expect(apiClient.urlOf('listBudgetTypes', { query: { month: 3, year: 2025 } })).toBe(
      '/api/budget-types?month=3&year=2025',
    );
    expect(apiClient.urlOf('assetPrice', { params: { id: 'a 1' } })).toBe('/api/assets/price/a%201');
  });
});

// Compile-time checks (run by `tsc`): each directive below must meet a type error, or tsc reports it.
export async function typeChecks(): Promise<void> {
  const client = createApiClient();
  const user = await client.request('getUser', {}, { on401: 'returnNull' });
  const maybeNull: typeof user extends null ? never : null extends typeof user ? true : never = true;
  const list = await client.request('listTransactions', { query: { pageSize: 50 } });
  const firstAmount: string | undefined = list.transactions[0]?.amount;
  const upload = await client.upload('uploadTransactions', new FormData());
  const rows: number = upload.successfulRows;
  // @ts-expect-error: the id param is required
  await client.request('updateTransactionType', { body: { transactionType: 'Income' } });
  // @ts-expect-error: navigations are not requests
  await client.request('logout');
  // @ts-expect-error: only multipart endpoints can be uploaded to
  await client.upload('listTags', new FormData());
  // @ts-expect-error: pageSize is a number or numeric text
  await client.request('listTransactions', { query: { pageSize: true } });
  void [maybeNull, firstAmount, rows];
}
