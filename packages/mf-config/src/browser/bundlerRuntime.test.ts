import path from 'node:path';
import { BUNDLER_RUNTIME_GLOBAL, bundlerRuntimeReplacement } from './bundlerRuntime';
import shareBundlerRuntime from './shareBundlerRuntime';

type Federation = Record<string, unknown> & { bundlerRuntime: Record<string, unknown> };

/** The module the federation's generated start-up code imports, resolved as rspack resolves it. */
const realPath = require.resolve('@module-federation/webpack-bundler-runtime', {
  paths: [path.dirname(require.resolve('@module-federation/runtime-tools/package.json'))],
});
const real = (require(realPath) as { default: Federation }).default;

afterEach(() => {
  Reflect.deleteProperty(globalThis, BUNDLER_RUNTIME_GLOBAL);
  Reflect.deleteProperty(globalThis, '__webpack_require__');
});

/** The stand-in as a remote entry evaluates it, after the shell's plugin has published the shell's copy. */
function loadStandIn(): Federation {
  Reflect.set(globalThis, '__webpack_require__', { federation: real });
  shareBundlerRuntime().beforeInit({});
  let standIn: Federation | undefined;
  jest.isolateModules(() => {
    standIn = (require('./hostBundlerRuntime') as { default: Federation }).default;
  });
  if (!standIn) throw new Error('the stand-in did not load');
  return standIn;
}

describe("the remotes' stand-in for the federation bundler runtime", () => {
  it('replaces exactly the module the start-up code imports', () => {
    const { test } = bundlerRuntimeReplacement();
    expect(test.test(realPath)).toBe(true);
    expect(test.test('C:\\r\\node_modules\\@module-federation\\webpack-bundler-runtime\\dist\\index.cjs')).toBe(true);
    expect(test.test(realPath.replace(/index\.cjs$/, 'initContainerEntry.cjs'))).toBe(false);
    expect(test.test(realPath.replace(/index\.cjs$/, 'index.js'))).toBe(false);
  });

  it('offers every member the real module does, with the shell’s functions', () => {
    const standIn = loadStandIn();
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
    const realFunctions = Object.keys(real.bundlerRuntime).filter((key) => real.bundlerRuntime[key] !== undefined);
    expect(Object.keys(standIn.bundlerRuntime)).toEqual(expect.arrayContaining(realFunctions));
    expect(standIn.bundlerRuntime.consumes).toBe(real.bundlerRuntime.consumes);
    expect(standIn.attachShareScopeMap).toBe(real.attachShareScopeMap);
    expect(typeof standIn.bundlerRuntime.initContainerEntry).toBe('function');
  });

  it("keeps what belongs to one container its own: options, share scope object and the runtime's instance lookup", () => {
    const first = loadStandIn();
    const second = loadStandIn();
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.bundlerRuntime.S).not.toBe(real.bundlerRuntime.S);
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(first.runtime).not.toBe(real.runtime);
    expect(first.instance).toBeUndefined();
    expect(first.initOptions).toBeUndefined();
  });

  it('says so when a remote entry is loaded without the shell', () => {
    let error: unknown;
    jest.isolateModules(() => {
      try {
        require('./hostBundlerRuntime');
      } catch (caught) {
        error = caught;
      }
    });
    expect(String(error)).toMatch(/runs inside the shell/);
  });
});
