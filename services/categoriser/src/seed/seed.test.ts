import { readFileSync } from 'node:fs';
import { DEFAULT_CATEGORIES } from '@tracker/contracts';
import { normaliseDescription } from '../normalise/merchant';
import { generateSeedRows } from './generate';
import {
  DEVELOPMENT_PATH,
  EVALUATION_PATH,
  HOLDOUT_PATH,
  SEED_PATH,
  UNSEEN_PATH,
  parseRows,
  readRows,
  serialiseRows,
} from './rows';

describe('the labelled data files', () => {
  it('datasets/seed.tsv is exactly what the generator produces (regenerate with src/seed/generate.ts)', () => {
    expect(serialiseRows(generateSeedRows())).toBe(readFileSync(SEED_PATH, 'utf8'));
  });

  it('the seed is broad: thousands of rows, every category of the taxonomy, a few hundred KB', () => {
    const rows = readRows(SEED_PATH);
    expect(rows.length).toBeGreaterThan(5000);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(DEFAULT_CATEGORIES));
    expect(readFileSync(SEED_PATH).length).toBeLessThan(1_000_000);
  });

  it('the evaluation set has at least 300 rows, labelled with the taxonomy', () => {
    const rows = readRows(EVALUATION_PATH);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const row of rows) expect(DEFAULT_CATEGORIES).toContain(row.category);
  });

  const keysOf = (path: string) => readRows(path).map((row) => normaliseDescription(row.description).merchantKey);

  it('the evaluation set names no merchant the seed contains (cash withdrawals have no merchant)', () => {
    const seedKeys = new Set(keysOf(SEED_PATH));
    expect(keysOf(EVALUATION_PATH).filter((key) => key !== 'ATM' && seedKeys.has(key))).toEqual([]);
  });

  it('the hold-out set names no merchant of the seed or of the evaluation set', () => {
    const known = new Set([...keysOf(SEED_PATH), ...keysOf(EVALUATION_PATH)]);
    const holdout = readRows(HOLDOUT_PATH);
    expect(holdout.length).toBeGreaterThanOrEqual(150);
    for (const row of holdout) expect(DEFAULT_CATEGORIES).toContain(row.category);
    expect(keysOf(HOLDOUT_PATH).filter((key) => known.has(key))).toEqual([]);
  });

  it('the unseen-merchant set: 300+ rows from five regions, none of its merchants or descriptions in the other files', () => {
    const unseen = readRows(UNSEEN_PATH);
    expect(unseen.length).toBeGreaterThanOrEqual(300);
    for (const row of unseen) expect(DEFAULT_CATEGORIES).toContain(row.category);
    const others = [SEED_PATH, EVALUATION_PATH, HOLDOUT_PATH];
    const known = new Set(others.flatMap(keysOf));
    expect(keysOf(UNSEEN_PATH).filter((key) => known.has(key))).toEqual([]);
    const descriptions = new Set(others.flatMap((path) => readRows(path).map((row) => row.description.toUpperCase())));
    expect(unseen.filter((row) => descriptions.has(row.description.toUpperCase()))).toEqual([]);
  });

  it('the development set of unseen merchants: 300+ rows from five regions, none of its merchants in any other file', () => {
    const development = readRows(DEVELOPMENT_PATH);
    expect(development.length).toBeGreaterThanOrEqual(300);
    for (const row of development) expect(DEFAULT_CATEGORIES).toContain(row.category);
    const text = readFileSync(DEVELOPMENT_PATH, 'utf8');
    for (const region of ['United States', 'United Kingdom', 'Europe', 'Australia and New Zealand', 'Canada'])
      expect(text).toContain(`# --- ${region}`);
    const others = [SEED_PATH, EVALUATION_PATH, HOLDOUT_PATH, UNSEEN_PATH];
    const known = new Set(others.flatMap(keysOf));
    expect(keysOf(DEVELOPMENT_PATH).filter((key) => known.has(key))).toEqual([]);
  });

  it('rejects a malformed line with its file and line number', () => {
    expect(() => parseRows('header\nSTARBUCKS\t4.50\texpense\tDining Out\nBROKEN LINE\n', 'x.tsv')).toThrow('x.tsv:3');
    expect(parseRows('header\n# a comment\nSTARBUCKS\t4.50\tincome\tDining Out\n', 'x.tsv')).toEqual([
      { description: 'STARBUCKS', amount: '4.50', isIncome: true, category: 'Dining Out' },
    ]);
  });
});
