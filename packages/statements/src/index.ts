/**
 * @tracker/statements: one reader of statements and spreadsheets for every area. File sniffing (encoding, delimiter,
 * CSV or spreadsheet), CSV/XLSX/XLS to records, header and layout finding, money and date cleaning, and the reading
 * of one record into a row or the reason it cannot be imported (the per-row report). Each area maps rows to its own
 * documents.
 */
export * from './amounts';
export * from './csv';
export * from './dates';
export * from './decode';
export * from './layout';
export { detectCurrency } from './detect';
export * from './rows';
export * from './statement';
export * from './table';
export * from './roles';
