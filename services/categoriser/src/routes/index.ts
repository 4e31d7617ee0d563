import type { RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';

export interface RouteDeps {
  connection: Connection;
  config: Config;
}

/** The categoriser service's routers, one folder per resource under src/routes/ (none yet: they come with their issues). */
export function createRoutes(_deps: RouteDeps): RouterLike[] {
  return [];
}
