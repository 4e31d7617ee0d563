import type { RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { internalRouter } from './internal/router';

export interface RouteDeps {
  connection: Connection;
  config: Config;
}

/** The wealth service's routers, one folder per resource under src/routes/ (internal: the account stats; the area routes come with their issues). */
export function createRoutes({ connection, config }: RouteDeps): RouterLike[] {
  return [internalRouter({ connection, internalToken: config.INTERNAL_TOKEN })];
}
