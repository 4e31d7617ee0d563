import {
  ASSET_CSV_TOO_SHORT_MESSAGE,
  ASSET_UPLOAD_INVALID_TYPE_MESSAGE,
  assetCsvMissingColumnsMessage,
  fileExtension,
  isAllowedAssetFileName,
  missingAssetColumns,
} from '@tracker/contracts';

/** The cells of one CSV line (quotes honoured). */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** A file's text through FileReader (every browser, and jsdom, which has no Blob.text). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * product.md › Validation rules: only .csv, .xlsx, .xls; a CSV needs a header and a data row, and the header the
 * required columns. Excel files go straight to the server (which checks them the same way). Null when the file may be
 * sent.
 */
export async function checkAssetFile(file: File): Promise<string | null> {
  if (!isAllowedAssetFileName(file.name)) return ASSET_UPLOAD_INVALID_TYPE_MESSAGE;
  if (fileExtension(file.name) !== 'csv') return null;
  const text = (await readText(file)).replace(/^\ufeff/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length < 2) return ASSET_CSV_TOO_SHORT_MESSAGE;
  const missing = missingAssetColumns(csvCells(lines[0] ?? ''));
  return missing.length > 0 ? assetCsvMissingColumnsMessage(missing) : null;
}
