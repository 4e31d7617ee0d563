import { STATS_COLLECTIONS, transactionsStatsSchema } from '@tracker/contracts';
import { describeInternalStats } from '@tracker/service-kit/testing';
import { createApp } from '../../app';
import { readConfig } from '../../config';

const { transactions, bankAccounts } = STATS_COLLECTIONS.transactions;

describeInternalStats('transactions', {
  build: ({ uri, connection }) => createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: uri }) }),
  schema: transactionsStatsSchema,
  documentsOf: (userId) => ({
    [transactions]: [
      { userId, description: 'Coffee', deleted: false },
      { userId: userId.toHexString(), description: 'Rent', deleted: false },
      { userId, description: 'Older row without the flag' },
      // In the Deleted tab: not counted.
      { userId, description: 'Binned', deleted: true },
      { userId: userId.toHexString(), description: 'Binned too', deleted: true },
    ],
    [bankAccounts]: [{ userId, name: 'Default Account' }],
  }),
  expected: { totalTransactions: 3, totalBankAccounts: 1 },
});
