import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { validationFailed, type FieldIssue } from '../errors';

/** Zod schemas for the parts of a request a route reads. */
export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/**
 * The parsed input of a route, typed from its schemas. Only body, query and params count, so an endpoint of the
 * contracts map (`endpoints.login`, with method, path, response…) can be passed as the schemas.
 */
export type RequestInput<S extends RequestSchemas> = {
  [K in keyof S & keyof RequestSchemas as S[K] extends z.ZodType ? K : never]: S[K] extends z.ZodType
    ? z.output<S[K]>
    : never;
};

interface StoredInput {
  schemas: RequestSchemas;
  value: Record<string, unknown>;
}

const inputs = new WeakMap<Context, StoredInput>();

function readPart(ctx: Context, part: keyof RequestSchemas): unknown {
  switch (part) {
    case 'body':
      return ctx.request.body;
    case 'query':
      return ctx.query;
    case 'params': {
      const params: unknown = ctx.params;
      return params ?? {};
    }
  }
}

/**
 * Parses params, query and body (in that order) with zod before the handler runs. The first bad field is answered
 * as 400 `{ error: <its message>, message: <its message>, details: [{ path, message }, ...] }` (every issue of that
 * part, in schema order).
 * Read the parsed input with `inputOf(ctx, schemas)`.
 */
export function validate<S extends RequestSchemas>(schemas: S) {
  const parts = (['params', 'query', 'body'] as const).filter((part) => schemas[part] !== undefined);
  return async function validateMiddleware(ctx: Context, next: Next): Promise<void> {
    const value: Record<string, unknown> = {};
    for (const part of parts) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = await schema.safeParseAsync(readPart(ctx, part));
      if (!result.success) {
        const details: FieldIssue[] = result.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        const first = details[0];
        const message =
          part === 'body' && ctx.request.body === undefined && (first === undefined || first.path === '')
            ? 'A request body is required.'
            : (first?.message ?? 'The request is not valid.');
        throw validationFailed(message, { details });
      }
      value[part] = result.data;
    }
    inputs.set(ctx, { schemas, value });
    await next();
  };
}

/**
 * The input parsed by `validate(schemas)` for this request. Pass the same schemas object the route was validated
 * with: that is what types the result, and it is checked at run time.
 */
export function inputOf<S extends RequestSchemas>(ctx: Context, schemas: S): RequestInput<S> {
  const stored = inputs.get(ctx);
  if (stored === undefined || stored.schemas !== schemas) {
    throw new Error('inputOf(): this route was not validated with these schemas (add validate(schemas) before it)');
  }
  return stored.value as RequestInput<S>;
}
