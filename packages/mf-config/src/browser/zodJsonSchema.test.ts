import path from 'node:path';
import * as stub from './zodWithoutJsonSchema';
import { ZOD_JSON_SCHEMA_MODULES, zodJsonSchemaReplacement } from './zodJsonSchema';

const zodCore = path.join(path.dirname(require.resolve('zod/package.json')), 'v4/core');

describe('the browser build without zod JSON Schema', () => {
  it.each(ZOD_JSON_SCHEMA_MODULES.map((file) => [file]))(
    'offers every name zod/v4/core/%s exports, so zod compiles against it',
    (file) => {
      const real = require(path.join(zodCore, file.replace(/\.js$/, '.cjs'))) as Record<string, unknown>;
      expect(Object.keys(real).length).toBeGreaterThan(0);
      expect(Object.keys(stub)).toEqual(expect.arrayContaining(Object.keys(real)));
    },
  );

  it('matches exactly the two modules by path, on any platform', () => {
    const { test } = zodJsonSchemaReplacement();
    expect(test.test(path.join('node_modules', 'zod', 'v4', 'core', 'to-json-schema.js'))).toBe(true);
    expect(test.test('/r/node_modules/zod/v4/core/json-schema-processors.js')).toBe(true);
    expect(test.test('C:\\r\\node_modules\\zod\\v4\\core\\json-schema-processors.js')).toBe(true);
    expect(test.test('/r/node_modules/zod/v4/core/json-schema-generator.js')).toBe(false);
    expect(test.test('/r/node_modules/zod/v4/core/schemas.js')).toBe(false);
  });

  it('throws when a page asks for JSON Schema, rather than returning nothing', () => {
    expect(() => stub.createToJSONSchemaMethod()()).toThrow(/left out of the browser build/);
    expect(() => stub.toJSONSchema()).toThrow(/left out of the browser build/);
  });
});
