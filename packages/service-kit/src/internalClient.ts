/**
 * The one client for service-to-service calls (`/internal/*` routes): a time limit, the internal token, the answer
 * checked against its contract schema, and every failure an InternalCallError the caller degrades on as it must.
 */
import type { z } from 'zod';
import { INTERNAL_TOKEN_HEADER } from './middleware/internalOnly';

export interface InternalCallOptions {
  /** Base URL of the other service, without a trailing slash. */
  baseUrl: string;
  /** Sent as x-internal-token when set. */
  token: string | undefined;
  timeoutMs: number;
}

/** Why an internal call gave no usable answer. */
export class InternalCallError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'network' | 'status' | 'body',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'InternalCallError';
  }
}

/** The error's name, also for a DOMException of another realm (fetch's abort reasons under jest are not `Error`s). */
function errorName(err: unknown): string {
  return typeof err === 'object' && err !== null && 'name' in err && typeof err.name === 'string' ? err.name : '';
}

/**
 * One JSON call to another service's /internal/* route, with a time limit, the internal token and the answer checked
 * against its contract schema. Every failure is an InternalCallError (the caller decides how to degrade).
 */
export async function callInternal<S extends z.ZodType>(
  options: InternalCallOptions,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers[INTERNAL_TOKEN_HEADER] = options.token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const url = `${options.baseUrl}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (err) {
    const name = errorName(err);
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new InternalCallError(`${method} ${url} timed out after ${options.timeoutMs} ms`, 'timeout');
    }
    throw new InternalCallError(
      `${method} ${url} failed: ${err instanceof Error ? err.message : String(err)}`,
      'network',
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (err) {
    const name = errorName(err);
    throw new InternalCallError(
      `${method} ${url}: the answer could not be read${name === 'TimeoutError' ? ` within ${options.timeoutMs} ms` : ''}`,
      name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
    );
  }
  if (!response.ok) {
    throw new InternalCallError(
      `${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`,
      'status',
      response.status,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InternalCallError(`${method} ${url} answered something that is not JSON`, 'body', response.status);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InternalCallError(
      `${method} ${url} answered outside its contract (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`,
      'body',
      response.status,
    );
  }
  return parsed.data;
}
