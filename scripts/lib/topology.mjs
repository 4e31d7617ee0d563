// @ts-check
// The processes of the composed stack and their default ports. The gateway's route table
// (gateway/src/routeTable.ts) decides which paths reach which service; this file only says
// how `npm start` and the end-to-end suites launch them.

/** @typedef {{ name: string, dir: string, port: number, urlEnv?: string }} ServiceSpec */

/** @type {ServiceSpec[]} */
export const SERVICES = [
  { name: 'categoriser', dir: 'services/categoriser', port: 4103, urlEnv: 'CATEGORISER_URL' },
  { name: 'auth', dir: 'services/auth', port: 4101, urlEnv: 'AUTH_SERVICE_URL' },
  { name: 'transactions', dir: 'services/transactions', port: 4102, urlEnv: 'TRANSACTIONS_SERVICE_URL' },
  { name: 'budget', dir: 'services/budget', port: 4104, urlEnv: 'BUDGET_SERVICE_URL' },
  { name: 'wealth', dir: 'services/wealth', port: 4105, urlEnv: 'WEALTH_SERVICE_URL' },
  { name: 'community', dir: 'services/community', port: 4106, urlEnv: 'COMMUNITY_SERVICE_URL' },
];

export const DOCSTORE_PORT = 27027;
export const GATEWAY_PORT = 8080;
export const DATABASE_NAME = 'tracker';

/** Front-end workspaces, built into <dir>/dist. The shell is the host; the rest are remotes. */
export const FRONT_ENDS = ['shell', 'mfe-dashboard', 'mfe-transactions', 'mfe-budget', 'mfe-wealth', 'mfe-community'];
