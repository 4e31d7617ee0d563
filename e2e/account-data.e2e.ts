// "Download my data" and "Delete my account" across every area (issue 15), in Chromium through the gateway: the
// workbook holds what the user made in each area, and deleting the account removes it from every area's
// collections, ends the session and frees the e-mail for a new sign-up.
import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { MongoClient, ObjectId } from 'mongodb';
import { USER_DATA_COLLECTIONS } from '@tracker/contracts';
import { baseUrl } from './support/browser';
import { useBrowser } from './support/suite';

jest.setTimeout(180_000);

const chromium = useBrowser();
let client: MongoClient;

beforeAll(async () => {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set');
  client = await MongoClient.connect(uri);
});
afterAll(async () => {
  await client?.close();
});

const everyCollection = Object.values(USER_DATA_COLLECTIONS).flatMap((area) => [
  ...Object.values(area.exported),
  ...area.derived,
]);
const countOf = async (userId: string) => {
  const counts = await Promise.all(
    everyCollection.map(
      async (name) =>
        [
          name,
          await client
            .db()
            .collection(name)
            .countDocuments({ userId: { $in: [userId, new ObjectId(userId)] } }),
        ] as const,
    ),
  );
  return Object.fromEntries(counts.filter(([, n]) => n > 0));
};

it('downloads everything the user made in every area, then deletes it all with the account', async () => {
  const { context, user } = await chromium.signedIn({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  const api = context.request;
  const url = (path: string) => `${baseUrl()}${path}`;
  const now = new Date();
  const ok = async (response: { ok(): boolean; status(): number; text(): Promise<string> }) => {
    if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
  };
  await ok(
    await api.post(url('/api/transactions/manual'), {
      data: {
        transactions: [
          {
            date: '2025-03-01',
            description: 'Corner bakery',
            category: 'Dining Out',
            amount: 4.5,
            isIncome: false,
            transactionType: 'Expense',
            tags: [],
          },
        ],
      },
    }),
  );
  const type = await api.post(url('/api/budget-types'), {
    data: { name: 'Expenses', month: now.getMonth() + 1, year: now.getFullYear() },
  });
  await ok(type);
  await ok(
    await api.post(url('/api/budget-type-categories'), {
      data: {
        budgetTypeId: ((await type.json()) as { id: string }).id,
        name: 'Groceries',
        amount: 400,
        frequency: 'monthly',
        month: now.getMonth() + 1,
        year: now.getFullYear(),
      },
    }),
  );
  await ok(
    await api.post(url('/api/assets'), {
      data: { name: 'Family home', type: 'property_real_estate', description: 'Bought 2019', value: 420000 },
    }),
  );
  await ok(
    await api.post(url('/api/feedback'), {
      data: { type: 'feature', message: 'Please add a dark mode', category: 'feature' },
    }),
  );
  const features = (await (await api.get(url('/api/features'))).json()) as Array<{ id: string }>;
  await ok(await api.post(url(`/api/features/${features[0]?.id}/vote`)));
  const stored = await countOf(user.id);
  for (const name of ['transactions', 'budgettypes', 'budgetcategories', 'assets', 'feedbacks', 'votes'])
    expect(stored[name]).toBeGreaterThan(0);

  const page = await context.newPage();
  await page.goto(url('/account'));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
  const text = book.SheetNames.map((name) => XLSX.utils.sheet_to_csv(book.Sheets[name] as XLSX.WorkSheet)).join('\n');
  for (const made of ['Corner bakery', 'Groceries', 'Family home', 'Bought 2019', 'Please add a dark mode', user.email])
    expect(text).toContain(made);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(user.email);
  await dialog.getByRole('button', { name: /delete/i }).click();
  await page.waitForURL(url('/'));
  expect(await countOf(user.id)).toEqual({});
  expect((await api.get(url('/api/user'))).status()).toBe(401);
  const again = await api.post(url('/api/login'), { data: { email: user.email, password: user.password } });
  expect(again.status()).toBe(401);
});
