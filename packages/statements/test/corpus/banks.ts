/**
 * A corpus of bank export layouts, as data: each file in `banks/` is written from the bank's published export format
 * or a public import configuration (firefly-iii/import-configurations: column roles, delimiter, date format, sign
 * convention), with a few rows of realistic merchants, in the bytes the bank writes (German and French exports are
 * often Windows-1252). `banks.json` names each file's bank, country and source, and states what must be stored of
 * every row: date, a merchant the description contains, and the signed amount (negative is money out). The index is
 * checked when it is loaded, so a fixture that names no file or a malformed row fails every suite that reads it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import iconv from 'iconv-lite';
import { z } from 'zod';
import { parseCsv } from '../../src/csv';

/** The countries the corpus holds layouts from (each must have at least one). */
export const COUNTRIES = [
  'US',
  'UK',
  'DE',
  'NL',
  'FR',
  'ES',
  'BE',
  'AT',
  'CA',
  'AU',
  'NZ',
  'IN',
  'SG',
  'IT',
  'CH',
  'PL',
  'JP',
  'NO',
  'SE',
  'LV',
  'FI',
  'DK',
  'IE',
  'BR',
  'ZA',
  'MX',
  'CZ',
  'EE',
  'LT',
  'HU',
  'RU',
  'UA',
  'CN',
  'PT',
  'RO',
  'GR',
] as const;

const fixtureSchema = z.strictObject({
  bank: z.string().min(1),
  country: z.enum(COUNTRIES),
  /** Where the layout comes from. */
  source: z.string().min(1),
  /** The export, relative to this folder. */
  file: z.string().regex(/^[a-z]+\/[a-z0-9-]+\.csv$/),
  /**
   * The bank offers this export as an Excel workbook: the file holds the sheet's cells (CSV), written into an XLSX
   * workbook when loaded, plain numbers as number cells and everything else as text, as the bank's sheet has them.
   */
  sheet: z.literal('xlsx').optional(),
  /** Bytes other than UTF-8, as iconv-lite names them. */
  encoding: z.enum(['latin1', 'windows-1250', 'windows-1251', 'shift_jis', 'gb18030']).optional(),
  rows: z.array(
    z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.string().min(1), z.string().regex(/^-?\d+\.\d+$/)]),
  ),
  /** What detection must report beside the rows. */
  expect: z
    .strictObject({
      sign: z.enum(['signed', 'charges-positive']).optional(),
      currency: z.string().optional(),
      doubts: z.array(z.string()).optional(),
    })
    .optional(),
});

export type BankFixture = z.infer<typeof fixtureSchema> & {
  /** The file's bytes. */
  bytes: Buffer;
  /** The file's text (decoded from its encoding). */
  text: string;
};

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** An XLSX workbook of one sheet holding the cells of `csv`. */
function workbookOf(csv: string): Buffer {
  const rows = parseCsv(csv, ',').map((record) =>
    record.cells.map((cell) => (typeof cell === 'string' && PLAIN_NUMBER.test(cell) ? Number(cell) : cell)),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function load(list: unknown[]): BankFixture[] {
  return list.map((entry) => {
    const fixture = fixtureSchema.parse(entry);
    const file = readFileSync(join(__dirname, fixture.file));
    const text = iconv.decode(file, fixture.encoding ?? 'utf8');
    return { ...fixture, bytes: fixture.sheet ? workbookOf(text) : file, text };
  });
}

const index = z
  .strictObject({ banks: z.array(z.unknown()), short: z.array(z.unknown()) })
  .parse(JSON.parse(readFileSync(join(__dirname, 'banks.json'), 'utf8')));

export const BANKS: BankFixture[] = load(index.banks);

/** Short statements: a new account's first statement may hold one row. */
export const SHORT_STATEMENTS: BankFixture[] = load(index.short);
