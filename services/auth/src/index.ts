/** The service in process: its app factory and configuration, for other services' tests and the e2e tools. */
export { createApp, type AppDeps } from './app';
export { readConfig } from './config';
