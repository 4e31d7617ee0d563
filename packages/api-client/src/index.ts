/**
 * @tracker/api-client: typed calls to the API for the browser (no React).
 *
 * The module-level functions use one shared client; the shell calls `configureApiClient` once (for example to
 * route 401s through its router instead of a full reload). Tests and special cases use `createApiClient`.
 */
import { type ApiClient, type ApiClientConfig, createApiClient } from './client';

let sharedConfig: ApiClientConfig = {};

/** Replaces parts of the shared client's configuration (fetch, baseUrl, onUnauthorized). */
export function configureApiClient(config: ApiClientConfig): void {
  sharedConfig = { ...sharedConfig, ...config };
}
/** Back to defaults: globalThis.fetch, same origin, 401 -> window.location.href = '/'. */
export function resetApiClient(): void {
  sharedConfig = {};
}

export const apiClient: ApiClient = createApiClient(() => sharedConfig);

export const request: ApiClient['request'] = apiClient.request;
export const upload: ApiClient['upload'] = apiClient.upload;
export const urlOf: ApiClient['urlOf'] = apiClient.urlOf;
export const apiFetch: ApiClient['apiFetch'] = apiClient.apiFetch;
export const downloadFile: ApiClient['downloadFile'] = apiClient.downloadFile;
export const defaultQueryFn: ApiClient['defaultQueryFn'] = apiClient.defaultQueryFn;
export const getQueryFn: ApiClient['getQueryFn'] = apiClient.getQueryFn;
export const navigate: ApiClient['navigate'] = apiClient.navigate;

export {
  createApiClient,
  type ApiClient,
  type ApiClientConfig,
  type FetchLike,
  type NavigationName,
  type On401,
  type QueryFunctionContextLike,
  type RequestArgs,
  type RequestOptions,
  type RequestableName,
  type UploadOptions,
  type UploadProgress,
  type UploadableName,
} from './client';
export {
  ApiError,
  isNetworkFailure,
  isUnauthorized,
  NetworkError,
  ResponseValidationError,
  serverMessageOr,
  UploadCancelledError,
  UploadTimeoutError,
} from './errors';
export { buildQueryString, filenameFromContentDisposition } from './http';
export { saveBlob } from './save';
