/**
 * Multipart uploads: a timeout (default 5 minutes), the caller's Cancel, progress steps, and the upload messages of
 * product.md › Messages and errors (the server's own message, else one by status).
 */
import {
  type EndpointDefinition,
  UPLOAD_PROGRESS_STEPS,
  UPLOAD_TIMEOUT_MESSAGE,
  UPLOAD_TIMEOUT_MS,
  type UploadStage,
  errorTextOf,
  uploadFailedMessage,
} from '@tracker/contracts';
import type { UploadOptions } from './client';
import { ApiError, NetworkError, ResponseValidationError, UploadCancelledError, UploadTimeoutError } from './errors';
import { bodyOf, readJson, type Transport } from './transport';

/** An abort controller that fires after `timeoutMs` or when the caller's signal does; `done` releases both. */
function deadline(timeoutMs: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = (): void => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  const done = (): void => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  };
  return { signal: controller.signal, state, done };
}

async function uploadFailure(transport: Transport, response: Response): Promise<ApiError> {
  if (response.status === 401) return transport.failure(response, 'redirect');
  const { text, body } = await bodyOf(response);
  return new ApiError({
    message: errorTextOf(body) ?? uploadFailedMessage(response.status),
    status: response.status,
    statusText: response.statusText,
    body,
    text,
    url: response.url,
  });
}

export async function sendUpload(
  transport: Transport,
  def: EndpointDefinition,
  url: string,
  formData: FormData,
  options: UploadOptions,
): Promise<unknown> {
  const { timeoutMs = UPLOAD_TIMEOUT_MS, signal, onProgress } = options;
  const limit = deadline(timeoutMs, signal);
  const step = (stage: UploadStage): void => {
    const found = UPLOAD_PROGRESS_STEPS.find((s) => s.stage === stage);
    if (found && onProgress) onProgress({ percent: found.percent, stage });
  };
  try {
    step('uploading');
    const response = await transport.config().fetch(url, {
      method: def.method,
      body: formData,
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: limit.signal,
    });
    step('finalizing');
    if (!response.ok) throw await uploadFailure(transport, response);
    const result = await readJson(response, def, `${def.method} ${def.path}`, url);
    step('complete');
    return result;
  } catch (error) {
    if (limit.state.timedOut) throw new UploadTimeoutError(UPLOAD_TIMEOUT_MESSAGE, { cause: error });
    if (signal?.aborted) throw new UploadCancelledError();
    if (error instanceof ApiError || error instanceof ResponseValidationError) throw error;
    throw new NetworkError(error);
  } finally {
    limit.done();
  }
}
