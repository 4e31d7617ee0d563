import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { Context, Middleware, Next } from 'koa';
import { HttpMethodEnum, koaBody, type ScalarOrArrayFiles } from 'koa-body';
import { badRequest, payloadTooLarge, ServiceError, unsupportedMediaType } from '../errors';

export const DEFAULT_JSON_LIMIT = '1mb';
export const DEFAULT_FORM_LIMIT = '1mb';

export interface BodyLimits {
  /** Largest JSON body (bytes or a string like '1mb'). Default 1 MB. */
  json?: string | number;
  /** Largest urlencoded form body. Default 1 MB. */
  form?: string | number;
}

/**
 * JSON and urlencoded bodies on POST, PUT, PATCH and DELETE (bulk deletes carry a body). Malformed JSON is a 400 and
 * an oversized body a 413 (both through the error envelope). Multipart is left to `multipart()` on upload routes.
 */
export function bodyParser(limits: BodyLimits = {}): Middleware {
  return koaBody({
    json: true,
    jsonStrict: true,
    urlencoded: true,
    text: false,
    multipart: false,
    jsonLimit: limits.json ?? DEFAULT_JSON_LIMIT,
    formLimit: limits.form ?? DEFAULT_FORM_LIMIT,
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
}

/** One uploaded file (a formidable File: filepath, originalFilename, mimetype, size). */
export type UploadedFile = Exclude<ScalarOrArrayFiles[string], unknown[]>;

export interface MultipartOptions {
  /** Largest accepted file, in bytes. */
  maxFileSize: number;
  /** Most files in one request. Default 1. */
  maxFiles?: number;
  /** Largest total of the text fields, in bytes. Default 1 MB. */
  maxFieldsSize?: number;
  /** Message of the 413 answer; default names the limit. */
  tooLargeMessage?: string;
}

/** 52428800 -> '50 MB', 1024 -> '1 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

function formidableError(err: Error): { code?: number; httpCode?: number } {
  const found: { code?: number; httpCode?: number } = {};
  if ('code' in err && typeof err.code === 'number') found.code = err.code;
  if ('httpCode' in err && typeof err.httpCode === 'number') found.httpCode = err.httpCode;
  return found;
}

/** formidable's error codes (formidable/src/FormidableError.js). */
const FORMIDABLE = {
  maxFieldsSizeExceeded: 1006,
  maxFieldsExceeded: 1007,
  biggerThanTotalMaxFileSize: 1009,
  noEmptyFiles: 1010,
  maxFilesExceeded: 1015,
  biggerThanMaxFileSize: 1016,
} as const;

/**
 * Parses a multipart upload into temporary files (removed when the request ends) and fields
 * (`ctx.request.body`). A file over `maxFileSize` is answered 413 `{ error, message, code: 'FILE_TOO_LARGE' }`.
 * Read files with `uploadedFile(ctx, 'file')`.
 */
export function multipart(options: MultipartOptions): Middleware {
  const { maxFileSize, maxFiles = 1, maxFieldsSize = 1024 * 1024 } = options;
  const tooLarge = options.tooLargeMessage ?? `The file is too large. The maximum size is ${formatBytes(maxFileSize)}.`;

  function mapError(err: Error): ServiceError {
    if (err instanceof ServiceError) return err;
    const { code, httpCode } = formidableError(err);
    switch (code) {
      case FORMIDABLE.biggerThanMaxFileSize:
      case FORMIDABLE.biggerThanTotalMaxFileSize:
        return payloadTooLarge(tooLarge, { code: 'FILE_TOO_LARGE' });
      case FORMIDABLE.maxFieldsSizeExceeded:
        return payloadTooLarge('The form fields are too large.');
      case FORMIDABLE.maxFilesExceeded:
        return badRequest(`Too many files. Send at most ${maxFiles}.`);
      case FORMIDABLE.maxFieldsExceeded:
        return badRequest('Too many form fields.');
      case FORMIDABLE.noEmptyFiles:
        return badRequest('The uploaded file is empty.', { code: 'EMPTY_FILE' });
      default:
        if (httpCode === 413) return payloadTooLarge(tooLarge, { code: 'FILE_TOO_LARGE' });
        return badRequest('The upload could not be read. Send it as multipart/form-data.');
    }
  }

  return async function multipartMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!ctx.is('multipart')) throw unsupportedMediaType('Send the upload as multipart/form-data.');
    const tempFiles: string[] = [];
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH],
      formidable: {
        uploadDir: tmpdir(),
        maxFileSize,
        maxTotalFileSize: maxFileSize * maxFiles,
        maxFiles,
        maxFieldsSize,
        allowEmptyFiles: false,
        onFileBegin: (_name, file) => {
          tempFiles.push(file.filepath);
        },
      },
      onError: (err) => {
        throw mapError(err);
      },
    });
    try {
      await parse(ctx, next);
    } finally {
      await Promise.all(tempFiles.map((path) => unlink(path).catch(() => undefined)));
    }
  };
}

/** The first file sent in `field` by a multipart upload, if any. */
export function uploadedFile(ctx: Context, field: string): UploadedFile | undefined {
  const files = ctx.request.files?.[field];
  if (files === undefined) return undefined;
  return Array.isArray(files) ? files[0] : files;
}
