/** Test support: the budget service in-process on a real database (the docstore, or MONGODB_URI), signed-in users. */
import type { ServiceApp } from '@tracker/service-kit';
import { testRequest, useServiceHarness, type ServiceHarness, type TestUser } from '@tracker/service-kit/testing';
import { createApp } from '../app';
import { readConfig } from '../config';

export type { TestUser };
export type FileHarness = ServiceHarness<ServiceApp>;

/** Starts a database and a budget app before the calling file's tests and stops them after; read it inside tests. */
export function useHarness(): FileHarness {
  return useServiceHarness((connection, env) => createApp({ connection, config: readConfig(env) }));
}

/** A signed-in user's requests. */
export function as(app: ServiceApp, user: TestUser) {
  const r = testRequest(app);
  return {
    get: (path: string) => r.get(path).set('Cookie', user.cookie),
    post: (path: string, body?: object) => r.post(path).set('Cookie', user.cookie).send(body),
    put: (path: string, body?: object) => r.put(path).set('Cookie', user.cookie).send(body),
    delete: (path: string) => r.delete(path).set('Cookie', user.cookie),
    upload: (
      file: Buffer | string,
      name: string,
      fields: Record<string, string | number>,
      contentType = 'text/csv',
    ) => {
      let req = testRequest(app).post('/api/budget/upload').set('Cookie', user.cookie);
      for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
      return req.attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file), { filename: name, contentType });
    },
  };
}

export { testRequest };
