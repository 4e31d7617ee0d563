import { z } from 'zod';
import { callInternal, InternalCallError } from './internalClient';
import { closeServer, listenOnFreePort, unusedUrl } from './testing';

const schema = z.object({ count: z.number() });
const seen: Array<{ method?: string; url?: string; token?: string; body: string }> = [];

let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const { server, url: base } = await listenOnFreePort((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        token: req.headers['x-internal-token'] as string | undefined,
        body,
      });
      const answers: Record<string, [number, string]> = {
        '/ok': [200, '{"count":3}'],
        '/refuse': [503, '{"error":"down"}'],
        '/text': [200, 'not json'],
        '/other': [200, '{"count":"3"}'],
      };
      if (req.url === '/slow') return void setTimeout(() => res.end('{"count":1}'), 1000);
      const [status, text] = answers[req.url ?? ''] ?? [404, '{}'];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(text);
    });
  });
  url = base;
  close = () => closeServer(server);
});
afterAll(() => close());

// A generous deadline for the calls that answer at once (a loaded CI machine's first call can take hundreds of
// milliseconds); only the time-out case asks for a short one, against an answer held for a second.
const options = () => ({ baseUrl: url, token: 'secret-token', timeoutMs: 5000 });

async function failureOf(call: Promise<unknown>): Promise<InternalCallError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof InternalCallError) return err;
    throw err;
  }
  throw new Error('the call succeeded');
}

describe('callInternal', () => {
  it('sends the token and the JSON body and returns the parsed answer', async () => {
    await expect(callInternal(options(), 'POST', '/ok', { a: 1 }, schema)).resolves.toEqual({ count: 3 });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/ok', token: 'secret-token', body: '{"a":1}' });
    await callInternal({ ...options(), token: undefined }, 'DELETE', '/ok', undefined, schema);
    expect(seen.at(-1)).toEqual({ method: 'DELETE', url: '/ok', token: undefined, body: '' });
  });

  it('tells a refusal, a wrong answer, a timeout and a service that is down apart', async () => {
    const refused = await failureOf(callInternal(options(), 'GET', '/refuse', undefined, schema));
    expect([refused.kind, refused.status]).toEqual(['status', 503]);
    expect((await failureOf(callInternal(options(), 'GET', '/text', undefined, schema))).kind).toBe('body');
    expect((await failureOf(callInternal(options(), 'GET', '/other', undefined, schema))).kind).toBe('body');
    const hurried = { ...options(), timeoutMs: 300 };
    expect((await failureOf(callInternal(hurried, 'GET', '/slow', undefined, schema))).kind).toBe('timeout');
    const down = { ...options(), baseUrl: await unusedUrl() };
    expect((await failureOf(callInternal(down, 'GET', '/ok', undefined, schema))).kind).toBe('network');
  });
});
