/** What every service that writes a spreadsheet or CSV file needs. */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading ' so it stays text: a
 * description or note typed by anyone must never execute when the user opens their own file.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
