/**
 * Which sources make a front end's build stale (scripts/lib/build.mjs): its own folder and the front ends it
 * imports through their package entries. The .mjs module runs in a child process (jest loads CommonJS).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../..');

function sourceDirs(name: string): string[] {
  const url = pathToFileURL(path.join(__dirname, 'build.mjs')).href;
  const code = `import { frontEndSourceDirs } from ${JSON.stringify(url)};
    console.log(JSON.stringify(frontEndSourceDirs(${JSON.stringify(ROOT)}, ${JSON.stringify(name)})));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return (JSON.parse(result.stdout) as string[]).map((dir) => path.relative(ROOT, dir));
}

describe('the sources of a front-end build', () => {
  it("are the front end alone: the dashboard's budget and wealth reads come from a package, not their areas", () => {
    expect(sourceDirs('mfe-dashboard')).toEqual(['mfe-dashboard']);
    expect(sourceDirs('mfe-budget')).toEqual(['mfe-budget']);
    expect(sourceDirs('shell')).toEqual(['shell']);
  });
});
