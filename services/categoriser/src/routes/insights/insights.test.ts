import { insightsResponseSchema } from '@tracker/contracts';
import { PREPARED } from '../../insights/fixtures';
import { promptSentences, startFakeOpenAi, type FakeOpenAiServer } from '../../llm/testing/fakeOpenAi';
import { startTestService, type TestService } from '../../testing';

const COMPUTED = [
  'The $482.00 charge at Best Buy on 14 November is 4.2 times its usual $115.00.',
  'The $300.00 charge at Kroger on 3 November is 2.8 times its usual $108.58.',
  'Groceries spending is $512.30 so far in November, $62.30 over its $450.00 monthly budget.',
];

describe('POST /internal/insights', () => {
  let service: TestService;
  let llm: FakeOpenAiServer;

  beforeAll(async () => {
    service = await startTestService();
    llm = await startFakeOpenAi(() => ({ status: 500, body: { error: { message: 'not set' } } }));
  });

  afterAll(async () => {
    await llm.close();
    await service.stop();
  });

  async function insights(env: Record<string, string> = {}, body: object = PREPARED) {
    const res = await service.request(env).post('/internal/insights').send(body);
    expect(res.status).toBe(200);
    return insightsResponseSchema.parse(res.body).insights;
  }

  const withLlm = () => ({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.baseURL, LLM_TIMEOUT_MS: '2000' });

  it('answers the three most significant insights computed from the figures (no LLM configured)', async () => {
    expect(await insights()).toEqual(COMPUTED);
  });

  it('answers an empty list for no transactions', async () => {
    expect(await insights({}, { ...PREPARED, transactions: [] })).toEqual([]);
    expect(await insights(withLlm(), { ...PREPARED, transactions: [] })).toEqual([]);
  });

  it('lets the LLM reword, keeping only rewordings whose figures check out', async () => {
    llm.setBehaviour((request) => {
      const [first, second, third] = promptSentences(request);
      return {
        structured: {
          insights: [
            `Heads up: ${first?.replace('The $482.00 charge', 'A $482.00 purchase')}`,
            (second ?? '').replace('$300.00', '$310.00'),
            `${third} You should spend less on food.`,
          ],
        },
      };
    });
    expect(await insights(withLlm())).toEqual([
      'Heads up: A $482.00 purchase at Best Buy on 14 November is 4.2 times its usual $115.00.',
      COMPUTED[1],
      COMPUTED[2],
    ]);
    expect(promptSentences(llm.requests[llm.requests.length - 1] ?? { model: '', messages: [] })).toEqual(COMPUTED);
  });

  it('keeps the computed sentences when the LLM fails, answers the wrong shape or is slow', async () => {
    llm.setBehaviour(() => ({ status: 503, body: { error: { message: 'overloaded' } } }));
    expect(await insights(withLlm())).toEqual(COMPUTED);
    llm.setBehaviour(() => ({ structured: { insights: ['only one sentence'] } }));
    expect(await insights(withLlm())).toEqual(COMPUTED);
    llm.setBehaviour(() => ({ delayMs: 3000, then: { structured: { insights: ['late', 'late', 'late'] } } }));
    const started = Date.now();
    expect(await insights({ ...withLlm(), LLM_TIMEOUT_MS: '300' })).toEqual(COMPUTED);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('does not ask the LLM when phrasing is turned off', async () => {
    const before = llm.requests.length;
    expect(await insights({ ...withLlm(), LLM_PHRASE_INSIGHTS: 'false' })).toEqual(COMPUTED);
    expect(llm.requests.length).toBe(before);
  });

  it('rejects figures that are not the contract’s shape', async () => {
    const res = await service
      .request()
      .post('/internal/insights')
      .send({ ...PREPARED, asOf: '20/11/2024' });
    expect(res.status).toBe(400);
  });
});
