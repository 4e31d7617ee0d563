/**
 * What every call of the client shares: the configuration read at call time, sending with credentials, and the error
 * rule of product.md › Messages and errors for a response that is not OK; reading a JSON or file answer.
 */
import { type DownloadedFile, type EndpointDefinition, SESSION_EXPIRED_MESSAGE } from '@tracker/contracts';
import type { ApiClientConfig } from './client';
import { ApiError, NetworkError, ResponseValidationError } from './errors';
import { filenameFromContentDisposition, toIssueList } from './http';

export interface Transport {
  /** The configuration as it is now, defaults filled in. */
  config(): Required<ApiClientConfig>;
  /** fetch with credentials; a network failure becomes a NetworkError (an abort stays what it is). */
  send(url: string, init: RequestInit): Promise<Response>;
  /** The error for a non-OK response (calling onUnauthorized on a redirecting 401). */
  failure(response: Response, on401: 'redirect' | 'throw'): Promise<ApiError>;
}

const defaultOnUnauthorized = (): void => {
  if (typeof window !== 'undefined') window.location.href = '/';
};

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** A response's text and its JSON body, when it has one. */
export async function bodyOf(response: Response): Promise<{ text: string; body: unknown }> {
  const text = await response.text().catch(() => '');
  const parsed = text.trim() === '' ? undefined : parseJson(text);
  return { text, body: parsed?.ok ? parsed.value : undefined };
}

export function createTransport(config: ApiClientConfig | (() => ApiClientConfig)): Transport {
  const current = (): Required<ApiClientConfig> => {
    const c = typeof config === 'function' ? config() : config;
    return {
      fetch: c.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      baseUrl: c.baseUrl ?? '',
      onUnauthorized: c.onUnauthorized ?? defaultOnUnauthorized,
    };
  };
  return {
    config: current,
    async send(url, init) {
      try {
        return await current().fetch(url, { ...init, credentials: 'include' });
      } catch (error) {
        if (isAbort(error, init.signal ?? undefined)) throw error;
        throw new NetworkError(error);
      }
    },
    async failure(response, on401) {
      const { text, body } = await bodyOf(response);
      const redirect = response.status === 401 && on401 === 'redirect';
      if (redirect) current().onUnauthorized();
      return new ApiError({
        message: redirect ? SESSION_EXPIRED_MESSAGE : `${response.status}: ${text || response.statusText}`,
        status: response.status,
        statusText: response.statusText,
        body,
        text,
        url: response.url,
      });
    },
  };
}

/** A JSON answer, checked against the endpoint's response schema when it has one. */
export async function readJson(
  response: Response,
  def: EndpointDefinition | undefined,
  what: string,
  url: string,
): Promise<unknown> {
  const text = await response.text();
  let data: unknown;
  if (text.trim() !== '') {
    const parsed = parseJson(text);
    if (!parsed.ok) {
      throw new ResponseValidationError(what, url, [{ path: '', message: `body is not JSON: ${text.slice(0, 100)}` }]);
    }
    data = parsed.value;
  }
  if (!def?.response) return data;
  const result = def.response.safeParse(data);
  if (!result.success) throw new ResponseValidationError(what, url, toIssueList(result.error.issues));
  return result.data;
}

/** A file answer: the blob and the file name of its Content-Disposition. */
export async function readFile(response: Response): Promise<DownloadedFile> {
  return {
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}
