#!/usr/bin/env node
// `npm run reset-password -- user@example.com`: prints a one-time password reset link (for servers without
// SMTP_URL). The work is done by services/auth/src/cli/resetPassword.ts, run through tsx like the services.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'services/auth/src/cli/resetPassword.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
