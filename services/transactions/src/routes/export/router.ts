import Router from '@koa/router';
import * as XLSX from '@e965/xlsx';
import {
  endpoints,
  minorUnits,
  TRANSACTION_SOURCE_LABELS,
  transactionsExportFileName,
  type CurrencyCode,
} from '@tracker/contracts';
import { currentUserId, inputOf, neutraliseFormula, requireUser, validate, XLSX_MIME } from '@tracker/service-kit';
import type { BankAccountService } from '../bankAccounts/service';
import { currencyOfRow } from '../transactions/model';
import type { StoredTransaction } from '../transactions/model';
import { LIST_SORT, type TransactionService } from '../transactions/service';

export const EXPORT_COLUMNS = [
  'Date',
  'Description',
  'Category',
  'Amount',
  // The amount's currency (ISO 4217): a user with accounts in several currencies can tell $12.50 from £12.50.
  'Currency',
  'Type',
  'Account',
  'Tags',
  'Source',
  'AI Categorised',
] as const;

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A YYYY-MM-DD date as an Excel serial day number (exact: whole days, no time zone). */
export function excelSerial(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - EXCEL_EPOCH_MS) / 86_400_000);
}

/** Excel's number format of an amount with `places` decimals. */
/**
 * The lines of the export: a split row is one line per part (its category and amount, 'part 1 of 2' after the
 * description), so totals by category in a spreadsheet match the figures.
 */
export function exportLines(rows: readonly StoredTransaction[]): StoredTransaction[] {
  return rows.flatMap((row) =>
    row.splits && row.splits.length > 0
      ? row.splits.map((part, i, parts) => ({
          ...row,
          description: `${row.description} (part ${i + 1} of ${parts.length}${part.note ? `: ${part.note}` : ''})`,
          category: part.category,
          amountCents: part.amountCents,
        }))
      : [row],
  );
}

const amountFormat = (places: number) => (places === 0 ? '#,##0' : `#,##0.${'0'.repeat(places)}`);

/**
 * The workbook of an export: one sheet, dates as date cells, amounts as signed numeric cells with their currency's
 * decimals (2 for most; 0 for yen, 3 for dinars).
 */
export function exportWorkbook(
  stored: readonly StoredTransaction[],
  accountNames: ReadonlyMap<string, string>,
  accountCurrencies: ReadonlyMap<string, CurrencyCode> = new Map(),
): Buffer {
  const rows = exportLines(stored);
  const sheet: XLSX.WorkSheet = {};
  const text = (value: string): XLSX.CellObject => ({ t: 's', v: neutraliseFormula(value) });
  EXPORT_COLUMNS.forEach((name, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: name };
  });
  rows.forEach((row, i) => {
    const r = i + 1;
    const account = row.accountId === null ? 'Manual Entries' : (accountNames.get(row.accountId.toHexString()) ?? '');
    const currency = currencyOfRow(row, accountCurrencies);
    const places = minorUnits(currency);
    const cells: XLSX.CellObject[] = [
      { t: 'n', v: excelSerial(row.date), z: 'yyyy-mm-dd' },
      text(row.description),
      text(row.category ?? ''),
      // Signed: income positive, spending negative. Integer minor units / 10^places is the nearest double.
      { t: 'n', v: (row.isIncome ? row.amountCents : -row.amountCents) / 10 ** places, z: amountFormat(places) },
      text(currency),
      text(row.transactionType ?? ''),
      text(account),
      text(row.tags.join(', ')),
      text(TRANSACTION_SOURCE_LABELS[row.source]),
      // Nobody chose a category for an uncategorised row: neither 'AI' nor 'Manual' (issue 17).
      text(row.aiCategorised ? 'AI' : row.category ? 'Manual' : ''),
    ];
    cells.forEach((cell, c) => {
      sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: EXPORT_COLUMNS.length - 1 } });
  sheet['!cols'] = [
    { wch: 12 },
    { wch: 40 },
    { wch: 18 },
    { wch: 12 },
    { wch: 9 },
    { wch: 12 },
    { wch: 18 },
    { wch: 18 },
    { wch: 10 },
    { wch: 14 },
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Transactions');
  const out: unknown = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  if (!Buffer.isBuffer(out)) throw new Error('SheetJS did not return a buffer');
  return out;
}

const exportInput = { query: endpoints.exportTransactions.query };

/** GET /api/export/transactions: the rows matching the list filters as transactions_{status}_{date}.xlsx. */
export function exportRouter(transactions: TransactionService, accounts: BankAccountService): Router {
  const router = new Router();
  router.get(endpoints.exportTransactions.path, requireUser, validate(exportInput), async (ctx) => {
    const userId = currentUserId(ctx);
    const filters = inputOf(ctx, exportInput).query;
    const filter = await transactions.filterFor(userId, filters);
    const [rows, names, currencies] = await Promise.all([
      filter === null
        ? Promise.resolve([])
        : transactions.model.find(filter).sort(LIST_SORT).lean<StoredTransaction[]>(),
      accounts.names(userId),
      accounts.currencies(userId),
    ]);
    const fileName = transactionsExportFileName(filters.status, new Date());
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.type = XLSX_MIME;
    ctx.body = exportWorkbook(rows, names, currencies);
  });
  return router;
}
