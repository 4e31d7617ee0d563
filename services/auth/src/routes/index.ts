import type { RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { userRouter } from './user/router';

export interface RouteDeps {
  connection: Connection;
  config: Config;
}

/** The auth service's routers, one folder per resource. */
export function createRoutes({ connection }: RouteDeps): RouterLike[] {
  return [userRouter({ connection })];
}
