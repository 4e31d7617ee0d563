import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__E2E_STACK__?.stop();
  await Promise.all((globalThis.__E2E_FAKE_PROVIDERS__ ?? []).map((fake) => fake.close()));
  await globalThis.__E2E_SMTP__?.close();
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
