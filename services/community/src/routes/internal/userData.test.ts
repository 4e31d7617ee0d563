import { internalUserDataPath, USER_DATA_COLLECTIONS, userDataExportSchema } from '@tracker/contracts';
import { testRequest } from '@tracker/service-kit/testing';
import { useHarness } from '../../testing/harness';

const TOKEN = 'community-internal-token-01';

describe('GET/DELETE /internal/user-data/:userId (community)', () => {
  const t = useHarness();
  const user = async () => {
    const { userId, cookie } = await t.user();
    return { id: userId, cookie };
  };
  let withToken: ReturnType<typeof t.appWith> | undefined;
  const app = () => (withToken ??= t.appWith({ INTERNAL_TOKEN: TOKEN }));

  it("exports the user's votes and feedback, and deletion takes the votes off the counts", async () => {
    const ada = await user();
    const bob = await user();
    const features = (await testRequest(app()).get('/api/features').set('Cookie', ada.cookie)).body as Array<{
      id: string;
      voteCount: number;
    }>;
    const [a, b] = [features[0]!.id, features[1]!.id];
    for (const id of [a, b]) await testRequest(app()).post(`/api/features/${id}/vote`).set('Cookie', ada.cookie);
    await testRequest(app()).post(`/api/features/${a}/vote`).set('Cookie', bob.cookie);
    await testRequest(app())
      .post('/api/feedback')
      .set('Cookie', ada.cookie)
      .send({ type: 'feature', message: 'Ada would like this' });
    await testRequest(app())
      .post('/api/feedback')
      .set('Cookie', bob.cookie)
      .send({ type: 'bug', message: 'Bob found a bug here' });

    expect((await testRequest(app()).get(internalUserDataPath(ada.id))).status).toBe(403);
    const exported = await testRequest(app()).get(internalUserDataPath(ada.id)).set('x-internal-token', TOKEN);
    expect(exported.status).toBe(200);
    const { collections } = userDataExportSchema.parse(exported.body);
    expect(Object.keys(collections).sort()).toEqual(Object.keys(USER_DATA_COLLECTIONS.community.exported).sort());
    expect(collections.votes!.map((v) => v.featureId).sort()).toEqual([a, b].sort());
    expect(collections.feedback!.map((f) => f.message)).toEqual(['Ada would like this']);

    const deleted = await testRequest(app()).delete(internalUserDataPath(ada.id)).set('x-internal-token', TOKEN);
    expect(deleted.status).toBe(200);
    // The votes were withdrawn one by one before the delete, which then found none left.
    expect(deleted.body).toEqual({ deleted: { votes: 0, feedbacks: 1 } });
    const after = (await testRequest(app()).get('/api/features').set('Cookie', bob.cookie)).body as Array<{
      id: string;
      voteCount: number;
    }>;
    expect(after.find((f) => f.id === a)?.voteCount).toBe(1);
    expect(after.find((f) => f.id === b)?.voteCount).toBe(0);
    expect((await testRequest(app()).get('/api/feedback').set('Cookie', ada.cookie)).body).toEqual([]);
    expect((await testRequest(app()).get('/api/features/votes').set('Cookie', ada.cookie)).body).toEqual([]);
    expect((await testRequest(app()).get('/api/feedback').set('Cookie', bob.cookie)).body).toHaveLength(1);
    expect((await testRequest(app()).get('/api/features/votes').set('Cookie', bob.cookie)).body).toEqual([
      { featureId: a },
    ]);
  });
});
