import { FEEDBACK_MAX_LENGTH, feedbackListSchema, feedbackSchema } from '@tracker/contracts';
import { testRequest } from '@tracker/service-kit/testing';
import { useHarness } from '../../testing/harness';
import { feedbackModel } from './model';

describe('GET/POST /api/feedback', () => {
  const t = useHarness();
  const user = async () => {
    const { userId, cookie } = await t.user();
    return { id: userId, cookie };
  };
  const app = () => t.app;

  const send = (cookie: string, body: unknown) =>
    testRequest(app())
      .post('/api/feedback')
      .set('Cookie', cookie)
      .send(body as object);
  const history = async (cookie: string) =>
    feedbackListSchema.parse((await testRequest(app()).get('/api/feedback').set('Cookie', cookie)).body);

  it('stores a message with category equal to type and answers it', async () => {
    const ada = await user();
    const res = await send(ada.cookie, { type: 'feature', message: '  Please add dark mode  ', category: 'feature' });
    expect(res.status).toBe(201);
    expect(feedbackSchema.parse(res.body)).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'feature',
      category: 'feature',
      message: 'Please add dark mode',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await feedbackModel(t.connection).findById(res.body.id).lean()).toEqual(
      expect.objectContaining({ userId: ada.id, type: 'feature', category: 'feature' }),
    );
  });

  it('defaults the type to bug (and the category with it)', async () => {
    const ada = await user();
    const res = await send(ada.cookie, { message: 'The chart is blank on Safari' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(expect.objectContaining({ type: 'bug', category: 'bug' }));
  });

  it("lists the user's own items newest first, never another user's", async () => {
    const ada = await user();
    const bob = await user();
    for (const message of ['First message here', 'Second message here', 'Third message here']) {
      expect((await send(ada.cookie, { type: 'bug', message, category: 'bug' })).status).toBe(201);
    }
    await send(bob.cookie, { type: 'feature', message: "Bob's private idea", category: 'feature' });
    expect((await history(ada.cookie)).map((f) => f.message)).toEqual([
      'Third message here',
      'Second message here',
      'First message here',
    ]);
    expect((await history(bob.cookie)).map((f) => f.message)).toEqual(["Bob's private idea"]);
    expect(await history((await user()).cookie)).toEqual([]);
  });

  it.each([
    ['a message of 9 characters', { type: 'bug', message: '123456789' }, 'Message must be at least 10 characters'],
    [
      'a message of 10 spaces and 3 letters',
      { type: 'bug', message: '     abc     ' },
      'Message must be at least 10 characters',
    ],
    ['no message', { type: 'bug' }, 'Message must be at least 10 characters'],
    ['a message that is not text', { type: 'bug', message: 1234567890123 }, 'Message must be at least 10 characters'],
    ['an unknown type', { type: 'praise', message: 'Lovely app(), thank you' }, 'Type must be bug or feature'],
    [
      'a category other than the type',
      { type: 'bug', message: 'Something is broken', category: 'feature' },
      'Category must equal type',
    ],
    [
      'a message over the limit',
      { type: 'bug', message: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) },
      `Message must be at most ${FEEDBACK_MAX_LENGTH} characters`,
    ],
  ])('answers 400 for %s, and stores nothing', async (_label, body, message) => {
    const ada = await user();
    const res = await send(ada.cookie, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expect.objectContaining({ error: message, message }));
    expect(await feedbackModel(t.connection).countDocuments({ userId: ada.id })).toBe(0);
  });

  it('accepts a message of exactly the limit', async () => {
    const ada = await user();
    expect((await send(ada.cookie, { type: 'bug', message: 'y'.repeat(FEEDBACK_MAX_LENGTH) })).status).toBe(201);
  });

  it('answers 401 to a visitor', async () => {
    expect((await testRequest(app()).get('/api/feedback')).status).toBe(401);
    expect(
      (await testRequest(app()).post('/api/feedback').send({ type: 'bug', message: 'Something is broken' })).status,
    ).toBe(401);
  });
});
