import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, errorEnvelopeSchema } from '@tracker/contracts';
import { startDocstore } from '@tracker/docstore';
import mongoose from 'mongoose';
import { Writable } from 'node:stream';
import pino from 'pino';
import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { badRequest, conflict, tooManyRequests } from './errors';
import { inputOf, validate } from './middleware/validate';
import { multipart, uploadedFile } from './middleware/body';
import { createService } from './service';
import { sessionCookieHeader } from './session';
import { startTestDatabase, testRequest, testSessionKeys, type TestDatabase } from './testing';

const config = { SESSION_KEYS: [...testSessionKeys], NODE_ENV: 'test' as const };

const echoSchemas = {
  body: z.object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required'),
    amount: z.number({ error: 'Amount must be a number' }),
    tags: z.array(z.string()).default([]),
  }),
};
const searchSchemas = {
  query: z.object({
    page: z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .default(1),
  }),
};
const itemSchemas = {
  params: z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'Invalid item id') }),
};

function testRouter(): Router {
  const router = new Router({ prefix: '/api' });
  const leakedFiles: string[] = [];
  router.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  router.get('/bad', () => {
    throw badRequest('That is not how this works.');
  });
  router.get('/conflict', () => {
    throw conflict('This name is already taken.');
  });
  router.get('/slow-down', () => {
    throw tooManyRequests('Too many attempts. Try again in a minute.', { retryAfterSeconds: 60 });
  });
  router.get('/ctx-throw', (ctx) => {
    ctx.throw(403, 'Not yours.');
  });
  router.get('/items', (ctx) => {
    ctx.body = [];
  });
  router.post('/items', (ctx) => {
    ctx.status = 201;
    ctx.body = {};
  });
  router.get('/items/:id', validate(itemSchemas), (ctx) => {
    ctx.body = { id: inputOf(ctx, itemSchemas).params.id };
  });
  router.post('/echo', validate(echoSchemas), (ctx) => {
    const { body } = inputOf(ctx, echoSchemas);
    ctx.body = body;
  });
  router.delete('/echo', validate(echoSchemas), (ctx) => {
    ctx.body = inputOf(ctx, echoSchemas).body;
  });
  router.get('/search', validate(searchSchemas), (ctx) => {
    const { query } = inputOf(ctx, searchSchemas);
    ctx.body = { page: query.page, type: typeof query.page };
  });
  router.post('/login', validate(endpoints.login), (ctx) => {
    const { body } = inputOf(ctx, endpoints.login);
    ctx.body = { email: body.email };
  });
  router.get('/unvalidated', (ctx) => {
    ctx.body = inputOf(ctx, searchSchemas);
  });
  router.post('/upload', multipart({ maxFileSize: 1024 }), (ctx) => {
    const file = uploadedFile(ctx, 'file');
    if (!file) throw badRequest('A file is required.');
    leakedFiles.push(file.filepath);
    ctx.body = {
      name: file.originalFilename,
      size: file.size,
      fields: ctx.request.body,
      existsDuringRequest: existsSync(file.filepath),
    };
  });
  router.get('/uploaded-files', (ctx) => {
    ctx.body = { stillThere: leakedFiles.filter((path) => existsSync(path)) };
  });
  return router;
}

describe('createService', () => {
  let db: TestDatabase;
  let connection: Connection;

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
  });

  afterAll(async () => {
    await db.stop();
  });

  function app(overrides: { INTERNAL_TOKEN?: string } = {}) {
    const internal = new Router({ prefix: '/internal' });
    internal.get('/ping', (ctx) => {
      ctx.body = { pong: true };
    });
    return createService({
      name: 'kit-test',
      connection,
      config: { ...config, ...overrides },
      routes: [testRouter(), internal],
    });
  }

  describe('error envelope', () => {
    it('answers a thrown 4xx with its message', async () => {
      const res = await testRequest(app()).get('/api/bad');
      expect(res.status).toBe(400);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({ error: 'That is not how this works.', message: 'That is not how this works.' });
    });

    it('answers conflict and http-errors thrown by ctx.throw', async () => {
      const conflictRes = await testRequest(app()).get('/api/conflict');
      expect(conflictRes.status).toBe(409);
      expect(conflictRes.body).toEqual({
        error: 'This name is already taken.',
        message: 'This name is already taken.',
      });
      const forbiddenRes = await testRequest(app()).get('/api/ctx-throw');
      expect(forbiddenRes.status).toBe(403);
      expect(forbiddenRes.body).toEqual({ error: 'Not yours.', message: 'Not yours.' });
    });

    it('sends the headers an error carries (Retry-After on 429)', async () => {
      const res = await testRequest(app()).get('/api/slow-down');
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('60');
      expect(res.body.message).toBe('Too many attempts. Try again in a minute.');
    });

    it('answers a plain Error as a generic 500 without leaking it', async () => {
      const res = await testRequest(app()).get('/api/boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Internal Server Error', message: 'Something went wrong. Please try again.' });
      expect(res.text).not.toContain('hunter2');
      expect(res.text).not.toContain('at ');
    });

    it('logs a 5xx with its stack and every request with id, method, path, status and duration', async () => {
      const lines: Array<Record<string, unknown>> = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
          done();
        },
      });
      const logger = pino({ level: 'info' }, sink);
      const service = createService({ name: 'kit-test', connection, config, logger, routes: [testRouter()] });
      await testRequest(service).get('/api/boom').set('X-Request-Id', 'log-test-1');
      const failure = lines.find((line) => line.msg === 'request failed');
      expect(failure).toMatchObject({ reqId: 'log-test-1', level: 50 });
      expect(JSON.stringify(failure)).toContain('database password is hunter2');
      expect(JSON.stringify(failure)).toMatch(/service\.test\.ts/);
      const request = lines.find((line) => line.msg === 'request');
      expect(request).toMatchObject({ reqId: 'log-test-1', method: 'GET', path: '/api/boom', status: 500 });
      expect(typeof request?.durationMs).toBe('number');
    });

    it('answers an unknown route with a 404 JSON envelope', async () => {
      const res = await testRequest(app()).get('/api/nothing-here?x=1');
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expect(res.body).toEqual({
        error: 'No endpoint matches GET /api/nothing-here.',
        message: 'No endpoint matches GET /api/nothing-here.',
      });
    });

    it('answers a known path with a wrong method as 405 with Allow', async () => {
      const res = await testRequest(app()).put('/api/items');
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('HEAD, GET, POST');
      expect(res.body).toEqual({
        error: 'PUT is not allowed on /api/items. Allowed: HEAD, GET, POST.',
        message: 'PUT is not allowed on /api/items. Allowed: HEAD, GET, POST.',
      });
    });
  });

  it('answers every error with the contracts envelope', async () => {
    const service = app();
    const responses = await Promise.all([
      testRequest(service).get('/api/bad'),
      testRequest(service).get('/api/boom'),
      testRequest(service).get('/api/nope'),
      testRequest(service).put('/api/items'),
      testRequest(service).get('/api/slow-down'),
      testRequest(service).post('/api/echo').send({ name: '' }),
      testRequest(service).post('/api/echo').set('Content-Type', 'application/json').send('{'),
      testRequest(service).post('/api/upload').attach('file', Buffer.alloc(2048, 'a'), 'big.csv'),
    ]);
    for (const res of responses) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.type).toBe('application/json');
      expect(errorEnvelopeSchema.strict().safeParse(res.body).success).toBe(true);
    }
  });

  describe('request bodies', () => {
    it('answers malformed JSON with a 400 envelope', async () => {
      const res = await testRequest(app())
        .post('/api/echo')
        .set('Content-Type', 'application/json')
        .send('{"name": "x", "amount": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'The request body is not valid JSON.',
        message: 'The request body is not valid JSON.',
      });
    });

    it('rejects a JSON body over 1 MB with 413', async () => {
      const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), amount: 1 });
      const res = await testRequest(app()).post('/api/echo').set('Content-Type', 'application/json').send(big);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'The request body is too large. The limit is 1 MB.',
        message: 'The request body is too large. The limit is 1 MB.',
      });
    });

    it('parses JSON bodies on DELETE too (bulk deletes)', async () => {
      const res = await testRequest(app()).delete('/api/echo').send({ name: 'a', amount: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ name: 'a', amount: 2, tags: [] });
    });

    it('parses urlencoded forms', async () => {
      const res = await testRequest(app()).post('/api/echo').type('form').send('name=x&amount=3');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Amount must be a number');
    });
  });

  describe('validate()', () => {
    it('hands the handler the parsed, typed body', async () => {
      const res = await testRequest(app()).post('/api/echo').send({ name: '  Ann  ', amount: 12.5, extra: 'dropped' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ name: 'Ann', amount: 12.5, tags: [] });
    });

    it('answers the first bad field with the schema message and lists the issues', async () => {
      const res = await testRequest(app()).post('/api/echo').send({ name: '', amount: 'ten' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Name is required',
        message: 'Name is required',
        details: [
          { path: 'name', message: 'Name is required' },
          { path: 'amount', message: 'Amount must be a number' },
        ],
      });
    });

    it('says a body is required when none was sent', async () => {
      const res = await testRequest(app()).post('/api/echo');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A request body is required.');
      const empty = await testRequest(app()).post('/api/echo').send({});
      expect(empty.body.message).toBe('Name is required');
      const plain = await testRequest(app()).post('/api/echo').set('Content-Type', 'text/plain').send('hello');
      expect(plain.status).toBe(400);
      expect(plain.body.message).toBe('A request body is required.');
    });

    it('coerces and checks the query string', async () => {
      const ok = await testRequest(app()).get('/api/search?page=3');
      expect(ok.body).toEqual({ page: 3, type: 'number' });
      const defaulted = await testRequest(app()).get('/api/search');
      expect(defaulted.body).toEqual({ page: 1, type: 'number' });
      const bad = await testRequest(app()).get('/api/search?page=0');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Page must be at least 1');
      expect(bad.body.details).toEqual([{ path: 'page', message: 'Page must be at least 1' }]);
    });

    it('checks route params', async () => {
      const bad = await testRequest(app()).get('/api/items/not-an-id');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid item id');
      const ok = await testRequest(app()).get('/api/items/0123456789abcdef01234567');
      expect(ok.body).toEqual({ id: '0123456789abcdef01234567' });
    });

    it('takes an endpoint of the contracts map as its schemas', async () => {
      const ok = await testRequest(app()).post('/api/login').send({ email: ' Ann@Example.com ', password: 'x' });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ email: 'ann@example.com' });
      const bad = await testRequest(app()).post('/api/login').send({ email: 'not-an-email', password: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        error: 'Invalid email format',
        message: 'Invalid email format',
        details: [{ path: 'email', message: 'Invalid email format' }],
      });
    });

    it('refuses to hand out input that was not validated', async () => {
      const res = await testRequest(app()).get('/api/unvalidated');
      expect(res.status).toBe(500);
    });
  });

  describe('multipart()', () => {
    it('accepts a file within the limit and removes the temporary file afterwards', async () => {
      const service = app();
      const res = await testRequest(service)
        .post('/api/upload')
        .field('accountId', 'acc-1')
        .attach('file', Buffer.from('Date,Description,Amount\n2025-01-01,Coffee,-3.50\n'), 'tx.csv');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        name: 'tx.csv',
        size: 48,
        fields: { accountId: 'acc-1' },
        existsDuringRequest: true,
      });
      const after = await testRequest(service).get('/api/uploaded-files');
      expect(after.body).toEqual({ stillThere: [] });
    });

    it('answers a file over maxFileSize with 413 FILE_TOO_LARGE', async () => {
      const res = await testRequest(app()).post('/api/upload').attach('file', Buffer.alloc(4096, 'a'), 'big.csv');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        error: 'The file is too large. The maximum size is 1 KB.',
        message: 'The file is too large. The maximum size is 1 KB.',
        code: 'FILE_TOO_LARGE',
      });
    });

    it('answers 413 cleanly when the file is far over the limit', async () => {
      const res = await testRequest(app())
        .post('/api/upload')
        .attach('file', Buffer.alloc(3 * 1024 * 1024, 'a'), 'huge.csv');
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('FILE_TOO_LARGE');
    });

    it('answers a non-multipart request to an upload route with 415', async () => {
      const res = await testRequest(app()).post('/api/upload').send({ file: 'nope' });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Send the upload as multipart/form-data.');
    });
  });

  describe('request id', () => {
    it('echoes the gateway X-Request-Id', async () => {
      const res = await testRequest(app()).get('/api/items').set('X-Request-Id', 'gw-123.abc');
      expect(res.headers['x-request-id']).toBe('gw-123.abc');
    });

    it('makes one when there is none or it is not an id', async () => {
      const res = await testRequest(app()).get('/api/items');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const spaced = await testRequest(app()).get('/api/items').set('X-Request-Id', 'not an id {"level":60}');
      expect(spaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const long = await testRequest(app()).get('/api/items').set('X-Request-Id', 'a'.repeat(200));
      expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps the request id on error responses', async () => {
      const res = await testRequest(app()).get('/api/boom').set('X-Request-Id', 'trace-1');
      expect(res.headers['x-request-id']).toBe('trace-1');
    });
  });

  describe('/internal/*', () => {
    it('is open when no INTERNAL_TOKEN is configured', async () => {
      const res = await testRequest(app()).get('/internal/ping');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ pong: true });
    });

    it('requires x-internal-token when INTERNAL_TOKEN is set', async () => {
      const token = 'internal-token-0123456789';
      const guarded = app({ INTERNAL_TOKEN: token });
      const missing = await testRequest(guarded).get('/internal/ping');
      expect(missing.status).toBe(403);
      expect(missing.body.message).toBe('This endpoint is for internal service calls only.');
      const wrong = await testRequest(guarded)
        .get('/internal/ping')
        .set('x-internal-token', 'internal-token-0123456780');
      expect(wrong.status).toBe(403);
      const right = await testRequest(guarded).get('/internal/ping').set('x-internal-token', token);
      expect(right.status).toBe(200);
      const publicRoute = await testRequest(guarded).get('/api/items');
      expect(publicRoute.status).toBe(200);
    });
  });

  describe('/healthz', () => {
    it('is 200 with the database up', async () => {
      const res = await testRequest(app()).get('/healthz');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', service: 'kit-test', db: 'up' });
    });

    it('is 503 once the connection is closed', async () => {
      const own = await db.connection();
      const service = createService({ name: 'kit-test', connection: own, config });
      expect((await testRequest(service).get('/healthz')).status).toBe(200);
      await own.close();
      const res = await testRequest(service).get('/healthz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: 'Service Unavailable',
        message: 'The database is not reachable.',
        status: 'unavailable',
        service: 'kit-test',
        db: 'down',
      });
    });

    it('is 503 when the database server stops answering', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'kit-health-'));
      const server = await startDocstore({ dataDir, port: 0 });
      const own = await mongoose
        .createConnection(`${server.uri}/health`, { serverSelectionTimeoutMS: 500 })
        .asPromise();
      try {
        const service = createService({ name: 'kit-test', connection: own, config });
        expect((await testRequest(service).get('/healthz')).status).toBe(200);
        await server.close();
        const res = await testRequest(service).get('/healthz');
        expect(res.status).toBe(503);
        expect(res.body.db).toBe('down');
        // A request that needs the database (its session) is a 503 too, not a 500.
        const signedIn = await testRequest(service)
          .get('/api/anything')
          .set('Cookie', sessionCookieHeader('a'.repeat(43), testSessionKeys));
        expect(signedIn.status).toBe(503);
        expect(signedIn.body).toEqual({
          error: 'Service Unavailable',
          message: 'The service is temporarily unavailable. Please try again.',
        });
      } finally {
        await own.close();
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
});
