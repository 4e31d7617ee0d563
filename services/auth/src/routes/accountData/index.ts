import type Router from '@koa/router';
import type { Connection } from 'mongoose';
import type { Config } from '../../config';
import { accountDataSettings } from './areas';
import { accountDataRouter } from './router';
import { AccountDataService } from './service';

/** GET /api/account/data and DELETE /api/account over every area's internal user-data route. */
export function accountDataRoutes(connection: Connection, config: Config): Router {
  return accountDataRouter(new AccountDataService(connection, accountDataSettings(config)));
}
