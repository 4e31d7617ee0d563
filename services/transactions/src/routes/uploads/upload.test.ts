/**
 * The rules of the statement import: file checks with the spec's messages (nothing changes), duplicates, the
 * report and who may read it, the account, the Auto Categorise switch, and the categoriser answering, slow or down.
 */
import {
  CATEGORISE_BATCH_MAX,
  CATEGORISER_PATHS,
  categoriseRequestSchema,
  transactionListResponseSchema,
  UPLOAD_MAX_BYTES,
  uploadResultSchema,
  type Transaction,
} from '@tracker/contracts';
import type { ServiceApp } from '@tracker/service-kit';
import { unusedUrl } from '@tracker/service-kit/testing';
import { startFakeCategoriser, type FakeCategoriser } from '../../testing/fakeCategoriser';
import { useStartedHarness, testRequest, type TestUser } from '../../testing/harness';
import { DUPLICATE_REASON, IMPORT_BATCH_ROWS, MAX_BATCHES_IN_FLIGHT } from './service';

jest.setTimeout(60_000);

const h = useStartedHarness();

const STATEMENT = [
  'Date,Description,Amount',
  '2024-01-02,Coffee House,-3.50',
  '2024-01-02,Coffee House,-3.50',
  '2024-01-03,Grocer Mart,-42.10',
  '2024-01-04,Employer Salary,2000.00',
].join('\n');

function post(
  app: ServiceApp,
  user: TestUser,
  file: Buffer,
  filename: string,
  fields: Record<string, string> = {},
  contentType = 'text/csv',
) {
  let req = testRequest(app).post('/api/transactions/upload-fast').set('Cookie', user.cookie);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', file, { filename, contentType });
}

async function list(app: ServiceApp, user: TestUser, query = ''): Promise<Transaction[]> {
  const res = await testRequest(app).get(`/api/transactions?pageSize=100${query}`).set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return transactionListResponseSchema.parse(res.body).transactions;
}

function csvBody(res: { text?: string; body: unknown }): string {
  return Buffer.isBuffer(res.body) ? res.body.toString('utf8') : String(res.text);
}

async function downloadReport(app: ServiceApp, user: TestUser, token: string) {
  return testRequest(app).get(`/api/report/${token}`).set('Cookie', user.cookie).buffer(true);
}

describe('file checks (product.md › Validation rules messages; nothing changes)', () => {
  let app: ServiceApp;
  let categoriser: FakeCategoriser;

  beforeAll(async () => {
    categoriser = await startFakeCategoriser();
    app = h.app({ CATEGORISER_URL: categoriser.url });
  });
  afterAll(() => categoriser.close());

  async function expectRejected(
    user: TestUser,
    res: { status: number; body: { message?: string; error?: string; code?: string } },
    status: number,
    message: string,
    code?: string,
  ) {
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(res.body.error).toBe(message);
    if (code) expect(res.body.code).toBe(code);
    expect(await list(app, user)).toEqual([]);
  }

  it('refuses an unsupported format', async () => {
    const user = await h.user();
    const res = await post(app, user, Buffer.from(STATEMENT), 'notes.txt', {}, 'text/plain');
    await expectRejected(
      user,
      res,
      400,
      'File "notes.txt" is not a supported format. Please use CSV (.csv), Excel (.xlsx, .xls), OFX/QFX (.ofx, .qfx), QIF (.qif), CAMT.053 (.xml) or MT940 (.sta, .mt940) files',
      'INVALID_FILE_TYPE',
    );
  });

  it('refuses a suspicious extension even with a CSV type', async () => {
    const user = await h.user();
    const res = await post(app, user, Buffer.from(STATEMENT), 'statement.exe', {}, 'text/csv');
    await expectRejected(
      user,
      res,
      400,
      'File "statement.exe" has a suspicious extension and cannot be uploaded',
      'INVALID_FILE_TYPE',
    );
  });

  it('says a suspicious extension is suspicious whatever the type (setup.exe, evil.js, run.vbs, tool.BAT)', async () => {
    const user = await h.user();
    const files: Array<[string, string]> = [
      ['setup.exe', 'application/x-msdownload'],
      ['evil.js', 'text/javascript'],
      ['run.vbs', 'application/octet-stream'],
      ['tool.BAT', 'application/octet-stream'],
    ];
    for (const [name, type] of files) {
      const res = await post(app, user, Buffer.from(STATEMENT), name, {}, type);
      await expectRejected(
        user,
        res,
        400,
        `File "${name}" has a suspicious extension and cannot be uploaded`,
        'INVALID_FILE_TYPE',
      );
    }
  });

  it('refuses a file under 100 bytes as empty or corrupted', async () => {
    const user = await h.user();
    const res = await post(app, user, Buffer.from('Date,Description,Amount\n'), 'tiny.csv');
    await expectRejected(user, res, 400, 'File "tiny.csv" appears to be empty or corrupted', 'INVALID_FILE_CONTENT');
  });

  it('refuses a corrupt spreadsheet, a binary file and a file with no statement header', async () => {
    const user = await h.user();
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)]);
    await expectRejected(
      user,
      await post(
        app,
        user,
        zip,
        'broken.xlsx',
        {},
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
      400,
      'File "broken.xlsx" appears to be empty or corrupted: it could not be read as a spreadsheet',
      'INVALID_FILE_CONTENT',
    );
    const binary = Buffer.alloc(400);
    for (let i = 0; i < binary.length; i++) binary[i] = (i * 37) % 256;
    await expectRejected(
      user,
      await post(app, user, binary, 'random.csv'),
      400,
      'File "random.csv" appears to be empty or corrupted: it is not a text or spreadsheet file',
      'INVALID_FILE_CONTENT',
    );
    const prose = Buffer.from(
      'This is a letter, not a bank statement.\nIt has lines, but no dates and no amounts at all.\nKind regards from the sender.\n',
    );
    await expectRejected(
      user,
      await post(app, user, prose, 'letter.csv'),
      400,
      'File "letter.csv" appears to be empty or corrupted: no header row with a date and an amount column was found',
      'INVALID_FILE_CONTENT',
    );
    const headerOnly = Buffer.from(
      `Date,Description,Amount,Institution,Reference,Category,Notes,Balance\n${' '.repeat(60)}\n`,
    );
    await expectRejected(
      user,
      await post(app, user, headerOnly, 'header.csv'),
      400,
      'File "header.csv" appears to be empty or corrupted: it has a header but no transaction rows',
      'INVALID_FILE_CONTENT',
    );
  });

  it('refuses a file over 50MB with its name and size', async () => {
    const user = await h.user();
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    const res = await post(app, user, big, 'huge.csv');
    await expectRejected(user, res, 413, 'File "huge.csv" (50.00MB) exceeds the 50MB limit', 'FILE_TOO_LARGE');
  });

  it('asks for a file when none is sent, and refuses anonymous uploads', async () => {
    const user = await h.user();
    const res = await testRequest(app)
      .post('/api/transactions/upload-fast')
      .set('Cookie', user.cookie)
      .field('accountId', '');
    await expectRejected(user, res, 400, 'Please select files to upload');
    const anonymous = await testRequest(app)
      .post('/api/transactions/upload-fast')
      .attach('file', Buffer.from(STATEMENT), 'a.csv');
    expect(anonymous.status).toBe(401);
  });

  it("refuses another user's account and a bad autoCategorise value", async () => {
    const owner = await h.user();
    const accounts = await testRequest(app).get('/api/bank-accounts').set('Cookie', owner.cookie);
    const ownersAccount = (accounts.body as Array<{ id: string }>)[0].id;
    const user = await h.user();
    const res = await post(app, user, Buffer.from(STATEMENT), 's.csv', { accountId: ownersAccount });
    await expectRejected(user, res, 404, 'Bank account not found');
    await expectRejected(
      user,
      await post(app, user, Buffer.from(STATEMENT), 's.csv', { accountId: 'nope' }),
      404,
      'Bank account not found',
    );
    await expectRejected(
      user,
      await post(app, user, Buffer.from(STATEMENT), 's.csv', { autoCategorise: 'maybe' }),
      400,
      'autoCategorise must be true or false',
    );
    expect(await list(app, owner)).toEqual([]);
  });
});

describe('duplicates, accounts and the report', () => {
  let app: ServiceApp;
  let categoriser: FakeCategoriser;

  beforeAll(async () => {
    categoriser = await startFakeCategoriser({
      categorise: () => ({ category: 'Groceries', confidence: 0.95, stage: 'model' }),
    });
    app = h.app({ CATEGORISER_URL: categoriser.url });
  });
  afterAll(() => categoriser.close());

  it('keeps two equal coffees of one file, and a re-imported overlap adds nothing but the new rows', async () => {
    const user = await h.user();
    const first = uploadResultSchema.parse((await post(app, user, Buffer.from(STATEMENT), 'jan.csv')).body);
    expect(first).toMatchObject({ totalRows: 4, successfulRows: 4, errorRows: 0, duplicateRows: 0 });
    const coffees = (await list(app, user)).filter((t) => t.description === 'Coffee House');
    expect(coffees).toHaveLength(2);

    const overlap = `${STATEMENT}\n2024-01-05,Book Store,-12.00\n2024-01-02,Coffee House,-3.50\n`;
    const second = uploadResultSchema.parse((await post(app, user, Buffer.from(overlap), 'jan-again.csv')).body);
    // The third equal coffee is new (the file has three of them); the first four rows are not.
    expect(second).toMatchObject({ totalRows: 6, successfulRows: 2, errorRows: 0, duplicateRows: 4 });
    const all = await list(app, user);
    expect(all).toHaveLength(6);
    expect(all.filter((t) => t.description === 'Coffee House')).toHaveLength(3);

    const again = uploadResultSchema.parse((await post(app, user, Buffer.from(overlap), 'jan-third.csv')).body);
    expect(again).toMatchObject({ successfulRows: 0, duplicateRows: 6 });
    expect(await list(app, user)).toHaveLength(6);

    const res = await downloadReport(app, user, second.reportUrl ?? '');
    expect(res.status).toBe(200);
    const lines = csvBody(res)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Line,Outcome,Reason,Row',
      `2,Duplicate,${DUPLICATE_REASON},"2024-01-02,Coffee House,-3.50"`,
      `3,Duplicate,${DUPLICATE_REASON},"2024-01-02,Coffee House,-3.50"`,
      `4,Duplicate,${DUPLICATE_REASON},"2024-01-03,Grocer Mart,-42.10"`,
      `5,Duplicate,${DUPLICATE_REASON},"2024-01-04,Employer Salary,2000.00"`,
      '6,Imported,,"2024-01-05,Book Store,-12.00"',
      '7,Imported,,"2024-01-02,Coffee House,-3.50"',
    ]);
    // A clean import's report lists every row as imported (not an empty header).
    const clean = csvBody(await downloadReport(app, user, first.reportUrl ?? ''))
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(clean).toEqual([
      'Line,Outcome,Reason,Row',
      '2,Imported,,"2024-01-02,Coffee House,-3.50"',
      '3,Imported,,"2024-01-02,Coffee House,-3.50"',
      '4,Imported,,"2024-01-03,Grocer Mart,-42.10"',
      '5,Imported,,"2024-01-04,Employer Salary,2000.00"',
    ]);
  });

  it('lists every rejected row with its line and reason; only the owner may download the report', async () => {
    const user = await h.user();
    const csv = [
      'Date,Description,Amount',
      '2024-02-01,Good row,-1.00',
      ',No date,-2.00',
      '2024-02-30,Impossible date,-3.00',
      '2024-02-03,No amount,',
      '2024-02-04,Bad amount,twelve',
      '2024-02-05,,-6.00',
      '=2024-02-06,"=HYPERLINK(""http://evil"")",-7.00',
    ].join('\n');
    const result = uploadResultSchema.parse((await post(app, user, Buffer.from(csv), 'mixed.csv')).body);
    expect(result).toMatchObject({ totalRows: 7, successfulRows: 1, errorRows: 6, duplicateRows: 0 });
    expect(result.reportUrl).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await downloadReport(app, user, result.reportUrl ?? '');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="import_report_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(
      csvBody(res)
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Line,Outcome,Reason,Row',
      '2,Imported,,"2024-02-01,Good row,-1.00"',
      '3,Rejected,Date is missing,",No date,-2.00"',
      '4,Rejected,"Date ""2024-02-30"" is not a valid date","2024-02-30,Impossible date,-3.00"',
      '5,Rejected,Amount is missing,"2024-02-03,No amount,"',
      '6,Rejected,"Amount ""twelve"" could not be read","2024-02-04,Bad amount,twelve"',
      '7,Rejected,Description is missing,"2024-02-05,,-6.00"',
      // A row that would run as a formula in a spreadsheet is neutralised.
      '8,Rejected,"Date ""=2024-02-06"" could not be read","\'=2024-02-06,""=HYPERLINK(""""http://evil"""")"",-7.00"',
    ]);
    const stranger = await h.user();
    const denied = await downloadReport(app, stranger, result.reportUrl ?? '');
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ message: 'Report not found' });
    expect((await downloadReport(app, user, 'no-such-report-token-000')).status).toBe(404);
  });

  it('imports into the Default Account, or another account of the user by accountId', async () => {
    const user = await h.user();
    await post(app, user, Buffer.from(STATEMENT), 'a.csv');
    const rows = await list(app, user);
    expect(new Set(rows.map((t) => t.accountName))).toEqual(new Set(['Default Account']));
    // A second account (made by naming it on a transaction), then an import into it.
    const moved = await testRequest(app)
      .put(`/api/transactions/${rows[0].id}/account`)
      .set('Cookie', user.cookie)
      .send({ accountName: 'Savings Account' });
    expect(moved.status).toBe(200);
    const savingsId = (moved.body as Transaction).accountId ?? '';
    const res = await post(app, user, Buffer.from(STATEMENT), 'b.csv', { accountId: savingsId });
    expect(uploadResultSchema.parse(res.body)).toMatchObject({ successfulRows: 4, duplicateRows: 0 });
    expect((await list(app, user, `&account=${savingsId}`)).length).toBe(5);
  });
});

describe('categorisation', () => {
  it('categorises through the categoriser: confident answers are AI, low-confidence ones wait in Pending', async () => {
    const categoriser = await startFakeCategoriser({
      categorise: (row) =>
        row.description.startsWith('Coffee')
          ? { category: 'Dining Out', confidence: 0.92, stage: 'memory' }
          : row.isIncome
            ? { category: 'Salary', confidence: 0.75, stage: 'model' }
            : { category: 'Groceries', confidence: 0.4, stage: 'llm' },
    });
    const app = h.app({ CATEGORISER_URL: categoriser.url, INTERNAL_TOKEN: 'internal-token-for-tests-0001' });
    try {
      const user = await h.user();
      await post(app, user, Buffer.from(STATEMENT), 's.csv');
      const rows = await list(app, user);
      const by = (d: string) => rows.find((t) => t.description === d);
      expect(by('Coffee House')).toMatchObject({
        category: 'Dining Out',
        aiCategorised: true,
        transactionType: 'Expense',
      });
      expect(by('Employer Salary')).toMatchObject({
        category: 'Salary',
        aiCategorised: true,
        transactionType: 'Income',
        isIncome: true,
      });
      expect(by('Grocer Mart')).toMatchObject({ category: 'Groceries', aiCategorised: true });
      const pending = await list(app, user, '&status=pending');
      expect(pending.map((t) => t.description)).toEqual(['Grocer Mart']);
      expect(categoriser.contractViolations).toEqual([]);
      const call = categoriser.calls.find((c) => c.path === CATEGORISER_PATHS.categorise);
      expect(call?.headers['x-internal-token']).toBe('internal-token-for-tests-0001');
      const request = categoriseRequestSchema.parse(call?.body);
      expect(request.userId).toBe(user.userId);
      expect(request.categories).toEqual(expect.arrayContaining(['Salary', 'Groceries', 'Dining Out', 'Transfer']));
      // The two equal coffees are asked about once.
      expect(request.transactions.map((t) => t.description).sort()).toEqual([
        'Coffee House',
        'Employer Salary',
        'Grocer Mart',
      ]);
    } finally {
      await categoriser.close();
    }
  });

  it("tells the categoriser the statement's currency, and the country it names (£: GB, €: none)", async () => {
    const categoriser = await startFakeCategoriser({
      categorise: () => ({ category: 'Groceries', confidence: 0.9, stage: 'brand' }),
    });
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    try {
      const user = await h.user();
      const account = async (name: string, currency: string) => {
        const res = await testRequest(app)
          .post('/api/bank-accounts')
          .set('Cookie', user.cookie)
          .send({ name, currency });
        expect(res.status).toBe(201);
        return (res.body as { id: string }).id;
      };
      const countries = () =>
        categoriser.calls
          .filter((c) => c.path === CATEGORISER_PATHS.categorise)
          .map((c) => categoriseRequestSchema.parse(c.body).country ?? null);
      // The file says its currency (£ in the amounts): the statement was paid in the United Kingdom.
      const pounds = ['Date,Description,Amount', '2024-02-01,BOOTS 1123 LEEDS,-£4.20'].join('\n');
      expect((await post(app, user, Buffer.from(pounds), 'gbp.csv')).status).toBe(200);
      // The file says nothing: the account's currency decides.
      const plain = ['Date,Description,Amount', '2024-02-02,COLES 0412 PERTH,-31.10'].join('\n');
      const aud = await account('CommBank', 'AUD');
      expect((await post(app, user, Buffer.from(plain), 'aud.csv', { accountId: aud })).status).toBe(200);
      // Euros are spent in twenty countries: no hint.
      const eur = await account('ING', 'EUR');
      const euros = ['Date,Description,Amount', '2024-02-03,LIDL 0042 BERLIN,-12.00'].join('\n');
      expect((await post(app, user, Buffer.from(euros), 'eur.csv', { accountId: eur })).status).toBe(200);
      expect(countries()).toEqual(['gb', 'au', null]);
      // And the amounts' currency, whatever country it names.
      expect(
        categoriser.calls
          .filter((c) => c.path === CATEGORISER_PATHS.categorise)
          .map((c) => categoriseRequestSchema.parse(c.body).currency),
      ).toEqual(['GBP', 'AUD', 'EUR']);
      expect(categoriser.contractViolations).toEqual([]);
    } finally {
      await categoriser.close();
    }
  });

  it('sends large imports in batches of at most CATEGORISE_BATCH_MAX rows', async () => {
    const categoriser = await startFakeCategoriser({
      categorise: () => ({ category: 'Shopping', confidence: 0.8, stage: 'model' }),
    });
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    try {
      const user = await h.user();
      const lines = ['Date,Description,Amount'];
      for (let i = 0; i < 4100; i++)
        lines.push(`2024-03-${String((i % 28) + 1).padStart(2, '0')},Order ${i},-${(i % 90) + 1}.25`);
      const result = uploadResultSchema.parse((await post(app, user, Buffer.from(lines.join('\n')), 'big.csv')).body);
      expect(result).toMatchObject({ totalRows: 4100, successfulRows: 4100, errorRows: 0 });
      const sizes = categoriser.calls
        .filter((c) => c.path === CATEGORISER_PATHS.categorise)
        .map((c) => categoriseRequestSchema.parse(c.body).transactions.length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(4100);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(CATEGORISE_BATCH_MAX);
      const page = await testRequest(app).get('/api/transactions?status=pending').set('Cookie', user.cookie);
      expect(page.body.totalTransactions).toBe(0);
    } finally {
      await categoriser.close();
    }
  }, 60_000);

  it('completes the import with every row in Pending when the categoriser is down', async () => {
    const app = h.app({ CATEGORISER_URL: await unusedUrl() });
    const user = await h.user();
    const result = uploadResultSchema.parse((await post(app, user, Buffer.from(STATEMENT), 's.csv')).body);
    expect(result).toMatchObject({ successfulRows: 4, errorRows: 0 });
    const pending = await list(app, user, '&status=pending');
    expect(pending).toHaveLength(4);
    for (const t of pending) expect(t).toMatchObject({ category: null, aiCategorised: false });
  });

  it('completes the import when the categoriser is slow: one timed-out call, then the rest goes to Pending', async () => {
    const categoriser = await startFakeCategoriser({
      delayMs: 120_000,
      categorise: () => ({ category: 'Shopping', confidence: 0.99, stage: 'model' }),
    });
    const app = h.app({ CATEGORISER_URL: categoriser.url, CATEGORISER_TIMEOUT_MS: '300' });
    try {
      const user = await h.user();
      // More batches than can be in flight, so the bound below shows that none was sent after the timeout.
      const rows = (MAX_BATCHES_IN_FLIGHT + 2) * IMPORT_BATCH_ROWS + 500;
      const lines = ['Date,Description,Amount'];
      for (let i = 0; i < rows; i++) lines.push(`2024-04-${String((i % 28) + 1).padStart(2, '0')},Item ${i},-1.00`);
      const started = Date.now();
      const result = uploadResultSchema.parse((await post(app, user, Buffer.from(lines.join('\n')), 'slow.csv')).body);
      // Far sooner than the categoriser's answers would come.
      expect(Date.now() - started).toBeLessThan(40_000);
      expect(result).toMatchObject({ successfulRows: rows });
      const page = await testRequest(app).get('/api/transactions?status=pending').set('Cookie', user.cookie);
      expect(page.body.totalTransactions).toBe(rows);
      // The batches in flight when the first call timed out were sent; none after it.
      expect(categoriser.calls.filter((c) => c.path === CATEGORISER_PATHS.categorise).length).toBeLessThanOrEqual(
        MAX_BATCHES_IN_FLIGHT,
      );
    } finally {
      await categoriser.close();
    }
  }, 60_000);

  it('leaves every row uncategorised in Pending when Auto Categorise is off', async () => {
    const categoriser = await startFakeCategoriser({
      categorise: () => ({ category: 'Shopping', confidence: 0.99, stage: 'model' }),
    });
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    try {
      const user = await h.user();
      await post(app, user, Buffer.from(STATEMENT), 's.csv', { autoCategorise: 'false' });
      // Nothing is categorised; only the merchant keys are asked for (each distinct description once).
      expect(categoriser.calls.map((c) => c.path)).toEqual([CATEGORISER_PATHS.merchants]);
      expect(categoriser.calls[0]?.body).toEqual({ descriptions: ['Coffee House', 'Grocer Mart', 'Employer Salary'] });
      const pending = await list(app, user, '&status=pending');
      expect(pending).toHaveLength(4);
      expect(pending.every((t) => t.category === null)).toBe(true);
    } finally {
      await categoriser.close();
    }
  });

  it("takes categories written in the file as the user's own (not AI, not pending)", async () => {
    const categoriser = await startFakeCategoriser({
      categorise: () => ({ category: 'Shopping', confidence: 0.99, stage: 'model' }),
    });
    const app = h.app({ CATEGORISER_URL: categoriser.url });
    try {
      const user = await h.user();
      const csv =
        'Date,Description,Amount,Category\n2024-05-01,Gym,-30.00,health & fitness\n2024-05-02,Pottery class,-25.00,Hobbies\n2024-05-03,Mystery,-1.00,\n';
      await post(app, user, Buffer.from(csv), 'cats.csv');
      const rows = await list(app, user);
      const by = (d: string) => rows.find((t) => t.description === d);
      expect(by('Gym')).toMatchObject({ category: 'Health & Fitness', aiCategorised: false });
      expect(by('Gym')?.reviewReason).toBe("From your bank's file: “health & fitness”");
      // A bank's word that is none of the user's categories is a hint only: the categoriser decides, no new category.
      expect(by('Pottery class')).toMatchObject({ category: 'Shopping', aiCategorised: true });
      expect(by('Mystery')).toMatchObject({ category: 'Shopping', aiCategorised: true });
      const cats = await testRequest(app).get('/api/user-categories').set('Cookie', user.cookie);
      expect(cats.body.expense).not.toEqual(expect.arrayContaining([{ name: 'Hobbies' }]));
      expect(categoriseRequestSchema.parse(categoriser.calls[0]?.body).transactions.map((t) => t.description)).toEqual([
        'Pottery class',
        'Mystery',
      ]);
    } finally {
      await categoriser.close();
    }
  });
});
