import Router from '@koa/router';
import {
  checkTransactionFile,
  endpoints,
  fileSizeMb,
  countryOfCurrency,
  isCurrencyCode,
  NO_FILES_SELECTED_MESSAGE,
  PREVIEW_ROWS,
  type CurrencyCode,
  type StatementLayout,
  type UploadPreview,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  type UploadResult,
} from '@tracker/contracts';
import {
  badRequest,
  currentUserId,
  inputOf,
  isServiceError,
  multipart,
  neutraliseFormula,
  notFound,
  payloadTooLarge,
  requireUser,
  uploadedFile,
  validate,
} from '@tracker/service-kit';
import {
  applyStatementLayout,
  StatementError,
  statementLayoutOf,
  type Layout,
  type Statement,
} from '@tracker/statements';
import type { Context, Next } from 'koa';
import type { Connection } from 'mongoose';
import type { BankAccountService } from '../bankAccounts/service';
import { importReportModel, reportChunkModel, type ReportLine } from './model';
import { previewOf } from './preview';
import { RememberedLayouts } from './rememberedLayouts';
import { DUPLICATE_REASON, IMPORTED_REASON, type ImportService } from './service';

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
const emptyOrCorrupted = (name: string, detail?: string) =>
  badRequest(`File "${name}" appears to be empty or corrupted${detail ? `: ${detail}` : ''}`, {
    code: 'INVALID_FILE_CONTENT',
  });

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

export const LAYOUT_MISMATCH = 'The layout does not fit this file: choose a role for each of its columns';
const reportInput = { params: endpoints.downloadReport.params };

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula is neutralised with a leading '. */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report's Outcome column, from the stored reason: every row of the file is imported, a duplicate or rejected. */
export function reportOutcome(reason: string): 'Imported' | 'Duplicate' | 'Rejected' {
  if (reason === IMPORTED_REASON) return 'Imported';
  return reason === DUPLICATE_REASON ? 'Duplicate' : 'Rejected';
}

export interface UploadRouterDeps {
  connection: Connection;
  importer: ImportService;
  accounts: BankAccountService;
  /** Makes a new user's first statement's currency their home currency (when the file says its currency). */
  homeCurrency?: { suggest(userId: string, currency: CurrencyCode): Promise<void> };
}

/** POST /api/transactions/upload-fast and GET /api/report/:reportUrl. */
export function uploadRouters({ connection, importer, accounts, homeCurrency }: UploadRouterDeps): Router[] {
  const upload = new Router();
  const layouts = new RememberedLayouts(connection);

  /** The uploaded file, checked; a file under the size floor is read before it is refused (a one-row statement). */
  const receivedFile = (ctx: Context) => {
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
  };

  const openReceived = async ({
    name,
    path,
    small,
  }: {
    name: string;
    path: string;
    small: boolean;
  }): Promise<Statement> => {
    try {
      return await importer.open(path, name);
    } catch (err) {
      if (err instanceof StatementError) throw small ? emptyOrCorrupted(name) : emptyOrCorrupted(name, err.detail);
      throw err;
    }
  };

  /** The layout the user chose, applied to the file (a 400 when it does not fit it). */
  const chosenLayout = (statement: Statement, chosen: StatementLayout): Layout => {
    const layout = applyStatementLayout(statement.layout, chosen);
    if (!layout) throw badRequest(LAYOUT_MISMATCH);
    return layout;
  };

  upload.post(endpoints.uploadTransactions.path, requireUser, receiveUpload, validate(uploadInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const { accountId, autoCategorise, layout: chosen, currency: answered } = inputOf(ctx, uploadInput).body;
    const file = receivedFile(ctx);
    const account =
      accountId === undefined ? await accounts.defaultAccount(userId) : await accounts.get(userId, accountId);
    const statement = await openReceived(file);
    let layout = statement.layout;
    if (chosen) {
      layout = chosenLayout(statement, chosen);
      await layouts.remember(userId, statement.layout, chosen, account._id);
    } else {
      layout = (await layouts.find(userId, statement.layout))?.layout ?? layout;
    }
    // The file's own currency (a Currency column, 'Amount (EUR)', £ in the amounts) decides the account's; when the
    // file does not say it, the user's answer in the dialog does (asked while the account's currency is undecided).
    const currency = isCurrencyCode(layout.currency) ? layout.currency : (answered ?? null);
    const firstStatement = currency !== null && !(await accounts.hasTransactions(userId));
    if (currency !== null) await accounts.acceptStatementCurrency(account, currency);
    // The statement's country (pounds: the UK) tells the categoriser which of the chains sharing a name was paid.
    const country = countryOfCurrency(currency ?? account.currency);
    const result = await importer.run(
      { userId, account, autoCategorise, fileName: file.name, path: file.path, ...(country ? { country } : {}) },
      { ...statement, layout },
    );
    if (firstStatement && currency !== null && result.successfulRows > 0) await homeCurrency?.suggest(userId, currency);
    const body: UploadResult = result;
    ctx.body = body;
  });

  upload.post(endpoints.previewUpload.path, requireUser, receiveUpload, validate(previewInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const { layout: chosen } = inputOf(ctx, previewInput).body;
    const file = receivedFile(ctx);
    const statement = await openReceived(file);
    const remembered = chosen ? null : await layouts.find(userId, statement.layout);
    const layout = chosen ? chosenLayout(statement, chosen) : (remembered?.layout ?? statement.layout);
    const body: UploadPreview = {
      fileName: file.name,
      ...(await previewOf(statement, layout, PREVIEW_ROWS)),
      layout: statementLayoutOf(layout),
      doubts: layout.doubts,
      remembered: remembered !== null,
      accountId: remembered?.accountId ?? null,
      dataRows: layout.dataRows,
    };
    if (layout.currency !== undefined) body.currency = layout.currency;
    ctx.body = body;
  });

  const reports = new Router();
  const reportModel = importReportModel(connection);
  const chunkModel = reportChunkModel(connection);
  reports.get(endpoints.downloadReport.path, requireUser, validate(reportInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const { reportUrl } = inputOf(ctx, reportInput).params;
    const report = await reportModel.findOne({ token: reportUrl, userId }).lean();
    if (!report) throw notFound(REPORT_NOT_FOUND);
    const chunks = await chunkModel.find({ reportId: report._id, userId }).sort({ seq: 1 }).lean();
    const lines: ReportLine[] = chunks.flatMap((c) => c.lines);
    lines.sort((a, b) => a.line - b.line);
    const out = ['Line,Outcome,Reason,Row'];
    for (const line of lines) {
      out.push(`${line.line},${reportOutcome(line.reason)},${csvField(line.reason)},${csvField(line.raw)}`);
    }
    const day = report.createdAt.toISOString().slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="import_report_${day}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = `\ufeff${out.join('\r\n')}\r\n`;
  });

  return [upload, reports];
}
