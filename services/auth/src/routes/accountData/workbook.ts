import * as XLSX from '@e965/xlsx';
import {
  USER_DATA_AREAS,
  type Profile,
  type UserDataArea,
  type UserDataDocument,
  type UserDataExport,
} from '@tracker/contracts';
import { neutraliseFormula } from '@tracker/service-kit';

/** Excel's limit for one cell's text. */
const CELL_MAX = 32_767;

function cell(value: unknown): XLSX.CellObject {
  if (typeof value === 'number' && Number.isFinite(value)) return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (value === null || value === undefined) return { t: 's', v: '' };
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { t: 's', v: neutraliseFormula(text).slice(0, CELL_MAX) };
}

/** 'budgetCategories' -> 'Budget Categories'. */
export function sheetTitle(label: string): string {
  const words = label.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 31);
}

/** One sheet: a header of every field any document has (in first-seen order), then one row per document. */
function sheetOf(documents: readonly UserDataDocument[]): XLSX.WorkSheet {
  if (documents.length === 0) return XLSX.utils.aoa_to_sheet([['Nothing stored']]);
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const document of documents) {
    for (const key of Object.keys(document)) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  const sheet: XLSX.WorkSheet = {};
  columns.forEach((name, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: name };
  });
  documents.forEach((document, i) => {
    columns.forEach((name, c) => {
      sheet[XLSX.utils.encode_cell({ r: i + 1, c })] = cell(document[name]);
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: documents.length, c: columns.length - 1 } });
  return sheet;
}

/**
 * "Download my data": a Profile sheet, then one sheet per exported collection of every area (in the order of
 * USER_DATA_COLLECTIONS), each with every stored field of the user's documents.
 */
export function accountDataWorkbook(profile: Profile, answers: Record<UserDataArea, UserDataExport>): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['Name', 'Email', 'Member since', 'Picture'],
      [profile.name, profile.email, profile.createdAt, profile.picture ?? ''].map((value) => neutraliseFormula(value)),
    ]),
    'Profile',
  );
  const used = new Set(['Profile']);
  for (const area of USER_DATA_AREAS) {
    for (const [label, documents] of Object.entries(answers[area].collections)) {
      let title = sheetTitle(label);
      // Two areas could name a collection alike: keep both sheets.
      for (let n = 2; used.has(title); n += 1) title = `${sheetTitle(label).slice(0, 28)} ${n}`;
      used.add(title);
      XLSX.utils.book_append_sheet(book, sheetOf(documents), title);
    }
  }
  const out: unknown = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  if (!Buffer.isBuffer(out)) throw new Error('SheetJS did not return a buffer');
  return out;
}
