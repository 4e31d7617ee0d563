// Encryption at rest (issue 16): after a user writes through every area (a manual transaction, an imported
// statement, a budget, an asset, feedback, a profile change), no file under the data folder holds any of it in
// plaintext: not the database's file or its WAL, not the gateway's logs, not anything else.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { baseUrl } from './support/browser';
import { TEST_PASSWORD, uniqueEmail } from './support/session';

jest.setTimeout(120_000);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return [];
    return stat.isDirectory() ? filesUnder(full) : stat.isFile() ? [full] : [];
  });
}

it('keeps nothing a user typed or uploaded in plaintext under the data folder', async () => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const marker = `Zyx${Date.now().toString(36)}Qw`;
  const email = uniqueEmail('atrest');
  const register = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'Rest', lastName: 'Encrypted' }),
  });
  expect(register.status).toBe(200);
  const cookie = register.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const send = async (method: string, route: string, body: unknown) => {
    const response = await fetch(`${baseUrl()}${route}`, {
      method,
      headers: { cookie, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
    expect([route, response.status < 300]).toEqual([route, true]);
  };
  const now = new Date();
  const statement = new FormData();
  statement.append(
    'file',
    new Blob(
      [`Date,Description,Amount\n2025-02-03,${marker} statement row,-12.34\n2025-02-04,Another ${marker} row,-5.00\n`],
      { type: 'text/csv' },
    ),
    'statement.csv',
  );

  await send('POST', '/api/transactions/manual', {
    transactions: [
      {
        date: '2025-02-01',
        description: `${marker} manual`,
        category: `${marker} category`,
        amount: 9.5,
        isIncome: false,
        transactionType: 'Expense',
        tags: [`${marker}tag`],
      },
    ],
  });
  await send('POST', '/api/transactions/upload-fast', statement);
  await send('POST', '/api/budget-types', {
    name: `${marker} budget`,
    month: now.getMonth() + 1,
    year: now.getFullYear(),
  });
  await send('POST', '/api/assets', {
    name: `${marker} house`,
    type: 'property_real_estate',
    description: `${marker} notes`,
    value: 350000,
  });
  await send('POST', '/api/feedback', { type: 'bug', message: `${marker} feedback message`, category: 'bug' });
  await send('PUT', '/api/account/profile', { name: `${marker} Person`, email });

  const files = filesUnder(dataDir);
  // The store and its WAL (the latest writes) are there, open, and hold none of it.
  expect(files.some((file) => file.endsWith('docstore.db'))).toBe(true);
  expect(files.some((file) => file.endsWith('docstore.db-wal'))).toBe(true);
  const holding = files.filter((file) => readFileSync(file).includes(Buffer.from(marker)));
  expect(holding).toEqual([]);
});
