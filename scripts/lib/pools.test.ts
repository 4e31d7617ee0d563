/**
 * A deploy of one service's pool (scripts/lib/pools.mjs) on small stand-in services: new instances take over and
 * the old ones stop; new instances that never become ready are stopped while the old ones keep serving, with the
 * reason; a rollback runs the previous release. The .mjs module runs in a child process (jest loads CommonJS).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(60_000);

it('replaces a pool, keeps the old one when the new never becomes ready, and rolls back', () => {
  const result = spawnSync(process.execPath, [path.join(__dirname, 'fixtures', 'poolsDriver.mjs')], {
    encoding: 'utf8',
    timeout: 50_000,
  });
  expect(result.stderr).toBe('');
  const seen = JSON.parse(result.stdout);
  expect(seen.first.served).toEqual(['dist/server.js', 'dist/server.js']);
  expect(seen.deploy).toEqual({
    newPids: true,
    oldGone: true,
    served: ['dist/releases/good/server.js', 'dist/releases/good/server.js'],
    announced: seen.deploy.ports,
    ports: expect.any(Array),
    startMs: 2,
  });
  expect(seen.failed.error).toMatch(
    /^fake not deployed, the old instances keep serving: fake(-2)? \(pid \d+\) was not ready within 1500 ms/,
  );
  expect(seen.failed).toEqual(
    expect.objectContaining({
      same: true,
      oldAlive: true,
      served: ['dist/releases/good/server.js', 'dist/releases/good/server.js'],
    }),
  );
  expect(seen.rollback.served).toEqual(['dist/server.js', 'dist/server.js']);
});
