// One jest run covers every workspace: node-side suites and React component suites.
// End-to-end suites (real Chromium through the gateway) live in jest.e2e.config.js.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages,services,gateway,scripts,test}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shell,mfe-*,packages}/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/jest.dom-setup.ts'],
      moduleNameMapper: { '^react-apexcharts$': '<rootDir>/test/stubs/react-apexcharts.tsx' },
    },
  ],
};
