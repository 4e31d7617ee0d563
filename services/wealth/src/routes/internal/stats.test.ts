import { STATS_COLLECTIONS, wealthStatsSchema } from '@tracker/contracts';
import { describeInternalStats } from '@tracker/service-kit/testing';
import { createApp } from '../../app';
import { readConfig } from '../../config';

describeInternalStats('wealth', {
  build: ({ uri, connection }) => createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: uri }) }),
  schema: wealthStatsSchema,
  documentsOf: (userId) => ({
    [STATS_COLLECTIONS.wealth.assets]: [
      { userId, name: 'House' },
      { userId: userId.toHexString(), name: 'ETF' },
    ],
  }),
  expected: { totalAssets: 2 },
});
