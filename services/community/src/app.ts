import { serviceAppFactory, type ServiceAppDeps } from '@tracker/service-kit';
import { SERVICE_NAME, type Config } from './config';
import { createRoutes } from './routes';

export type AppDeps = ServiceAppDeps<Config>;

/** The community service's Koa app. */
export const createApp = serviceAppFactory<Config>(SERVICE_NAME, createRoutes);
