import { endpoints } from '@tracker/contracts';

/**
 * Query keys of the data this area reads. Each is the call's path, so the spec's default fetch (key parts joined
 * with '/') serves them, and other areas refresh them by the same path.
 */
export const queryKeys = {
  features: [endpoints.listFeatures.path],
  votes: [endpoints.listVotes.path],
  feedback: [endpoints.listFeedback.path],
  profile: [endpoints.getProfile.path],
  stats: [endpoints.getAccountStats.path],
  bankAccounts: [endpoints.listBankAccounts.path],
  /** The shell's current-user query: refreshed after a profile change so the sidebar shows the new name. */
  user: [endpoints.getUser.path],
} as const;
