import path from 'node:path';
import { federationErrorTextsReplacement } from './federationErrorTextsReplacement';

const errorCodes = path.dirname(require.resolve('@module-federation/error-codes'));
const stub = require('./federationErrorTexts.cjs') as Record<string, Record<string, string>>;

describe('the browser build without the federation error descriptions', () => {
  it('offers every name the package’s desc module exports', () => {
    const real = require(path.join(errorCodes, 'desc.cjs')) as Record<string, unknown>;
    expect(Object.keys(real).length).toBeGreaterThan(0);
    expect(Object.keys(stub)).toEqual(expect.arrayContaining(Object.keys(real)));
  });

  it('still builds a message with the code and the docs link', () => {
    const { getShortErrorMsg, RUNTIME_008 } = require(path.join(errorCodes, 'index.cjs')) as {
      getShortErrorMsg: (code: string, map: Record<string, string>) => string;
      RUNTIME_008: string;
    };
    const message = getShortErrorMsg(RUNTIME_008, stub.runtimeDescMap ?? {});
    expect(message).toContain('Module Federation error #RUNTIME-008');
    expect(message).toContain('https://module-federation.io/guide/troubleshooting/runtime#runtime-008');
  });

  it('matches the desc module of the package only, on any platform', () => {
    const { test } = federationErrorTextsReplacement();
    expect(test.test('/r/node_modules/@module-federation/error-codes/dist/desc.cjs')).toBe(true);
    expect(test.test('C:\\r\\node_modules\\@module-federation\\error-codes\\dist\\desc.cjs')).toBe(true);
    expect(test.test('/r/node_modules/@module-federation/error-codes/dist/index.cjs')).toBe(false);
    expect(test.test('/r/node_modules/@module-federation/runtime-core/dist/desc.cjs')).toBe(false);
  });
});
