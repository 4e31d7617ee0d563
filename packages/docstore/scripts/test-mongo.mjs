#!/usr/bin/env node
// `npm run test:mongo`: runs the docstore conformance suite against the official MongoDB image, so every
// expectation the docstore is held to is checked against the real server too.
//
// 1. Docker must answer first (a ping with a short timeout): without an engine the script stops at once with
//    exit code 2 instead of letting testcontainers wait for one.
// 2. mongo:7 is started through testcontainers (11.x, pinned in packages/docstore: testcontainers 12 needs
//    Node >= 22.22, its bundled undici 8 reading `zlib.createZstdDecompress` and other Node 22 APIs while loading,
//    so on Node 20 its import throws "Cannot read properties of undefined (reading 'bind')"). Should the import
//    fail all the same, the container is started with the docker CLI instead, and the script says why.
// 3. jest runs packages/docstore/test/conformance with MONGODB_URI pointing at the container; the container is
//    removed afterwards, also on Ctrl-C. Extra arguments are passed to jest (e.g. `-t unique`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGE = 'mongo:7';
// The TTL monitor runs every 60 s by default; the TTL conformance test needs it to run every second.
const MONGOD_ARGS = ['mongod', '--setParameter', 'ttlMonitorSleepSecs=1'];
const DOCKER_PING_TIMEOUT_MS = 3000;
const MONGO_READY_TIMEOUT_MS = 120_000;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(join(repoRoot, 'package.json'));
const suiteDir = 'packages/docstore/test/conformance';

function log(message) {
  process.stderr.write(`test:mongo: ${message}\n`);
}

function fail(message, code = 2) {
  log(message);
  process.exit(code);
}

/** Where a Docker engine could listen, in the order testcontainers and the docker CLI look. */
function dockerEndpoints() {
  if (process.env.DOCKER_HOST) return [process.env.DOCKER_HOST];
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const candidates = [
    '/var/run/docker.sock',
    join(homedir(), '.docker/run/docker.sock'),
    join(homedir(), '.docker/desktop/docker.sock'),
    process.env.XDG_RUNTIME_DIR && join(process.env.XDG_RUNTIME_DIR, 'docker.sock'),
    uid !== undefined && `/run/user/${uid}/docker.sock`,
  ].filter(Boolean);
  return [...new Set(candidates)].map((path) => `unix://${path}`);
}

/** GET /_ping on a Docker endpoint; resolves to an error description or undefined when it answered OK. */
function pingDocker(endpoint) {
  return new Promise((resolvePing) => {
    let target;
    if (endpoint.startsWith('unix://')) {
      const socketPath = endpoint.slice('unix://'.length);
      if (!existsSync(socketPath)) return resolvePing(`${socketPath} does not exist`);
      target = { socketPath };
    } else if (endpoint.startsWith('tcp://') && !process.env.DOCKER_TLS_VERIFY) {
      const url = new URL(endpoint.replace(/^tcp:/, 'http:'));
      target = { host: url.hostname, port: Number(url.port || 2375) };
    } else {
      // TLS or ssh endpoints: let the docker CLI, which knows the credentials, answer.
      return resolvePing(dockerInfo());
    }
    const req = request({ ...target, path: '/_ping', method: 'GET', timeout: DOCKER_PING_TIMEOUT_MS }, (res) => {
      res.resume();
      resolvePing(res.statusCode === 200 ? undefined : `${endpoint} answered HTTP ${res.statusCode}`);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${DOCKER_PING_TIMEOUT_MS} ms`)));
    req.on('error', (err) => resolvePing(`${endpoint}: ${err.message}`));
    req.end();
  });
}

function dockerInfo() {
  const res = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], {
    encoding: 'utf8',
    timeout: DOCKER_PING_TIMEOUT_MS * 2,
  });
  if (res.error) return `docker info: ${res.error.message}`;
  if (res.status !== 0) return `docker info: ${(res.stderr || res.stdout).trim().split('\n').pop()}`;
  return undefined;
}

async function requireDocker() {
  const problems = [];
  for (const endpoint of dockerEndpoints()) {
    const problem = await pingDocker(endpoint);
    if (!problem) return endpoint;
    problems.push(problem);
  }
  fail(
    [
      'no Docker engine is available, so the official MongoDB image cannot be started.',
      ...problems.map((p) => `  - ${p}`),
      'Start Docker (or set DOCKER_HOST) and run `npm run test:mongo` again, or run the suite against a MongoDB',
      `you already have: MONGODB_URI=mongodb://host:27017 npx jest ${suiteDir}`,
    ].join('\n'),
  );
}

async function startWithTestcontainers() {
  const { GenericContainer, Wait } = await import('testcontainers');
  log(`starting ${IMAGE} with testcontainers`);
  const container = await new GenericContainer(IMAGE)
    .withExposedPorts(27017)
    .withCommand(MONGOD_ARGS)
    .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
    .withStartupTimeout(MONGO_READY_TIMEOUT_MS)
    .start();
  return {
    uri: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}`,
    stop: async () => {
      await container.stop();
    },
  };
}

function docker(args) {
  const res = spawnSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (res.error || res.status !== 0)
    throw new Error(`docker ${args.join(' ')} failed: ${res.error?.message ?? res.status}`);
  return res.stdout.trim();
}

async function waitForMongo(uri) {
  const { MongoClient } = require('mongodb');
  const deadline = Date.now() + MONGO_READY_TIMEOUT_MS;
  for (;;) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 2000, directConnection: true });
    try {
      await client.db('admin').command({ ping: 1 });
      return;
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`MongoDB at ${uri} did not answer: ${err.message}`);
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await client.close();
    }
  }
}

async function startWithDockerCli() {
  log(`starting ${IMAGE} with the docker CLI`);
  const id = docker(['run', '--detach', '--rm', '--publish', '127.0.0.1::27017', IMAGE, ...MONGOD_ARGS]);
  const stop = async () => {
    spawnSync('docker', ['rm', '--force', id], { stdio: 'ignore' });
  };
  try {
    const mapped = docker(['port', id, '27017/tcp']).split('\n')[0];
    const uri = `mongodb://${mapped}`;
    await waitForMongo(uri);
    return { uri, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function startMongo() {
  try {
    await import('testcontainers');
  } catch (err) {
    log(
      `testcontainers cannot load on Node ${process.versions.node} (${err.message}); falling back to the docker CLI.`,
    );
    return startWithDockerCli();
  }
  return startWithTestcontainers();
}

function runJest(uri) {
  const jest = require.resolve('jest/bin/jest');
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [jest, suiteDir, ...process.argv.slice(2)], {
      cwd: repoRoot,
      env: { ...process.env, MONGODB_URI: uri },
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

const endpoint = await requireDocker();
log(`Docker answered at ${endpoint}`);
const mongo = await startMongo().catch((err) => fail(`could not start ${IMAGE}: ${err.message}`, 1));
let stopping;
const stopOnce = () =>
  (stopping ??= mongo.stop().catch((err) => log(`could not remove the container: ${err.message}`)));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopOnce().then(() => process.exit(130));
  });
}
log(`running ${suiteDir} against ${mongo.uri}`);
const code = await runJest(mongo.uri);
await stopOnce();
process.exit(code);
