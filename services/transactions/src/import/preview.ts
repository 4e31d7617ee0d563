/** The first rows of a statement exactly as the import would store them, for the upload preview (nothing is saved). */
import {
  currencyOrDefault,
  fromMinorUnits,
  minorUnits,
  PREVIEW_ROWS,
  type PreviewRow,
  type AccountKind,
  type UploadPreview,
} from '@tracker/contracts';
import { isSkippable, readRow, statementLayoutOf, textOf, type Layout, type Statement } from '@tracker/statements';
import { hasCardPaymentWording } from '../routes/transfers/wording';
import type { DetectedLayout } from './detect';

/** Values shown per column beside its role. */
const SAMPLES_PER_COLUMN = 3;
const MAX_SAMPLE_LENGTH = 80;

const cut = (text: string) => (text.length > MAX_SAMPLE_LENGTH ? `${text.slice(0, MAX_SAMPLE_LENGTH - 1)}…` : text);

export interface PreviewContent {
  header: string[] | null;
  samples: string[][];
  rows: PreviewRow[];
}

export async function previewOf(statement: Statement, layout: Layout, limit: number): Promise<PreviewContent> {
  // In the file's currency where it says it, else with cents (the account's currency is chosen beside the preview).
  const currency = currencyOrDefault(layout.currency);
  const places = minorUnits(currency);
  let header: string[] | null = null;
  const samples: string[][] = Array.from({ length: layout.width }, () => []);
  const rows: PreviewRow[] = [];
  let index = -1;
  reading: for await (const records of statement.records()) {
    for (const record of records) {
      index++;
      if (index === layout.headerIndex) {
        header = Array.from({ length: layout.width }, (_, i) => cut(textOf(record.cells[i]).trim()));
        continue;
      }
      if (index < layout.headerIndex || isSkippable(record, layout)) continue;
      samples.forEach((values, i) => {
        const text = textOf(record.cells[i]).trim();
        if (values.length < SAMPLES_PER_COLUMN && text !== '') values.push(cut(text));
      });
      const result = readRow(record, layout, places);
      rows.push(
        result.ok
          ? {
              line: result.row.line,
              date: result.row.date,
              description: result.row.description,
              amount: fromMinorUnits(Math.abs(result.row.cents), currency),
              isIncome: result.row.cents > 0,
            }
          : { line: result.line, error: result.reason, raw: cut(result.raw) },
      );
      if (rows.length >= limit) break reading;
    }
  }
  return { header, samples, rows };
}

/** The preview's answer: the layout the import would read with (chosen, remembered or detected) and the first rows. */
export async function uploadPreview(
  fileName: string,
  statement: Statement,
  { layout, remembered }: DetectedLayout,
): Promise<UploadPreview> {
  const body: UploadPreview = {
    fileName,
    ...(await previewOf(statement, layout, PREVIEW_ROWS)),
    layout: statementLayoutOf(layout),
    doubts: layout.doubts,
    remembered: remembered !== null,
    accountId: remembered?.accountId ?? null,
    dataRows: layout.dataRows,
  };
  if (layout.currency !== undefined) body.currency = layout.currency;
  const kind = suggestedKind(statement, layout, body.rows);
  if (kind) body.suggestedKind = kind;
  return body;
}

/** The kind of account the file looks like it is from (see uploadPreviewSchema.suggestedKind). */
function suggestedKind(statement: Statement, layout: Layout, rows: readonly PreviewRow[]): AccountKind | undefined {
  if (statement.account.kind) return statement.account.kind;
  if (layout.sign === 'charges-positive') return 'credit_card';
  const cardPayment = rows.some((row) => 'description' in row && hasCardPaymentWording(row.description));
  return cardPayment ? 'credit_card' : undefined;
}
