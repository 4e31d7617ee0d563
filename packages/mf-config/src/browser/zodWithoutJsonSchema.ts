/**
 * What the front ends' builds compile in place of zod's JSON Schema generator (`zod/v4/core/to-json-schema.js` and
 * `json-schema-processors.js`, ≈18 kB minified): every schema class of zod's classic API refers to it, so it is never
 * tree-shaken, yet no page turns a schema into JSON Schema. Calling it in the browser says so instead of failing
 * silently; the services keep the real one. zodJsonSchema.test.ts checks these names against the installed zod.
 */
// Plain JavaScript syntax only: rspack compiles this file in place of zod's, under zod's path and without the TypeScript loader.
function notInTheBrowser() {
  throw new Error('zod JSON Schema generation is left out of the browser build (@tracker/mf-config)');
}

/** zod calls these two while building a schema's `~standard` and `toJSONSchema` members; the methods throw. */
export const createToJSONSchemaMethod = () => notInTheBrowser;
export const createStandardJSONSchemaMethod = () => notInTheBrowser;

export const initializeContext = notInTheBrowser;
export const handleUnrepresentable = notInTheBrowser;
export const processSchema = notInTheBrowser;
export const process = notInTheBrowser;
export const extractDefs = notInTheBrowser;
export const finalize = notInTheBrowser;

export const stringProcessor = notInTheBrowser;
export const numberProcessor = notInTheBrowser;
export const booleanProcessor = notInTheBrowser;
export const bigintProcessor = notInTheBrowser;
export const symbolProcessor = notInTheBrowser;
export const nullProcessor = notInTheBrowser;
export const undefinedProcessor = notInTheBrowser;
export const voidProcessor = notInTheBrowser;
export const neverProcessor = notInTheBrowser;
export const anyProcessor = notInTheBrowser;
export const unknownProcessor = notInTheBrowser;
export const dateProcessor = notInTheBrowser;
export const enumProcessor = notInTheBrowser;
export const literalProcessor = notInTheBrowser;
export const nanProcessor = notInTheBrowser;
export const templateLiteralProcessor = notInTheBrowser;
export const fileProcessor = notInTheBrowser;
export const successProcessor = notInTheBrowser;
export const customProcessor = notInTheBrowser;
export const functionProcessor = notInTheBrowser;
export const transformProcessor = notInTheBrowser;
export const mapProcessor = notInTheBrowser;
export const setProcessor = notInTheBrowser;
export const arrayProcessor = notInTheBrowser;
export const objectProcessor = notInTheBrowser;
export const unionProcessor = notInTheBrowser;
export const intersectionProcessor = notInTheBrowser;
export const tupleProcessor = notInTheBrowser;
export const recordProcessor = notInTheBrowser;
export const nullableProcessor = notInTheBrowser;
export const nonoptionalProcessor = notInTheBrowser;
export const defaultProcessor = notInTheBrowser;
export const prefaultProcessor = notInTheBrowser;
export const catchProcessor = notInTheBrowser;
export const pipeProcessor = notInTheBrowser;
export const readonlyProcessor = notInTheBrowser;
export const promiseProcessor = notInTheBrowser;
export const optionalProcessor = notInTheBrowser;
export const lazyProcessor = notInTheBrowser;

export const allProcessors = {};
export const aggregateChecks = notInTheBrowser;
export const toJSONSchema = notInTheBrowser;
