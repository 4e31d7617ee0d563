// Abuse and bad input (issue 16), driven by the endpoint map of @tracker/contracts so that every route of every
// area is covered as soon as it is in the map: operator objects ({"$ne": null}) and prototype keys in every field,
// deep nesting, wrong types, broken and oversized JSON, random bytes under every accepted file name and type,
// truncated workbooks, path traversal in ids, report and download names. Through the gateway, as a signed-in user.
// Every answer must be below 500, a 4xx must be JSON with a message, and the database must not change at all.
import { createHash, randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import * as XLSX from '@e965/xlsx';
import { endpoints, pathParamNames, type EndpointDefinition } from '@tracker/contracts';
import { z } from 'zod';
import { baseUrl } from './support/browser';
import { TEST_PASSWORD, uniqueEmail } from './support/session';

jest.setTimeout(180_000);

/** Collections that legitimately change on any request: the rolling session and the sign-in throttle. */
const VOLATILE_COLLECTION = /session|attempt/i;

const OPERATORS: unknown[] = [{ $ne: null }, { $gt: '' }, { $where: 'sleep(1000)' }, { $regex: '.*' }];
const PROTOTYPE_BODIES: string[] = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];
const WRONG_VALUES: unknown[] = [
  ...OPERATORS,
  ['a', 'b'],
  true,
  -1e308,
  'x'.repeat(100_000),
  null,
  { nested: { deeper: 1 } },
];
const PARAM_VALUES = [
  '%7B%22%24ne%22%3Anull%7D',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '__proto__',
  'constructor',
  '000000000000000000000000',
  'x'.repeat(3000),
  '%00',
];

function deepNesting(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

interface Case {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}

/** A valid value for each :param, so that body and query cases reach validation. */
const fillParams = (path: string, value = '000000000000000000000000') =>
  pathParamNames(path).reduce((p, name) => p.replace(`:${name}`, value), path);

function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  // Unwrap effects (pipe/transform/default) down to the object, if there is one.
  for (let i = 0; i < 5 && current && !(current instanceof z.ZodObject); i += 1) {
    const def = (current as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } }).def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

function workbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Date', 'Description', 'Amount'],
      ['2025-01-02', 'Fuzz', '1.00'],
    ]),
    'Sheet1',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function multipart(
  fileField: string,
  name: string,
  bytes: Buffer,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(fileField, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

function casesFor(name: string, def: EndpointDefinition): Case[] {
  const { method, path } = def;
  const cases: Case[] = [];
  const json = { 'content-type': 'application/json' };

  for (const value of PARAM_VALUES) {
    if (pathParamNames(path).length > 0)
      cases.push({ label: `param ${value.slice(0, 30)}`, method, path: fillParams(path, value) });
  }
  const target = fillParams(path);

  for (const key of fieldsOf(def.query)) {
    cases.push({ label: `query ${key}[$ne]`, method, path: `${target}?${key}[$ne]=1` });
    cases.push({ label: `query ${key} repeated`, method, path: `${target}?${key}=1&${key}=2` });
    cases.push({ label: `query ${key} huge`, method, path: `${target}?${key}=${'9'.repeat(4000)}` });
  }
  if (def.query)
    cases.push({
      label: 'query __proto__',
      method,
      path: `${target}?__proto__[polluted]=1&constructor[prototype][x]=1`,
    });

  if (def.kind === 'json' && def.body) {
    for (const key of fieldsOf(def.body)) {
      for (const value of WRONG_VALUES) {
        cases.push({
          label: `body ${key}=${JSON.stringify(value).slice(0, 30)}`,
          method,
          path: target,
          headers: json,
          body: JSON.stringify({ [key]: value }),
        });
      }
    }
    for (const body of [
      ...PROTOTYPE_BODIES,
      deepNesting(5000),
      '{"a":',
      '[]',
      '"text"',
      'null',
      randomBytes(256).toString('latin1'),
    ]) {
      cases.push({ label: `body ${body.slice(0, 30)}`, method, path: target, headers: json, body });
    }
    cases.push({
      label: 'body 3 MB',
      method,
      path: target,
      headers: json,
      body: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
    });
    cases.push({
      label: 'body as form',
      method,
      path: target,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name[$ne]=1',
    });
  }

  if (def.kind === 'multipart' && def.fileField) {
    const fields = Object.fromEntries(fieldsOf(def.body).map((key) => [key, '1']));
    const xlsx = workbook();
    const files: [string, Buffer, string][] = [
      ['statement.csv', randomBytes(4096), 'text/csv'],
      ['statement.xlsx', randomBytes(4096), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['statement.xls', randomBytes(4096), 'application/vnd.ms-excel'],
      [
        'statement.xlsx',
        xlsx.subarray(0, Math.floor(xlsx.length / 2)),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['empty.csv', Buffer.alloc(0), 'text/csv'],
      ['setup.exe', randomBytes(512), 'application/octet-stream'],
      ['../../etc/passwd.csv', randomBytes(512), 'text/csv'],
      ['nul\u0000name.csv', randomBytes(512), 'text/csv'],
    ];
    for (const [fileName, bytes, type] of files) {
      cases.push({
        label: `file ${fileName} (${bytes.length} bytes)`,
        method,
        path: target,
        body: multipart(def.fileField, fileName, bytes, type, fields),
      });
    }
    for (const key of fieldsOf(def.body)) {
      cases.push({
        label: `field ${key}[$ne]`,
        method,
        path: target,
        body: multipart(def.fileField, 'a.csv', randomBytes(512), 'text/csv', { ...fields, [`${key}[$ne]`]: '1' }),
      });
    }
    cases.push({
      label: 'json instead of multipart',
      method,
      path: target,
      headers: json,
      body: '{"file":{"$ne":null}}',
    });
    cases.push({
      label: 'broken multipart',
      method,
      path: target,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nhalf',
    });
  }
  return cases.map((c) => ({ ...c, label: `${name}: ${c.label}` }));
}

/** Path traversal in the names the browser downloads by. */
const TRAVERSAL_CASES: Case[] = [
  '/api/report/..%2F..%2F..%2Fetc%2Fpasswd',
  '/api/report/%2e%2e%2fsession-keys',
  '/api/report/....//....//data-encryption-key',
  '/api/download/..%2Fwealth-sample',
  '/api/export/..%2Ftransactions',
].map((path) => ({ label: `traversal ${path}`, method: 'GET', path }));

async function snapshotDatabase(client: MongoClient): Promise<Map<string, string>> {
  const db = client.db();
  const hashes = new Map<string, string>();
  for (const { name } of await db.listCollections().toArray()) {
    if (VOLATILE_COLLECTION.test(name)) continue;
    const hash = createHash('sha256');
    for await (const doc of db.collection(name).find().sort({ _id: 1 })) hash.update(JSON.stringify(doc));
    hashes.set(name, hash.digest('hex'));
  }
  return hashes;
}

let cookie = '';
let client: MongoClient;

beforeAll(async () => {
  const response = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: uniqueEmail('fuzz'),
      password: TEST_PASSWORD,
      firstName: 'Fuzz',
      lastName: 'Tester',
    }),
  });
  expect(response.status).toBe(200);
  cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Something of the user's own for a bad request to damage, if it could.
  const seeded = await fetch(`${baseUrl()}/api/transactions/manual`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      transactions: [
        {
          date: '2025-01-02',
          description: 'Fuzz seed',
          category: 'Groceries',
          amount: 12.5,
          isIncome: false,
          transactionType: 'Expense',
          tags: [],
        },
      ],
    }),
  });
  expect(seeded.status).toBe(201);
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI is not set');
  client = await MongoClient.connect(uri);
});

afterAll(async () => {
  await client?.close();
});

it('answers every malformed request on every route with a 4xx and a message, and changes nothing', async () => {
  const cases = [
    ...Object.entries(endpoints)
      // Calls that take no input (delete all, sync prices) get no case: any request to them is a legitimate one.
      .filter(([, def]) => def.kind !== 'navigation')
      .flatMap(([name, def]) => casesFor(name, def)),
    ...TRAVERSAL_CASES,
  ];
  expect(cases.length).toBeGreaterThan(500);
  const before = await snapshotDatabase(client);
  const failures: string[] = [];
  for (const c of cases) {
    const response = await fetch(`${baseUrl()}${c.path}`, {
      method: c.method,
      headers: { ...c.headers, cookie },
      body: c.method === 'GET' ? undefined : c.body,
      redirect: 'manual',
    });
    const text = await response.text();
    if (response.status >= 500) failures.push(`${c.label} -> ${response.status} ${text.slice(0, 120)}`);
    else if (response.status >= 400) {
      let message: unknown;
      try {
        message = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (typeof message !== 'string' || message === '')
        failures.push(`${c.label} -> ${response.status} without a JSON message: ${text.slice(0, 120)}`);
    }
  }
  expect(failures).toEqual([]);
  const after = await snapshotDatabase(client);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name),
  );
  expect(changed).toEqual([]);
  // No prototype was polluted in this process either (the services are other processes; their answers above show it).
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
