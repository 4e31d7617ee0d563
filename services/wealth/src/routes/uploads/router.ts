import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import {
  ASSET_UPLOAD_INVALID_TYPE_MESSAGE,
  endpoints,
  fileExtension,
  isAllowedAssetFileName,
  WEALTH_SAMPLE_FILE_NAME,
  type AssetRowNeedingType,
  type AssetUploadResult,
} from '@tracker/contracts';
import {
  badRequest,
  currentUserId,
  inputOf,
  multipart,
  requireUser,
  uploadedFile,
  validate,
  XLSX_MIME,
} from '@tracker/service-kit';
import type { RowProblem } from '@tracker/statements';
import type { PriceService } from '../../prices/service';
import type { AssetService } from '../assets/service';
import { AssetFileError, parseAssetFile, type ParsedAssetFile, type UntypedRow } from './parse';
import { sampleWorkbook } from './sample';

/** An asset file is a portfolio: 10 MB is far more than any needs. */
export const ASSET_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The per-row report as the upload answer states it: the line and the reason (the contract has no code). */
const rowReport = (problems: readonly RowProblem[]) => problems.map(({ row, message }) => ({ row, message }));

const uploadInput = { body: endpoints.uploadAssets.body };

/** How many different symbols one upload asks the price providers about (the rest get no suggestion). */
export const MAX_SUGGESTED_SYMBOLS = 100;

/** Each untyped row with the type its symbol's listing suggests (one lookup per symbol, through the price cache). */
async function withSuggestedTypes(rows: readonly UntypedRow[], prices: PriceService): Promise<AssetRowNeedingType[]> {
  const symbolOf = (row: UntypedRow) => row.symbol?.toUpperCase() ?? null;
  const symbols = [...new Set(rows.flatMap((row) => symbolOf(row) ?? []))].slice(0, MAX_SUGGESTED_SYMBOLS);
  const lookups = symbols.map(async (symbol) => [symbol, await prices.suggestType(symbol)] as const);
  const suggested = new Map(await Promise.all(lookups));
  return rows.map((row) => ({ ...row, suggestedType: suggested.get(symbolOf(row) ?? '') ?? null }));
}

/** POST /api/assets/upload and GET /api/download/wealth-sample */
export function uploadRouter(assets: AssetService, prices: PriceService): Router {
  const router = new Router();
  const receive = multipart({ maxFileSize: ASSET_UPLOAD_MAX_BYTES });
  router.post(endpoints.uploadAssets.path, requireUser, receive, validate(uploadInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const file = uploadedFile(ctx, endpoints.uploadAssets.fileField);
    if (!file) throw badRequest('Please select a file to upload');
    const name = file.originalFilename ?? 'file';
    if (!isAllowedAssetFileName(name))
      throw badRequest(ASSET_UPLOAD_INVALID_TYPE_MESSAGE, { code: 'INVALID_FILE_TYPE' });
    const { types, currency } = inputOf(ctx, uploadInput).body;
    let parsed: ParsedAssetFile;
    try {
      parsed = parseAssetFile(await readFile(file.filepath), fileExtension(name), types, currency);
    } catch (err) {
      if (err instanceof AssetFileError) throw badRequest(err.message, { code: 'INVALID_FILE_CONTENT' });
      throw err;
    }
    if (parsed.untyped.length > 0) {
      // Nothing is saved until every row has a type: the user chooses them, then sends the file again.
      const body: AssetUploadResult = {
        successfulRows: 0,
        errorRows: parsed.errors.length,
        errors: rowReport(parsed.errors),
        needsType: await withSuggestedTypes(parsed.untyped, prices),
      };
      ctx.body = body;
      return;
    }
    if (parsed.assets.length === 0) {
      const first = parsed.errors
        .slice(0, 3)
        .map((e) => `row ${e.row}: ${e.message}`)
        .join('; ');
      throw badRequest(`No assets could be imported (${first})`, { code: 'INVALID_FILE_CONTENT' });
    }
    const successfulRows = await assets.createMany(userId, parsed.assets);
    const errors = rowReport(parsed.errors);
    const body: AssetUploadResult = { successfulRows, errorRows: errors.length, errors };
    ctx.body = body;
  });

  router.get(endpoints.downloadWealthSample.path, requireUser, (ctx) => {
    ctx.set('Content-Disposition', `attachment; filename="${WEALTH_SAMPLE_FILE_NAME}"`);
    ctx.type = XLSX_MIME;
    ctx.body = sampleWorkbook();
  });
  return router;
}
