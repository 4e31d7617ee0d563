import { featureListSchema, voteListSchema, voteResultSchema } from '@tracker/contracts';
import { testRequest } from '@tracker/service-kit/testing';
import { Types } from 'mongoose';
import { useHarness } from '../../testing/harness';
import { featureModel, voteModel } from './model';
import { SEED_FEATURES } from './seed';

jest.setTimeout(60_000);

describe('features and votes', () => {
  const t = useHarness();
  const user = async () => {
    const { userId, cookie } = await t.user();
    return { id: userId, cookie };
  };
  const app = () => t.app;

  async function features(cookie: string) {
    const res = await testRequest(app()).get('/api/features').set('Cookie', cookie);
    expect(res.status).toBe(200);
    return featureListSchema.parse(res.body);
  }

  const voteCountOf = async (cookie: string, id: string) =>
    (await features(cookie)).find((f) => f.id === id)?.voteCount;

  it('lists the seeded features in their order, with name, description, status, count and category', async () => {
    const { cookie } = await user();
    const list = await features(cookie);
    expect(list.map((f) => f.name)).toEqual(SEED_FEATURES.map((f) => f.name));
    expect(new Set(list.map((f) => f.status))).toEqual(new Set(['in-progress', 'planned', 'under-review', 'done']));
    for (const feature of list) {
      expect(feature).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: expect.any(String),
        description: expect.any(String),
        status: expect.any(String),
        voteCount: 0,
        category: expect.any(String),
      });
    }
  });

  it('says truthfully what has shipped: currencies are done, not under review', async () => {
    const { cookie } = await user();
    const byName = new Map((await features(cookie)).map((f) => [f.name, f]));
    expect(byName.get('Multi-currency accounts')?.status).toBe('done');
    expect(byName.get('Multi-currency accounts')?.description).toMatch(/home currency/);
  });

  it('seeds once: restarts (new apps on the same database) add nothing, keep ids and votes', async () => {
    const { cookie } = await user();
    const before = await features(cookie);
    await testRequest(app()).post(`/api/features/${before[0]!.id}/vote`).set('Cookie', cookie);
    for (let restart = 0; restart < 2; restart += 1) {
      const again = t.appWith({});
      const res = await testRequest(again).get('/api/features').set('Cookie', cookie);
      expect(res.body.map((f: { id: string }) => f.id)).toEqual(before.map((f) => f.id));
      expect(res.body[0].voteCount).toBe(1);
    }
    expect(await featureModel(t.connection).countDocuments({})).toBe(SEED_FEATURES.length);
    await testRequest(app()).delete(`/api/features/${before[0]!.id}/vote`).set('Cookie', cookie);
  });

  it('repairs a counter that drifted from the votes (a crash between the two writes) at the next start', async () => {
    const { cookie } = await user();
    const [first] = await features(cookie);
    await featureModel(t.connection).updateOne({ _id: first!.id }, { $set: { voteCount: 41 } });
    const restarted = t.appWith({});
    const res = await testRequest(restarted).get('/api/features').set('Cookie', cookie);
    expect(res.body[0].voteCount).toBe(0);
  });

  it("votes, lists the user's votes, and unvotes; the count moves with each", async () => {
    const ada = await user();
    const [, second] = await features(ada.cookie);
    const id = second!.id;
    const voted = await testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    expect(voted.status).toBe(200);
    expect(voteResultSchema.parse(voted.body)).toEqual({ featureId: id, voted: true, voteCount: 1 });
    expect(await voteCountOf(ada.cookie, id)).toBe(1);
    const votes = await testRequest(app()).get('/api/features/votes').set('Cookie', ada.cookie);
    expect(voteListSchema.parse(votes.body)).toEqual([{ featureId: id }]);

    const removed = await testRequest(app()).delete(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    expect(removed.body).toEqual({ featureId: id, voted: false, voteCount: 0 });
    expect((await testRequest(app()).get('/api/features/votes').set('Cookie', ada.cookie)).body).toEqual([]);
    expect(await voteCountOf(ada.cookie, id)).toBe(0);
  });

  it('a second vote by the same user changes nothing; removing a vote that is not there changes nothing', async () => {
    const ada = await user();
    const bob = await user();
    const [, , third] = await features(ada.cookie);
    const id = third!.id;
    await testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', bob.cookie);
    await testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    const twice = await testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    expect(twice.body).toEqual({ featureId: id, voted: true, voteCount: 2 });
    await testRequest(app()).delete(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    const again = await testRequest(app()).delete(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ featureId: id, voted: false, voteCount: 1 });
    expect(await voteModel(t.connection).countDocuments({ featureId: id })).toBe(1);
  });

  it('counts concurrent votes of one user once, and concurrent unvotes once', async () => {
    const ada = await user();
    const list = await features(ada.cookie);
    const id = list[3]!.id;
    const votes = await Promise.all(
      Array.from({ length: 12 }, () => testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', ada.cookie)),
    );
    expect(votes.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await voteCountOf(ada.cookie, id)).toBe(1);
    expect(await voteModel(t.connection).countDocuments({ featureId: id, userId: ada.id })).toBe(1);
    const unvotes = await Promise.all(
      Array.from({ length: 12 }, () => testRequest(app()).delete(`/api/features/${id}/vote`).set('Cookie', ada.cookie)),
    );
    expect(unvotes.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await voteCountOf(ada.cookie, id)).toBe(0);
  });

  it('counts concurrent votes of many users each once', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => user()));
    const id = (await features(users[0]!.cookie))[4]!.id;
    await Promise.all(
      users.flatMap((u) =>
        [0, 1].map(() => testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', u.cookie)),
      ),
    );
    expect(await voteCountOf(users[0]!.cookie, id)).toBe(10);
    expect(await voteModel(t.connection).countDocuments({ featureId: id })).toBe(10);
    await Promise.all(users.map((u) => testRequest(app()).delete(`/api/features/${id}/vote`).set('Cookie', u.cookie)));
    expect(await voteCountOf(users[0]!.cookie, id)).toBe(0);
  });

  it("never lists another user's votes", async () => {
    const ada = await user();
    const bob = await user();
    const id = (await features(ada.cookie))[5]!.id;
    await testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    expect((await testRequest(app()).get('/api/features/votes').set('Cookie', bob.cookie)).body).toEqual([]);
    const bobUnvote = await testRequest(app()).delete(`/api/features/${id}/vote`).set('Cookie', bob.cookie);
    expect(bobUnvote.body).toEqual({ featureId: id, voted: false, voteCount: 1 });
    expect((await testRequest(app()).get('/api/features/votes').set('Cookie', ada.cookie)).body).toEqual([
      { featureId: id },
    ]);
  });

  it.each(['not-an-id', new Types.ObjectId().toString()])(
    'answers 404 for the unknown feature %p, for vote and unvote',
    async (id) => {
      const { cookie } = await user();
      for (const method of ['post', 'delete'] as const) {
        const res = await testRequest(app())[method](`/api/features/${id}/vote`).set('Cookie', cookie);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(expect.objectContaining({ error: 'Feature not found', message: 'Feature not found' }));
      }
      expect(await voteModel(t.connection).countDocuments({ featureId: id })).toBe(0);
    },
  );

  it('answers 401 to a visitor on every route', async () => {
    const id = new Types.ObjectId().toString();
    expect((await testRequest(app()).get('/api/features')).status).toBe(401);
    expect((await testRequest(app()).get('/api/features/votes')).status).toBe(401);
    expect((await testRequest(app()).post(`/api/features/${id}/vote`)).status).toBe(401);
    expect((await testRequest(app()).delete(`/api/features/${id}/vote`)).status).toBe(401);
  });
});
