/** Where each area's `/internal/user-data/:userId` lives (the auth config), and how long to wait for it. */
import { USER_DATA_AREAS, type UserDataArea } from '@tracker/contracts';
import type { Config } from '../../config';

export interface AreaEndpoint {
  area: UserDataArea;
  baseUrl: string;
}

export interface AccountDataSettings {
  areas: AreaEndpoint[];
  internalToken: string | undefined;
  /** Per-area timeout of one export or deletion call. */
  timeoutMs: number;
}

/** The areas asked for a download or a deletion: every area of USER_DATA_COLLECTIONS, none left out. */
export function accountDataSettings(config: Config): AccountDataSettings {
  const urls: Record<UserDataArea, string> = {
    transactions: config.TRANSACTIONS_SERVICE_URL,
    budget: config.BUDGET_SERVICE_URL,
    wealth: config.WEALTH_SERVICE_URL,
    community: config.COMMUNITY_SERVICE_URL,
    categoriser: config.CATEGORISER_URL,
  };
  return {
    areas: USER_DATA_AREAS.map((area) => ({ area, baseUrl: urls[area] })),
    internalToken: config.INTERNAL_TOKEN,
    timeoutMs: config.ACCOUNT_DATA_TIMEOUT_MS,
  };
}
