import {
  CATEGORY_CONFIDENCE_THRESHOLD,
  DEFAULT_CATEGORIES,
  categoriseResponseSchema,
  type Categorisation,
} from '@tracker/contracts';
import { globalModel } from '../model/globalModel';
import { row, startTestService, type TestService } from '../testing';
import {
  promptRows,
  startFakeOpenAi,
  type ChatCompletionRequest,
  type FakeOpenAiServer,
  type FakeReply,
} from './testing/fakeOpenAi';

/** A categorise request's row, with the bank file's category when it has one. */
type Row = ReturnType<typeof row> & { bankCategory?: string };

/** Names the offline model cannot place (checked in each test before the LLM is involved). */
function opaque(tag: string, i: number): string {
  const letters = 'QXZVKJWYHB';
  const code = Array.from(`${tag.charCodeAt(0) * 100 + i}`, (digit) => letters[Number(digit)]).join('');
  return `ZQ${code}X VK${code.split('').reverse().join('')}`;
}

/** Answers every prompt row from a table keyed by description (null when not in the table). */
function answerFrom(
  table: Record<string, string | null>,
  confidence = 'high',
): (request: ChatCompletionRequest) => FakeReply {
  return (request) => ({
    structured: {
      answers: promptRows(request).map((prompt) => ({
        id: prompt.id,
        category: table[prompt.description] ?? null,
        confidence,
      })),
    },
  });
}

describe('the LLM stage (through a local OpenAI-compatible server)', () => {
  let service: TestService;
  let llm: FakeOpenAiServer;

  beforeAll(async () => {
    service = await startTestService();
    llm = await startFakeOpenAi(() => ({ status: 500, body: { error: { message: 'not set' } } }));
    globalModel();
  }, 60_000);

  afterAll(async () => {
    await llm.close();
    await service.stop();
  });

  beforeEach(() => {
    llm.requests.length = 0;
  });

  function env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: llm.baseURL,
      OPENAI_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '5000',
      ...extra,
    };
  }

  async function categorise(
    transactions: Row[],
    environment: Record<string, string> | null,
    categories = DEFAULT_CATEGORIES,
  ) {
    const res = await service
      .request(environment ?? {})
      .post('/internal/categorise')
      .send({ userId: 'llm-user', categories, transactions });
    expect(res.status).toBe(200);
    return Object.fromEntries(categoriseResponseSchema.parse(res.body).results.map((r) => [r.id, r])) as Record<
      string,
      Categorisation
    >;
  }

  async function expectUncertainOffline(transactions: Row[]) {
    const offline = await categorise(transactions, null);
    for (const t of transactions) expect(offline[t.id]?.confidence).toBeLessThan(CATEGORY_CONFIDENCE_THRESHOLD);
    return offline;
  }

  it('asks only about rows still below the threshold, with an enum of the user’s categories plus null, and uses the answer', async () => {
    const unknown = opaque('a', 1);
    const rows = [
      row('u', `${unknown} 4411 ST LOUIS MO`, '84.12'),
      row('k', 'STARBUCKS STORE 10293 SEATTLE WA', '5.45'),
    ];
    await expectUncertainOffline([rows[0] as ReturnType<typeof row>]);
    llm.setBehaviour(answerFrom({ [unknown]: 'Groceries' }));

    const results = await categorise(rows, env());
    expect(results.u).toEqual({
      id: 'u',
      category: 'Groceries',
      confidence: 0.9,
      stage: 'llm',
      merchant: expect.any(String),
    });
    expect(results.k).toMatchObject({ category: 'Dining Out', stage: 'brand' });

    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0] as ChatCompletionRequest;
    expect(request.model).toBe('test-model');
    expect(promptRows(request)).toEqual([{ id: 'r1', direction: 'out', amount: '84.12', description: unknown }]);
    const schema = request.response_format?.json_schema;
    expect(request.response_format?.type).toBe('json_schema');
    expect(schema?.strict).toBe(true);
    const items = (
      schema?.schema.properties as { answers: { items: { properties: { category: { enum: unknown[] } } } } }
    ).answers.items;
    expect(items.properties.category.enum).toEqual([...DEFAULT_CATEGORIES, null]);
  });

  it('shows the LLM each amount with the request’s currency, when it names one', async () => {
    const unknown = opaque('y', 1);
    await expectUncertainOffline([row('y', `${unknown}`, '1280')]);
    llm.setBehaviour(answerFrom({ [unknown]: 'Dining Out' }));
    const res = await service
      .request(env())
      .post('/internal/categorise')
      .send({
        userId: 'llm-user',
        categories: DEFAULT_CATEGORIES,
        currency: 'JPY',
        transactions: [row('y', `${unknown}`, '1280')],
      });
    expect(res.status).toBe(200);
    expect(llm.requests).toHaveLength(1);
    expect(promptRows(llm.requests[0] as ChatCompletionRequest)).toEqual([
      { id: 'r1', direction: 'out', amount: '1280 JPY', description: unknown },
    ]);
  });

  it('gives the LLM a row’s bank category as a labelled field, and asks a merchant apart under each bank word', async () => {
    const unknown = opaque('k', 1);
    const rows: Row[] = [
      { ...row('a', unknown, '30.00'), bankCategory: 'Miscellaneous' },
      { ...row('b', unknown, '30.00'), bankCategory: 'Other | Misc' },
      row('c', unknown, '30.00'),
    ];
    await expectUncertainOffline(rows);
    llm.setBehaviour((request) => ({
      structured: {
        answers: promptRows(request).map((prompt) => ({
          id: prompt.id,
          category: prompt.bankCategory === 'Miscellaneous' ? 'Shopping' : null,
          confidence: 'high',
        })),
      },
    }));
    const results = await categorise(rows, env());
    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0] as ChatCompletionRequest;
    expect(promptRows(request)).toEqual([
      { id: 'r1', direction: 'out', amount: '30.00', description: unknown, bankCategory: 'Miscellaneous' },
      { id: 'r2', direction: 'out', amount: '30.00', description: unknown, bankCategory: 'Other Misc' },
      { id: 'r3', direction: 'out', amount: '30.00', description: unknown },
    ]);
    expect(JSON.stringify(request.messages)).toContain('never an allowed category by itself');
    expect(results.a).toMatchObject({ category: 'Shopping', stage: 'llm' });
    expect(results.b?.stage).not.toBe('llm');
    expect(results.c?.stage).not.toBe('llm');
  });

  it('caches answers per merchant: the next import asks nothing', async () => {
    const unknown = opaque('b', 1);
    llm.setBehaviour(answerFrom({ [unknown]: 'Shopping' }));
    expect((await categorise([row('1', `POS ${unknown} 12 DALLAS TX`, '40.00')], env()))['1']).toMatchObject({
      category: 'Shopping',
      stage: 'llm',
    });
    expect(llm.requests).toHaveLength(1);
    llm.setBehaviour(answerFrom({ [unknown]: 'Travel' }));
    const again = await categorise([row('2', `${unknown} #9 AUSTIN TX`, '12.00')], env());
    expect(again['2']).toMatchObject({ category: 'Shopping', stage: 'llm' });
    expect(llm.requests).toHaveLength(1);
  });

  it('works with function calling for servers without json_schema', async () => {
    const unknown = opaque('c', 1);
    llm.setBehaviour(answerFrom({ [unknown]: 'Entertainment' }));
    const results = await categorise([row('f', unknown, '30.00')], env({ LLM_STRUCTURED_OUTPUT: 'functionCalling' }));
    expect(results.f).toMatchObject({ category: 'Entertainment', stage: 'llm' });
    const request = llm.requests[0] as ChatCompletionRequest;
    expect(request.tools?.[0]?.function.name).toBe('categorise_transactions');
    expect(request.response_format).toBeUndefined();
  });

  it('sends batches of at most 25 rows, one question per merchant', async () => {
    const names = Array.from({ length: 55 }, (_, i) => opaque('d', i));
    const table = Object.fromEntries(names.map((name) => [name, 'Shopping']));
    llm.setBehaviour(answerFrom(table));
    // Every merchant twice: 110 rows, 55 questions.
    const rows = names.flatMap((name, i) => [
      row(`${i}a`, `${name} 1001 DENVER CO`, '20.00'),
      row(`${i}b`, `POS ${name} 2002 BOULDER CO`, '25.00'),
    ]);
    const results = await categorise(rows, env());
    expect(llm.requests.map((request) => promptRows(request).length).sort((a, b) => b - a)).toEqual([25, 25, 5]);
    const asked = llm.requests.flatMap((request) => promptRows(request).map((prompt) => prompt.description));
    expect(new Set(asked).size).toBe(55);
    expect(Object.values(results).every((result) => result.category === 'Shopping' && result.stage === 'llm')).toBe(
      true,
    );
  });

  it('ignores an answer outside the user’s categories and keeps the valid ones of the same batch', async () => {
    const [good, bad] = [opaque('e', 1), opaque('e', 2)];
    llm.setBehaviour((request) => ({
      structured: {
        answers: promptRows(request).map((prompt) => ({
          id: prompt.id,
          category: prompt.description === good ? 'Groceries' : 'Pizza',
          confidence: 'high',
        })),
      },
    }));
    const offline = await expectUncertainOffline([row('g', good, '30.00'), row('b', bad, '30.00')]);
    const results = await categorise([row('g', good, '30.00'), row('b', bad, '30.00')], env());
    expect(results.g).toMatchObject({ category: 'Groceries', stage: 'llm' });
    expect(results.b).toEqual(offline.b);
  });

  it('keeps the local answer when the LLM prefers null or is unsure', async () => {
    const [none, unsure] = [opaque('f', 1), opaque('f', 2)];
    llm.setBehaviour((request) => ({
      structured: {
        answers: promptRows(request).map((prompt) =>
          prompt.description === none
            ? { id: prompt.id, category: null, confidence: 'low' }
            : { id: prompt.id, category: 'Travel', confidence: 'low' },
        ),
      },
    }));
    const rows = [row('n', none, '30.00'), row('u', unsure, '30.00')];
    const offline = await expectUncertainOffline(rows);
    const results = await categorise(rows, env());
    expect(results.n).toEqual(offline.n);
    // A low-confidence LLM answer (0.45) only replaces a weaker local one, and stays below the threshold (Pending).
    const local = offline.u as Categorisation;
    expect(results.u).toEqual(
      local.confidence < 0.45
        ? { id: 'u', category: 'Travel', confidence: 0.45, stage: 'llm', merchant: local.merchant }
        : local,
    );
  });

  it.each<[string, FakeReply]>([
    [
      'the LLM is down (HTTP 500)',
      { status: 500, body: { error: { message: 'upstream failure', type: 'server_error' } } },
    ],
    [
      'the key is refused (HTTP 401)',
      { status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } },
    ],
    ['the answer is not JSON', { content: 'Sure! Here are the categories: Groceries' }],
    ['the JSON has the wrong shape', { content: JSON.stringify({ results: 'Groceries' }) }],
  ])('never fails the call when %s: the local answers stand', async (_case, reply) => {
    const unknown = opaque(`g${_case.length}`, 1);
    const rows = [row('x', unknown, '30.00'), row('k', 'STARBUCKS STORE 10293 SEATTLE WA', '5.45')];
    const offline = await expectUncertainOffline([rows[0] as ReturnType<typeof row>]);
    llm.setBehaviour(() => reply);
    const results = await categorise(rows, env());
    expect(llm.requests.length).toBeGreaterThan(0);
    expect(results.x).toEqual(offline.x);
    expect(results.k).toMatchObject({ category: 'Dining Out', stage: 'brand' });
  });

  it('gives up after LLM_TIMEOUT_MS and answers with the local stages', async () => {
    const unknown = opaque('h', 1);
    const offline = await expectUncertainOffline([row('s', unknown, '30.00')]);
    llm.setBehaviour(() => ({
      delayMs: 4000,
      then: answerFrom({ [unknown]: 'Groceries' })({ model: 'x', messages: [] }),
    }));
    const started = Date.now();
    const results = await categorise([row('s', unknown, '30.00')], env({ LLM_TIMEOUT_MS: '300' }));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(results.s).toEqual(offline.s);
  });

  it('treats an unreachable server like a failing one', async () => {
    const unknown = opaque('i', 1);
    const offline = await expectUncertainOffline([row('s', unknown, '30.00')]);
    const results = await categorise([row('s', unknown, '30.00')], env({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }));
    expect(results.s).toEqual(offline.s);
  });

  it('calls no LLM at all without OPENAI_API_KEY', async () => {
    llm.setBehaviour(answerFrom({}));
    await categorise([row('s', opaque('j', 1), '30.00')], { OPENAI_BASE_URL: llm.baseURL });
    expect(llm.requests).toHaveLength(0);
  });
});
