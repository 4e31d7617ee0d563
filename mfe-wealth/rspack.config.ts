import { createRemoteConfig } from '@tracker/mf-config';
import { federation } from './module-federation.config';

export default createRemoteConfig({ ...federation, dir: __dirname, devPort: 3004 });
