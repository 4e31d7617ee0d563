import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import {
  ASSET_UPLOAD_INVALID_TYPE_MESSAGE,
  endpoints,
  fileExtension,
  isAllowedAssetFileName,
  WEALTH_SAMPLE_FILE_NAME,
  type AssetUploadResult,
} from '@tracker/contracts';
import { badRequest, currentUserId, multipart, requireUser, uploadedFile, XLSX_MIME } from '@tracker/service-kit';
import type { AssetService } from '../assets/service';
import { AssetFileError, parseAssetFile } from './parse';
import { sampleWorkbook } from './sample';

/** An asset file is a portfolio: 10 MB is far more than any needs. */
export const ASSET_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** POST /api/assets/upload and GET /api/download/wealth-sample */
export function uploadRouter(assets: AssetService): Router {
  const router = new Router();
  router.post(endpoints.uploadAssets.path, requireUser, multipart({ maxFileSize: ASSET_UPLOAD_MAX_BYTES }), async (ctx) => {
    const userId = currentUserId(ctx);
    const file = uploadedFile(ctx, endpoints.uploadAssets.fileField);
    if (!file) throw badRequest('Please select a file to upload');
    const name = file.originalFilename ?? 'file';
    if (!isAllowedAssetFileName(name)) throw badRequest(ASSET_UPLOAD_INVALID_TYPE_MESSAGE, { code: 'INVALID_FILE_TYPE' });
    let parsed;
    try {
      parsed = parseAssetFile(await readFile(file.filepath), fileExtension(name));
    } catch (err) {
      if (err instanceof AssetFileError) throw badRequest(err.message, { code: 'INVALID_FILE_CONTENT' });
      throw err;
    }
    if (parsed.assets.length === 0) {
      const first = parsed.errors.slice(0, 3).map((e) => `row ${e.row}: ${e.message}`).join('; ');
      throw badRequest(`No assets could be imported (${first})`, { code: 'INVALID_FILE_CONTENT' });
    }
    const successfulRows = await assets.createMany(userId, parsed.assets);
    const body: AssetUploadResult = { successfulRows, errorRows: parsed.errors.length, errors: parsed.errors };
    ctx.body = body;
  });

  router.get(endpoints.downloadWealthSample.path, requireUser, (ctx) => {
    ctx.set('Content-Disposition', `attachment; filename="${WEALTH_SAMPLE_FILE_NAME}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = XLSX_MIME;
    ctx.body = sampleWorkbook();
  });
  return router;
}
