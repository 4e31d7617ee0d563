import { createHostConfig } from '@tracker/mf-config';
import { federation } from './module-federation.config';

export default createHostConfig({
  ...federation,
  dir: __dirname,
  html: { title: 'Budget & Wealth Tracker', template: 'index.html', favicon: 'public/favicon.svg' },
  devPort: 3000,
});
