// End-to-end suites: real Chromium (playwright-core + Debian's /usr/bin/chromium) against the
// composed stack started by `scripts/start.mjs`, through the gateway. Run by `npm test` after
// the front ends are built; serial, since they share one stack and the machine has 2 cores.
module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  maxWorkers: 1,
  testTimeout: 60_000,
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
};
