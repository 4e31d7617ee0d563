// @ts-check
// `npm test`: type-checks and lints the tree, runs every jest suite (services in-process on the real
// docstore, React components under jsdom), builds the front ends and the services and runs the end-to-end
// suites in real Chromium through the gateway. Prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
ensureDependencies(root);
const reports = mkdtempSync(path.join(os.tmpdir(), 'tracker-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

/** @param {string} label @param {string[]} args */
function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

/** @param {string} label @param {string} config */
function jest(label, config) {
  const report = path.join(reports, `${label}.json`);
  run(label, [path.join(root, 'node_modules/jest/bin/jest.js'), '--config', config, '--json', '--outputFile', report]);
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
    if (summary.numTotalTests === 0) ok = false;
  } catch {
    ok = false;
  }
}

run('typecheck', [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json']);
// Formatting and lint rules (biome.json); fails on an unformatted file or a rule at error level.
run('lint', [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'check', '.']);
jest('unit', 'jest.config.js');
console.log('\n=== build ===');
try {
  // Imported after the install: the services' compiler (esbuild) is a dependency.
  await (await import('./lib/buildAll.mjs')).buildAll(root);
} catch (error) {
  console.error(error);
  ok = false;
}
if (ok) jest('e2e', 'jest.e2e.config.js');
rmSync(reports, { recursive: true, force: true });

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
