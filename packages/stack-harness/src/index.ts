/**
 * @tracker/stack-harness: the whole app started as `npm start` starts it (free ports, a throw-away data folder),
 * a headless Chromium, and seeds for benchmarks. Used by the e2e suites and the benches, so neither reaches into
 * the other's folder.
 */
export { seedBenchTransactions } from './benchSeed';
export { CHROMIUM_PATH, launchBrowser } from './browser';
export { freePort } from '@tracker/free-port';
export { startStackProcess, type StackInfo, type StackProcess } from './stackProcess';
export { isAlive, readPid, signalPid } from './pidFiles';
