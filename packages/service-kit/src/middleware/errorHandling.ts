import type { Context, Next } from 'koa';
import mongoose from 'mongoose';
import { isDuplicateKey } from '../mongo/duplicateKey';
import { formatBytes } from './body';
import {
  INTERNAL_ERROR_MESSAGE,
  ServiceError,
  badRequest,
  conflict,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  serviceUnavailable,
  statusText,
  unsupportedMediaType,
  type ServiceErrorEnvelope,
} from '../errors';

/**
 * Headers kept when an error replaces whatever response a handler had started. Cache-Control stays so a signed-in
 * user's 404 ("not yours or not there") is no more cacheable than the data would have been.
 */
const KEPT_HEADERS = new Set(['set-cookie', 'x-request-id', 'vary', 'cache-control']);

function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as Record<string, unknown>)[key];
}

function numberField(value: unknown, key: string): number | undefined {
  const found = field(value, key);
  return typeof found === 'number' && Number.isInteger(found) ? found : undefined;
}

function stringField(value: unknown, key: string): string | undefined {
  const found = field(value, key);
  return typeof found === 'string' ? found : undefined;
}

function formatLimit(limit: number | undefined): string {
  return limit === undefined ? 'the limit' : formatBytes(limit);
}

/**
 * Turns anything thrown into a ServiceError. Returns `undefined` for failures that are not the client's fault
 * (they become a generic 500 and are logged with their stack).
 */
export function toClientError(err: unknown): ServiceError | undefined {
  if (err instanceof ServiceError) return err.status >= 500 && !err.expose ? undefined : err;

  // Body parsing (co-body / raw-body).
  const type = stringField(err, 'type');
  if (type === 'entity.too.large') {
    return payloadTooLarge(`The request body is too large. The limit is ${formatLimit(numberField(err, 'limit'))}.`);
  }
  if (type === 'entity.parse.failed' || (err instanceof SyntaxError && numberField(err, 'status') === 400)) {
    return badRequest('The request body is not valid JSON.');
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return unsupportedMediaType('The request body encoding is not supported.');
  }
  if (type === 'request.aborted' || type === 'request.size.invalid') {
    return badRequest('The request body was incomplete.');
  }

  // Database errors that reached the edge: answer them as the client errors they are.
  if (err instanceof mongoose.Error.ValidationError) {
    const first = Object.values(err.errors)[0];
    return badRequest(first?.message ?? 'The data is not valid.');
  }
  if (err instanceof mongoose.Error.CastError) {
    return badRequest(`Invalid value for ${err.path}.`);
  }
  if (isDuplicateKey(err) && /Mongo/.test(stringField(err, 'name') ?? '')) {
    return conflict('A record with the same value already exists.');
  }

  // The database is unreachable: a temporary outage, not a bug (still logged).
  const name = stringField(err, 'name') ?? '';
  if (
    /^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed)Error$/.test(name) ||
    (err instanceof mongoose.Error && /buffering timed out/.test(err.message))
  ) {
    return serviceUnavailable('The service is temporarily unavailable. Please try again.', { cause: err });
  }

  // http-errors style (ctx.throw(400, '...'), koa internals, other middleware).
  const status = numberField(err, 'status') ?? numberField(err, 'statusCode');
  if (status !== undefined && status >= 400 && status < 500) {
    const message = err instanceof Error && field(err, 'expose') !== false ? err.message : statusText(status);
    if (status === 404) return notFound(message);
    if (status === 405) return methodNotAllowed(message);
    return new ServiceError(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message);
  }
  return undefined;
}

function clearHeaders(ctx: Context): void {
  for (const name of ctx.res.getHeaderNames()) {
    if (!KEPT_HEADERS.has(name.toLowerCase())) ctx.res.removeHeader(name);
  }
}

function send(ctx: Context, status: number, envelope: ServiceErrorEnvelope): void {
  ctx.status = status;
  ctx.body = envelope;
}

/**
 * The outermost error boundary: every failure leaves as the one envelope `{ error, message, code?, details? }`.
 * 4xx carry their message; 5xx are logged with the stack and answered with a generic message.
 * Responses that end as an error status without a body (unknown routes, 405 from allowedMethods) get the envelope too.
 */
export function errorHandling() {
  return async function errorHandlingMiddleware(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
    } catch (err) {
      if (ctx.headerSent || !ctx.writable) {
        ctx.log.error({ err }, 'error after the response was sent');
        return;
      }
      clearHeaders(ctx);
      const clientError = toClientError(err);
      if (clientError === undefined) {
        ctx.log.error({ err }, 'request failed');
        send(ctx, 500, { error: statusText(500), message: INTERNAL_ERROR_MESSAGE });
        return;
      }
      if (clientError.status >= 500) ctx.log.warn({ err: clientError.cause ?? clientError }, clientError.message);
      for (const [name, value] of Object.entries(clientError.headers)) ctx.set(name, value);
      send(ctx, clientError.status, clientError.toEnvelope());
      return;
    }

    if (ctx.respond === false || ctx.body != null || ctx.status < 400) return;
    if (ctx.status === 404) {
      send(ctx, 404, notFound(`No endpoint matches ${ctx.method} ${ctx.path}.`).toEnvelope());
    } else if (ctx.status === 405) {
      const allow = ctx.response.get('Allow');
      const message = allow
        ? `${ctx.method} is not allowed on ${ctx.path}. Allowed: ${allow}.`
        : `${ctx.method} is not allowed on ${ctx.path}.`;
      send(ctx, 405, methodNotAllowed(message).toEnvelope());
    } else if (ctx.status >= 500) {
      send(ctx, ctx.status, {
        error: statusText(ctx.status),
        message: ctx.status === 501 ? `${ctx.method} is not implemented.` : INTERNAL_ERROR_MESSAGE,
      });
    } else {
      const text = statusText(ctx.status);
      send(ctx, ctx.status, { error: text, message: text });
    }
  };
}
