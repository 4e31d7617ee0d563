import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStackProcess, type StackProcess } from './stackProcess';

declare global {
  // Shared between global setup and teardown, which run in the same process.
  var __E2E_STACK__: StackProcess | undefined;
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracker-e2e-'));
  const stack = await startStackProcess(dataDir);
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MONGODB_URI = stack.mongoUri;
  process.env.E2E_GATEWAY = stack.gateway;
  process.env.E2E_SERVICE_PORTS = JSON.stringify(stack.services);
  process.env.E2E_DATA_DIR = dataDir;
}
