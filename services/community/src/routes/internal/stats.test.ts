import { STATS_COLLECTIONS, communityStatsSchema } from '@tracker/contracts';
import { describeInternalStats } from '@tracker/service-kit/testing';
import { createApp } from '../../app';
import { readConfig } from '../../config';

const { votes, feedback } = STATS_COLLECTIONS.community;

describeInternalStats('community', {
  build: ({ uri, connection }) => createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: uri }) }),
  schema: communityStatsSchema,
  documentsOf: (userId) => ({
    [votes]: [
      { userId, featureId: 'a' },
      { userId: userId.toHexString(), featureId: 'b' },
    ],
    [feedback]: [{ userId, type: 'bug', message: 'Something broke here' }],
  }),
  expected: { totalVotes: 2, totalFeedback: 1 },
});
