import { createHostConfig } from '@tracker/mf-config';
import { federation } from './module-federation.config';

export default createHostConfig({
  ...federation,
  dir: __dirname,
  html: { title: 'Budget & Wealth Tracker', template: 'index.html', favicon: 'public/favicon.svg' },
  devPort: 3000,
  // Two files instead of one per shared package (docs/decisions/frontend-page-weight.md): what every page renders
  // with, the landing page included, and what only the signed-in app adds.
  sharedChunks: {
    base: ['react', 'react-dom', 'scheduler', 'styled-components', 'stylis', '@tracker/ui-kit', '@tracker/shell-sdk'],
    app: [
      '@tanstack/react-query',
      '@tanstack/query-core',
      'react-router',
      '@tracker/router',
      '@tracker/api-client',
      '@tracker/contracts',
      'zod',
      // zod's JSON Schema stand-ins (@tracker/mf-config's browser/), which only zod refers to.
      '@tracker/mf-config',
    ],
  },
});
