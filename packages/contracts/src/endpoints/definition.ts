/**
 * The shape every area's endpoint file declares its operations in (merged in ../endpoints.ts). What an operation does
 * is its doc comment, not a field: the map travels to every page, and no page reads a description.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type EndpointKind = 'json' | 'multipart' | 'download' | 'navigation';
export type EndpointAuth = 'public' | 'user';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly kind: EndpointKind;
  readonly auth: EndpointAuth;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** multipart only: the name of the file part. */
  readonly fileField?: string;
  readonly response?: z.ZodType;
}

/** What a 'download' endpoint yields on the client. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server gave none. */
  filename: string | null;
}
