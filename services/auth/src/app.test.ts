import { describeServiceBasics } from '@tracker/service-kit/testing';
import { createApp } from './app';
import { readConfig } from './config';

describeServiceBasics('auth', ({ uri, connection }) =>
  createApp({ connection, config: readConfig({ NODE_ENV: 'test', MONGODB_URI: uri }) }),
);
