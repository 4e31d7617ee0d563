import { saveBlob } from '@tracker/api-client';
import { EXAMPLE_TRANSACTIONS_COLUMNS, EXAMPLE_TRANSACTIONS_FILE_NAME } from '@tracker/contracts';

/** Sample rows in the layout the importer reads best: ISO dates, signed amounts (negative = money out). */
const SAMPLE_ROWS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['2025-01-02', 'Monthly Salary', '4200.00', 'Example Bank'],
  ['2025-01-03', 'Whole Foods Market', '-86.45', 'Example Bank'],
  ['2025-01-05', 'Netflix Subscription', '-15.99', 'Example Credit Card'],
  ['2025-01-08', 'Shell Petrol Station', '-52.30', 'Example Credit Card'],
  ['2025-01-12', 'Rent Payment', '-1500.00', 'Example Bank'],
  ['2025-01-15', 'Transfer to Savings', '-500.00', 'Example Bank'],
  ['2025-01-20', 'Starbucks, Downtown', '-4.75', 'Example Credit Card'],
];

const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * example_transactions.csv: columns Date, Description, Amount, Institution (product.md › API calls), built in the
 * browser.
 */
export function buildExampleCsv(): string {
  return [EXAMPLE_TRANSACTIONS_COLUMNS, ...SAMPLE_ROWS].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function downloadExampleFile(): void {
  saveBlob(new Blob([buildExampleCsv()], { type: 'text/csv;charset=utf-8' }), EXAMPLE_TRANSACTIONS_FILE_NAME);
}
