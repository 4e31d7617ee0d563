/**
 * The labelled data files: datasets/seed.tsv (generated, the model's training set), datasets/evaluation.tsv (written by
 * hand, merchants the seed does not contain, for the benchmark; looked at during development) and
 * datasets/evaluation-holdout.tsv (written after the model was frozen, never used to tune it) and
 * datasets/evaluation-unseen.tsv (merchants the seed has never seen, US, UK, EU, AU/NZ and CA, held out) and
 * datasets/development-unseen.tsv (other such merchants, for tuning; never trained on). One row a line:
 * `description<TAB>amount<TAB>income|expense<TAB>category`, with a header line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LabelledRow {
  description: string;
  /** Non-negative, 2 decimals, as the contract sends it. */
  amount: string;
  isIncome: boolean;
  category: string;
}

// Not 'data/': the repository ignores directories of that name (the docstore's files).
const DATA_DIR = join(__dirname, '..', '..', 'datasets');
export const SEED_PATH = join(DATA_DIR, 'seed.tsv');
export const EVALUATION_PATH = join(DATA_DIR, 'evaluation.tsv');
export const HOLDOUT_PATH = join(DATA_DIR, 'evaluation-holdout.tsv');
/** Merchants the seed has never seen, written by hand as statements print them; never trained or tuned on. */
export const UNSEEN_PATH = join(DATA_DIR, 'evaluation-unseen.tsv');
/** Other merchants the seed has never seen, written the same way: the set tuning looks at, never trained on. */
export const DEVELOPMENT_PATH = join(DATA_DIR, 'development-unseen.tsv');

const HEADER = 'description\tamount\tdirection\tcategory';

export function serialiseRows(rows: readonly LabelledRow[]): string {
  const lines = rows.map((row) =>
    [row.description, row.amount, row.isIncome ? 'income' : 'expense', row.category].join('\t'),
  );
  return `${HEADER}\n${lines.join('\n')}\n`;
}

/** Parses a data file; a malformed line is an error naming the file and line (the files are ours). */
export function parseRows(text: string, source: string): LabelledRow[] {
  const rows: LabelledRow[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '' || line.startsWith('#')) return;
    const [description, amount, direction, category, ...rest] = line.split('\t');
    const valid =
      description !== undefined &&
      description.trim() !== '' &&
      amount !== undefined &&
      /^\d+\.\d{2}$/.test(amount) &&
      (direction === 'income' || direction === 'expense') &&
      category !== undefined &&
      category.trim() !== '' &&
      rest.length === 0;
    if (!valid) throw new Error(`${source}:${index + 1}: expected description, amount, income|expense, category`);
    rows.push({ description: description.trim(), amount, isIncome: direction === 'income', category: category.trim() });
  });
  return rows;
}

export function readRows(path: string): LabelledRow[] {
  return parseRows(readFileSync(path, 'utf8'), path);
}
