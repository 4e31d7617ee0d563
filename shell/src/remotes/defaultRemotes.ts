/**
 * Federation name → mf-manifest.json URL, as the gateway serves the remotes (/mfe/<area>/).
 * The host build writes this map to dist/remotes.json; a deployment may replace that file (served no-cache)
 * to move or redeploy a remote without rebuilding the shell. The shell also falls back to it if
 * /remotes.json cannot be read.
 */
export const DEFAULT_REMOTES = {
  mfe_dashboard: '/mfe/dashboard/mf-manifest.json',
  mfe_transactions: '/mfe/transactions/mf-manifest.json',
  mfe_budget: '/mfe/budget/mf-manifest.json',
  mfe_wealth: '/mfe/wealth/mf-manifest.json',
  mfe_community: '/mfe/community/mf-manifest.json',
} as const satisfies Record<string, string>;

export type RemoteName = keyof typeof DEFAULT_REMOTES;
export type RemotesConfig = Record<string, string>;
