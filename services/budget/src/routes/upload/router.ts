import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import { BUDGET_UPLOAD_EXTENSIONS, endpoints, type BudgetUploadResult } from '@tracker/contracts';
import {
  badRequest,
  currentUserId,
  inputOf,
  multipart,
  requireUser,
  uploadedFile,
  validate,
} from '@tracker/service-kit';
import { BudgetFileError, type BudgetFileRow, parseBudgetFile } from './parse';
import type { BudgetImportService } from './service';

/** Contract limit: a budget file is a few KB; 1 MB holds far more than MAX_BUDGET_ROWS rows. */
export const BUDGET_FILE_MAX_BYTES = 1024 * 1024;
export const NO_BUDGET_FILE_MESSAGE = 'Please select a CSV file to upload';
export const notCsvMessage = (name: string) =>
  `File "${name}" is not a CSV file. Please upload a .csv file (like the example budget)`;

const uploadInput = { body: endpoints.uploadBudget.body };

const isCsvName = (name: string) => BUDGET_UPLOAD_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(`.${ext}`));

/** POST /api/budget/upload (multipart: file, month, year). */
export function uploadRouter(importer: BudgetImportService): Router {
  const router = new Router();
  router.post(
    endpoints.uploadBudget.path,
    requireUser,
    multipart({
      maxFileSize: BUDGET_FILE_MAX_BYTES,
      tooLargeMessage: 'The file is too large. A budget file can be at most 1 MB.',
    }),
    validate(uploadInput),
    async (ctx) => {
      const { month, year, applyChanges } = inputOf(ctx, uploadInput).body;
      const file = uploadedFile(ctx, endpoints.uploadBudget.fileField);
      if (!file) throw badRequest(NO_BUDGET_FILE_MESSAGE);
      const name = file.originalFilename ?? 'file';
      if (!isCsvName(name)) throw badRequest(notCsvMessage(name), { code: 'INVALID_FILE_TYPE' });
      let rows: BudgetFileRow[];
      try {
        rows = parseBudgetFile(await readFile(file.filepath), name);
      } catch (err) {
        if (err instanceof BudgetFileError) throw badRequest(err.message, { code: err.code });
        throw err;
      }
      const body: BudgetUploadResult = await importer.importRows(
        currentUserId(ctx),
        { month, year },
        rows,
        applyChanges,
      );
      ctx.body = body;
    },
  );
  return router;
}
