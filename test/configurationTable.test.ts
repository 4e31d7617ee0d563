/**
 * The root README's configuration table against what the code reads, both ways: every variable a service's config
 * module declares, or any runtime or tooling code reads from the environment, has a row; every row names a variable
 * that something reads. Services read theirs through one zod module each (`services/<name>/src/config.ts`); the
 * gateway, the docstore, the scripts and the test harness read theirs where they start, and are found by scanning.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configSchema as authConfig } from '../services/auth/src/config';
import { configSchema as budgetConfig } from '../services/budget/src/config';
import { configSchema as categoriserConfig } from '../services/categoriser/src/config';
import { configSchema as communityConfig } from '../services/community/src/config';
import { configSchema as transactionsConfig } from '../services/transactions/src/config';
import { configSchema as wealthConfig } from '../services/wealth/src/config';

const ROOT = path.resolve(__dirname, '..');

/** The operating system's and Docker's own variables, which the code passes on or asks but we do not define. */
const NOT_OURS = new Set(['PATH', 'HOME', 'XDG_RUNTIME_DIR', 'DOCKER_HOST', 'DOCKER_TLS_VERIFY']);

const SERVICE_SCHEMAS = {
  authConfig,
  budgetConfig,
  categoriserConfig,
  communityConfig,
  transactionsConfig,
  wealthConfig,
};

/** Where variables are read outside the service config modules: everything that runs, less tests and front ends. */
function scannedFiles(): string[] {
  return (
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(?:ts|mjs|cjs|js)$/.test(file) && !/\.(?:test|e2e|d)\.ts$/.test(file))
      // Benches' knobs (BENCH_*, DRAWS…) are measurement settings, each documented in its bench's README.
      .filter((file) => !/(?:^|\/)(?:testing|test|fixtures|e2e|bench)\//.test(file))
      .filter((file) => !/^(?:shell|mfe-[^/]+)\/src\//.test(file))
  );
}

const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /\b(?:env|baseEnv)\.([A-Z][A-Z0-9_]{2,})/g,
  /\b(?:env|baseEnv)\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /envVar:\s*'([A-Z][A-Z0-9_]*)'/g,
];

function variablesRead(): Map<string, string> {
  const read = new Map<string, string>();
  for (const [module, schema] of Object.entries(SERVICE_SCHEMAS)) {
    for (const name of Object.keys(schema.shape)) read.set(name, module);
  }
  for (const file of scannedFiles()) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const pattern of READS) {
      for (const [, name] of text.matchAll(pattern)) if (name && !read.has(name)) read.set(name, file);
    }
  }
  for (const name of NOT_OURS) read.delete(name);
  return read;
}

/** Every `NAME` in the first cell of the README's configuration table. */
function variablesDocumented(): Set<string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  );
  const names = new Set<string>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) if (name) names.add(name);
  }
  return names;
}

describe("the README's configuration table", () => {
  const read = variablesRead();
  const documented = variablesDocumented();

  it('has a row for every variable the code reads', () => {
    const missing = [...read].filter(([name]) => !documented.has(name)).map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
  });

  it('documents only variables the code reads', () => {
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });

  it('finds the variables of the service modules and of the tooling alike', () => {
    expect(read.get('OPENAI_API_KEY')).toBe('categoriserConfig');
    expect(read.get('STACK_QUIET')).toBe('scripts/start.mjs');
    expect(read.get('CHROMIUM_PATH')).toBe('packages/stack-harness/src/browser.ts');
    expect(documented.has('PORT')).toBe(true);
  });
});
