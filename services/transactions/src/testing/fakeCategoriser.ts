/**
 * A local HTTP server speaking the categoriser's internal contract (packages/contracts/src/categoriser.ts), for the
 * transactions service's tests: it checks every request against the contract schemas and answers as the test says
 * (categories by rule, an error status, or not in time). It stands in for our own categoriser service so the
 * transactions service's behaviour when that service answers, is slow or is down can be tested in isolation.
 */
import type { IncomingMessage, Server } from 'node:http';
import {
  CATEGORISER_PATHS,
  categoriseRequestSchema,
  insightsRequestSchema,
  learnRequestSchema,
  merchantsRequestSchema,
  type Categorisation,
  type CategoriseRequest,
  type InsightsRequest,
  type LearnRequest,
  type MerchantsRequest,
} from '@tracker/contracts';
import { closeServer, listenOnFreePort } from '@tracker/service-kit/fake-server';

/** The fake's merchant key: the description's first run of letters, upper-cased ('HEB #12 AUSTIN' -> 'HEB'). */
export function fakeMerchantKey(description: string): string {
  return (/\p{L}+/u.exec(description)?.[0] ?? '').toUpperCase();
}

export interface RecordedCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeCategoriserBehaviour {
  /** The answer for one row; default: no category. */
  categorise?: (
    row: CategoriseRequest['transactions'][number],
    request: CategoriseRequest,
  ) => Omit<Categorisation, 'id'>;
  insights?: (request: InsightsRequest) => string[];
  /** Answer every call with this status instead (e.g. 503). */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface FakeCategoriser {
  url: string;
  calls: RecordedCall[];
  behaviour: FakeCategoriserBehaviour;
  /** Calls whose body broke the contract (each answered 400). */
  contractViolations: string[];
  learned(): LearnRequest['examples'];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

export async function startFakeCategoriser(
  behaviour: FakeCategoriserBehaviour = {},
  port = 0,
): Promise<FakeCategoriser> {
  const fake: FakeCategoriser = {
    url: '',
    calls: [],
    behaviour,
    contractViolations: [],
    learned: () =>
      fake.calls
        .filter((c) => c.path === CATEGORISER_PATHS.learn)
        .flatMap((c) => learnRequestSchema.parse(c.body).examples),
    close: () => closeServer(server),
  };
  const { server, url }: { server: Server; url: string } = await listenOnFreePort(
    (req, res) => {
      void (async () => {
        const body = await readBody(req);
        fake.calls.push({ path: req.url ?? '', headers: req.headers, body });
        const b = fake.behaviour;
        if (b.delayMs) await new Promise((resolve) => setTimeout(resolve, b.delayMs).unref());
        const send = (status: number, payload: unknown) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        };
        if (b.status) return send(b.status, { error: 'unavailable', message: 'unavailable' });
        const check = <T>(schema: {
          safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } };
        }) => {
          const parsed = schema.safeParse(body);
          if (!parsed.success) {
            fake.contractViolations.push(`${req.url}: ${parsed.error.message}`);
            send(400, { error: 'contract', message: parsed.error.message });
            return null;
          }
          return parsed.data;
        };
        switch (req.url) {
          case CATEGORISER_PATHS.categorise: {
            const request = check<CategoriseRequest>(categoriseRequestSchema);
            if (!request) return;
            const answer = b.categorise ?? (() => ({ category: null, confidence: 0, stage: 'none' as const }));
            return send(200, {
              results: request.transactions.map((row) => ({
                id: row.id,
                merchant: fakeMerchantKey(row.description),
                ...answer(row, request),
              })),
            });
          }
          case CATEGORISER_PATHS.merchants: {
            const request = check<MerchantsRequest>(merchantsRequestSchema);
            if (!request) return;
            return send(200, { merchants: request.descriptions.map(fakeMerchantKey) });
          }
          case CATEGORISER_PATHS.learn: {
            const request = check<LearnRequest>(learnRequestSchema);
            if (!request) return;
            return send(200, { learned: request.examples.length });
          }
          case CATEGORISER_PATHS.insights: {
            const request = check<InsightsRequest>(insightsRequestSchema);
            if (!request) return;
            return send(200, { insights: b.insights ? b.insights(request) : [] });
          }
          default:
            return send(404, { error: 'not found', message: 'not found' });
        }
      })().catch((err: unknown) => {
        if (!res.headersSent) {
          res.writeHead(500);
          res.end(String(err));
        }
      });
    },
    { port },
  );
  fake.url = url;
  return fake;
}
