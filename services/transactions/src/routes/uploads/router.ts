import Router from '@koa/router';
import {
  checkTransactionFile,
  endpoints,
  fileSizeMb,
  NO_FILES_SELECTED_MESSAGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  type UploadPreview,
  type UploadResult,
} from '@tracker/contracts';
import {
  badRequest,
  currentUserId,
  inputOf,
  isServiceError,
  multipart,
  notFound,
  payloadTooLarge,
  requireUser,
  uploadedFile,
  validate,
} from '@tracker/service-kit';
import type { Context, Next } from 'koa';
import type { UploadedFile } from '../../import/read';
import type { StatementImport } from '../../import/statementImport';

export { LAYOUT_MISMATCH } from '../../import/detect';

/**
 * Files up to this size are received whole, so one over the 50MB limit is answered with the spec's message naming
 * it and its size; a larger request is refused before it is read (its name is not known then).
 */
export const UPLOAD_RECEIVE_LIMIT = 2 * UPLOAD_MAX_BYTES;
const MULTIPART_OVERHEAD = 1024 * 1024;

export const REPORT_NOT_FOUND = 'Report not found';

const tooLarge = (bytes: number, name?: string) =>
  payloadTooLarge(
    `File ${name === undefined ? '' : `"${name}" `}(${fileSizeMb(bytes)}MB) exceeds the ${UPLOAD_MAX_MB}MB limit`,
    {
      code: 'FILE_TOO_LARGE',
    },
  );
const receive = multipart({ maxFileSize: UPLOAD_RECEIVE_LIMIT });

/**
 * Receives the multipart upload: refuses an oversized request by its Content-Length before reading it, and words
 * the multipart parser's own refusals as the spec does (errors of the later handlers pass through untouched).
 */
async function receiveUpload(ctx: Context, next: Next): Promise<void> {
  const length = ctx.request.length;
  if (length !== undefined && length > UPLOAD_RECEIVE_LIMIT + MULTIPART_OVERHEAD) throw tooLarge(length);
  let received = false;
  try {
    await receive(ctx, async () => {
      received = true;
      await next();
    });
  } catch (err) {
    if (!received && isServiceError(err) && err.code === 'FILE_TOO_LARGE')
      throw tooLarge(length ?? UPLOAD_RECEIVE_LIMIT + 1);
    if (!received && isServiceError(err) && err.code === 'EMPTY_FILE') {
      throw badRequest('The file appears to be empty or corrupted', { code: 'INVALID_FILE_CONTENT' });
    }
    throw err;
  }
}

const uploadInput = { body: endpoints.uploadTransactions.body };
const previewInput = { body: endpoints.previewUpload.body };

const reportInput = { params: endpoints.downloadReport.params };

/** POST /api/transactions/upload-fast and upload-preview, GET /api/report/:reportUrl: parse, call the import, answer. */
export function uploadRouters(importer: StatementImport): Router[] {
  const upload = new Router();

  upload.post(endpoints.uploadTransactions.path, requireUser, receiveUpload, validate(uploadInput), async (ctx) => {
    const { accountId, autoCategorise, layout, currency } = inputOf(ctx, uploadInput).body;
    const body: UploadResult = await importer.run({
      userId: currentUserId(ctx),
      file: receivedFile(ctx),
      autoCategorise,
      ...(accountId === undefined ? {} : { accountId }),
      ...(layout === undefined ? {} : { layout }),
      ...(currency === undefined ? {} : { currency }),
    });
    ctx.body = body;
  });

  upload.post(endpoints.previewUpload.path, requireUser, receiveUpload, validate(previewInput), async (ctx) => {
    const { layout } = inputOf(ctx, previewInput).body;
    const body: UploadPreview = await importer.preview({
      userId: currentUserId(ctx),
      file: receivedFile(ctx),
      ...(layout === undefined ? {} : { layout }),
    });
    ctx.body = body;
  });

  const reports = new Router();
  reports.get(endpoints.downloadReport.path, requireUser, validate(reportInput), async (ctx) => {
    const report = await importer.report(currentUserId(ctx), inputOf(ctx, reportInput).params.reportUrl);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    ctx.set('Content-Disposition', `attachment; filename="${report.fileName}"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = report.body;
  });

  return [upload, reports];
}

/** The uploaded file, checked; a file under the size floor is read before it is refused (a one-row statement). */
function receivedFile(ctx: Context): UploadedFile {
  const file = uploadedFile(ctx, endpoints.uploadTransactions.fileField);
  if (!file) throw badRequest(NO_FILES_SELECTED_MESSAGE);
  const name = file.originalFilename ?? 'file';
  const problem = checkTransactionFile({ name, size: file.size, type: file.mimetype ?? '' });
  if (problem === null || problem.problem === 'SMALL_FILE')
    return { name, path: file.filepath, small: problem !== null };
  switch (problem.problem) {
    case 'FILE_TOO_LARGE':
      throw tooLarge(file.size, name);
    case 'INVALID_FILE_CONTENT':
      throw badRequest(problem.message, { code: 'INVALID_FILE_CONTENT' });
    default:
      throw badRequest(problem.message, { code: 'INVALID_FILE_TYPE' });
  }
}
