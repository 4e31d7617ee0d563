/**
 * An in-memory community/account API for component tests, injected as the api-client's fetch. It answers the
 * calls this area makes the way the services do (contracts' shapes, 404 for unknown features, the feedback and
 * profile rules), records every call, and can answer a chosen call differently once (`intercept`), fail the
 * network (`offline`) or hold an answer until released (answers built by shell-sdk's fakeResponse).
 */
import { createFakeFetch, type FakeAnswer, type FakeCall, type FakeFetch } from '@tracker/shell-sdk/testing';
import {
  FEEDBACK_MIN_LENGTH,
  type AccountStats,
  type BankAccount,
  type Feature,
  type Feedback,
  type Profile,
} from '@tracker/contracts';

export type Answer = FakeAnswer;

export const errorAnswer = (status: number, message: string, code?: string): Answer => ({
  status,
  body: { error: status >= 500 ? 'Service Unavailable' : message, message, ...(code ? { code } : {}) },
});

export interface FakeApi extends FakeFetch {
  features: Feature[];
  votes: Set<string>;
  feedback: Feedback[];
  profile: Profile;
  stats: AccountStats;
  accounts: BankAccount[];
}

export function makeFeature(fields: Partial<Feature> = {}): Feature {
  return {
    id: 'f1',
    name: 'Dark mode',
    description: 'A dark theme.',
    status: 'planned',
    voteCount: 0,
    category: 'Design',
    ...fields,
  };
}

type Seed = Partial<Pick<FakeApi, 'features' | 'feedback' | 'profile' | 'stats' | 'accounts'>> & { votes?: string[] };

const DEFAULT_FEATURES = (): Feature[] => [
  makeFeature({ id: 'f1', name: 'Dark mode', status: 'under-review', voteCount: 2, category: 'Design' }),
  makeFeature({
    id: 'f2',
    name: 'Savings goals',
    description: 'Targets with dates.',
    status: 'planned',
    voteCount: 0,
    category: 'Budgeting',
  }),
];

const DEFAULT_ACCOUNTS = (): FakeApi['accounts'] => [
  {
    id: 'a1',
    name: 'Default Account',
    accountType: 'Checking',
    accountNumber: '',
    balance: '1234.50',
    currency: 'USD',
  },
  {
    id: 'a2',
    name: 'Visa Card',
    accountType: 'Credit Card',
    accountNumber: '****1234',
    balance: '-40.00',
    currency: 'USD',
  },
];

export function createFakeApi(seed: Seed = {}): FakeApi {
  const feedbackIds = { next: 0 };
  const api: FakeApi = Object.assign(
    createFakeFetch(
      (call) => featureRoute(api, call) ?? feedbackRoute(api, call, feedbackIds) ?? accountRoute(api, call),
    ),
    {
      features: seed.features ?? DEFAULT_FEATURES(),
      votes: new Set(seed.votes ?? []),
      feedback: seed.feedback ?? [],
      profile: seed.profile ?? {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        picture: null,
        createdAt: '2025-01-05T10:00:00.000Z',
      },
      stats: seed.stats ?? {
        totalTransactions: 12,
        totalBankAccounts: 2,
        totalAssets: 3,
        totalVotes: 1,
        totalFeedback: 4,
      },
      accounts: seed.accounts ?? DEFAULT_ACCOUNTS(),
    },
  );
  return api;
}

/** A call's JSON body as fields (empty when it has none). */
const fieldsOf = (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

/** The features list, the user's votes, and voting (a vote counts once, as the service's unique index makes it). */
function featureRoute(api: FakeApi, { method, path }: FakeCall): Answer | undefined {
  if (method === 'GET' && path === '/api/features') return { status: 200, body: api.features };
  if (method === 'GET' && path === '/api/features/votes')
    return { status: 200, body: [...api.votes].map((featureId) => ({ featureId })) };
  const vote = /^\/api\/features\/([^/]+)\/vote$/.exec(path);
  if (!vote || (method !== 'POST' && method !== 'DELETE')) return undefined;
  const feature = api.features.find((f) => f.id === vote[1]);
  if (!feature) return errorAnswer(404, 'Feature not found', 'NOT_FOUND');
  const had = api.votes.has(feature.id);
  if (method === 'POST' && !had) {
    api.votes.add(feature.id);
    feature.voteCount += 1;
  }
  if (method === 'DELETE' && had) {
    api.votes.delete(feature.id);
    feature.voteCount -= 1;
  }
  return {
    status: 200,
    body: { featureId: feature.id, voted: api.votes.has(feature.id), voteCount: feature.voteCount },
  };
}

/** The feedback history and sending feedback (the product's 10-character minimum). */
function feedbackRoute(api: FakeApi, { method, path, body }: FakeCall, ids: { next: number }): Answer | undefined {
  if (method === 'GET' && path === '/api/feedback') return { status: 200, body: api.feedback };
  if (method !== 'POST' || path !== '/api/feedback') return undefined;
  const fields = fieldsOf(body);
  const message = String(fields.message ?? '').trim();
  if (message.length < FEEDBACK_MIN_LENGTH)
    return errorAnswer(400, 'Message must be at least 10 characters', 'VALIDATION_ERROR');
  ids.next += 1;
  const type = String(fields.type ?? 'bug');
  const item: Feedback = {
    id: `fb${ids.next}`,
    type,
    category: String(fields.category ?? type),
    message,
    createdAt: new Date(Date.UTC(2025, 5, ids.next)).toISOString(),
  };
  api.feedback.unshift(item);
  return { status: 201, body: item };
}

/** Account Settings' calls: profile, home currency, statistics, bank accounts, the data download and deletion. */
function accountRoute(api: FakeApi, { method, path, body }: FakeCall): Answer {
  const fields = fieldsOf(body);
  if (method === 'GET' && path === '/api/account/profile') return { status: 200, body: api.profile };
  if (method === 'PUT' && path === '/api/account/profile') {
    api.profile = { ...api.profile, name: String(fields.name), email: String(fields.email).toLowerCase() };
    return { status: 200, body: api.profile };
  }
  if (method === 'PUT' && path === '/api/account/currency') {
    const homeCurrency = String(fields.homeCurrency ?? '').toUpperCase();
    if (!/^[A-Z]{3}$/.test(homeCurrency))
      return errorAnswer(400, 'Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    return { status: 200, body: { homeCurrency } };
  }
  if (method === 'GET' && path === '/api/account/stats') return { status: 200, body: api.stats };
  if (method === 'GET' && path === '/api/bank-accounts') return { status: 200, body: api.accounts };
  if (method === 'GET' && path === '/api/account/data') {
    return {
      status: 200,
      blob: new Blob(['xlsx']),
      headers: { 'Content-Disposition': 'attachment; filename="tracker-data-2025-06-01.xlsx"' },
    };
  }
  if (method === 'DELETE' && path === '/api/account') return { status: 200, body: { deleted: true } };
  if (method === 'GET' && path === '/api/user') return { status: 200, body: { id: 'u1', email: api.profile.email } };
  return errorAnswer(404, `No route for ${method} ${path}`, 'NOT_FOUND');
}
