import { startTestDatabase, testRequest, type TestDatabase } from '@tracker/service-kit/testing';
import type { Connection } from 'mongoose';
import { createApp } from './app';
import { readConfig } from './config';

describe('wealth app', () => {
  let db: TestDatabase;
  let connection: Connection;

  beforeAll(async () => {
    db = await startTestDatabase();
    connection = await db.connection();
  });

  afterAll(async () => {
    await db.stop();
  });

  function app() {
    return createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: db.uri }) });
  }

  it('answers /healthz with the database up', async () => {
    const res = await testRequest(app()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', service: 'wealth', db: 'up' });
  });

  it('answers an unknown /api path with a 404 JSON envelope', async () => {
    const res = await testRequest(app()).get('/api/definitely-not-a-route');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({
      error: 'No endpoint matches GET /api/definitely-not-a-route.',
      message: 'No endpoint matches GET /api/definitely-not-a-route.',
    });
  });
});
