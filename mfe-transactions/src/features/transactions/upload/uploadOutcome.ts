/**
 * What an import came to, told truthfully (issue 17): 'Upload successful' only when every row was imported.
 * The spec's 'Processing Complete!' / 'Successfully processed X transactions from Y rows' is kept for that case.
 */
import type { UploadResult } from '@tracker/contracts';

export type UploadOutcomeKind = 'success' | 'partial' | 'nothingNew' | 'failed';

export interface UploadOutcome {
  kind: UploadOutcomeKind;
  /** The summary's heading. */
  heading: string;
  /** The toast. */
  title: string;
  description: string;
  /** The toast's variant. */
  tone: 'success' | 'default' | 'destructive';
}

type Counts = Pick<UploadResult, 'totalRows' | 'successfulRows' | 'errorRows' | 'duplicateRows'>;

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** The sums of several files' results (the summary covers them all). */
export function sumResults(results: readonly Counts[]): Required<Counts> {
  const sum = (pick: (r: Counts) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    totalRows: sum((r) => r.totalRows),
    successfulRows: sum((r) => r.successfulRows),
    errorRows: sum((r) => r.errorRows),
    duplicateRows: sum((r) => r.duplicateRows ?? 0),
  };
}

export function uploadOutcome(result: Counts): UploadOutcome {
  const { totalRows, successfulRows, errorRows } = result;
  const duplicates = result.duplicateRows ?? 0;
  const skipped = duplicates > 0 ? ` ${rows(duplicates)} ${duplicates === 1 ? 'was' : 'were'} already imported.` : '';
  if (successfulRows > 0 && errorRows === 0) {
    return {
      kind: 'success',
      heading: 'Upload successful',
      title: 'Processing Complete!',
      description: `Successfully processed ${successfulRows} transactions from ${totalRows} rows${duplicates > 0 ? ` (${rows(duplicates)} already imported)` : ''}`,
      tone: 'success',
    };
  }
  if (successfulRows > 0) {
    return {
      kind: 'partial',
      heading: `Partly imported: ${successfulRows} of ${rows(totalRows)}`,
      title: 'Partly Imported',
      description: `Imported ${successfulRows} of ${rows(totalRows)}; ${rows(errorRows)} could not be read — download the report to see why.${skipped}`,
      tone: 'default',
    };
  }
  if (errorRows === 0) {
    return {
      kind: 'nothingNew',
      heading: 'Nothing new to import',
      title: 'Nothing New',
      description:
        duplicates > 0
          ? `All ${rows(duplicates)} of this file ${duplicates === 1 ? 'was' : 'were'} already imported.`
          : 'The file had no transactions to import.',
      tone: 'default',
    };
  }
  return {
    kind: 'failed',
    heading: 'No transactions imported',
    title: 'Nothing Imported',
    description: `None of the ${rows(totalRows)} could be imported: ${rows(errorRows)} could not be read — download the report to see why.${skipped}`,
    tone: 'destructive',
  };
}
