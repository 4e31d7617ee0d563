// @ts-check
// `npm run bench`: runs every workspace's benchmark (bench/index.ts) one after another and lets each
// print its own figures. Benchmarks measure; they never pass or fail on timing.
// `npm run bench -- docstore` runs only the benchmarks whose path contains "docstore".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
ensureDependencies(root);
const filters = process.argv.slice(2);
const benches = ['packages', 'services']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(group, name, 'bench', 'index.ts')))
  .concat(
    path.join('services', 'transactions', 'bench', 'analytics.ts'),
    path.join('services', 'transactions', 'bench', 'fiveAccounts.ts'),
    path.join('gateway', 'bench', 'index.ts'),
    path.join('mfe-dashboard', 'bench', 'index.ts'),
    path.join('scripts', 'bench', 'deploy.ts'),
  )
  .filter((file) => existsSync(path.join(root, file)))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));

let failed = 0;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} exited with code ${result.status}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
