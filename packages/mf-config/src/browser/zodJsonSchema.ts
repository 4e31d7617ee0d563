import path from 'node:path';

/** zod's JSON Schema generator: the two modules the browser builds replace with zodWithoutJsonSchema.ts. */
export const ZOD_JSON_SCHEMA_MODULES = ['to-json-schema.js', 'json-schema-processors.js'] as const;

/** Which resolved files to replace (any path separator) and with what, for rspack's NormalModuleReplacementPlugin. */
export function zodJsonSchemaReplacement(): { test: RegExp; replacement: string } {
  const names = ZOD_JSON_SCHEMA_MODULES.map((file) => file.replace(/[.-]/g, (c) => `\\${c}`)).join('|');
  return {
    test: new RegExp(`[\\\\/]zod[\\\\/]v4[\\\\/]core[\\\\/](?:${names})$`),
    replacement: path.join(__dirname, 'zodWithoutJsonSchema.ts'),
  };
}
