import { EVALUATION_PATH, readRows, SEED_PATH } from '../seed/rows';
import { ALIAS_REWRITES, applyRewrites, fold, scrub, SCRUB_REWRITES } from './scrub';

const ALL_REWRITES = [...SCRUB_REWRITES, ...ALIAS_REWRITES];

/** The folding chain as written before its ASCII shortcut. */
function foldReference(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .toUpperCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/'/g, ' ');
}

/** One description each rewrite changes, in the order of SCRUB_REWRITES then ALIAS_REWRITES. */
const MATCHING = [
  'HTTPS://WWW.NETFLIX.COM',
  'TESCO 2024-03-14T10:42:00Z LONDON',
  'TESCO 14/03/2024 LONDON',
  'TESCO 14 MAR 24 LONDON',
  'TESCO 10:42 LONDON',
  'TESCO GBP 1,234.50',
  'CARD XXXX1234 TESCO',
  'CARTE X1234 MONOPRIX',
  'APPLE 1-800-275-2273',
  'SHOP 555 123 4567 NY',
  '((( COSTA COFFEE',
  'NETFLIX.COM CA',
  'TESCO REF: AB12CD34',
  'D/D BRITISH GAS',
  'TST_*JOES PIZZA',
  'ZETTLE_COFFEE HOUSE',
  '7-ELEVEN 1234',
  'WAL-MART 1234',
  'WM SUPERCENTER 1234',
  'WHOLEFDS MKT',
  'AMZN MKTP US',
  'MCDONALD S 1234',
  'SAINSBURY S LONDON',
  'SAINSBURYS S/MKTS',
  'SAINSBURYS SMKT',
  'MARKS AND SPENCER',
];

describe('scrub guards', () => {
  it('has an example each rewrite changes, and the guards let it through', () => {
    expect(MATCHING).toHaveLength(ALL_REWRITES.length);
    ALL_REWRITES.forEach((rewrite, i) => {
      const text = MATCHING[i] as string;
      expect({ i, changed: applyRewrites(text, [rewrite]) !== text }).toEqual({ i, changed: true });
    });
  });

  it('never change a result: scrubbing agrees with every regex run unguarded on every seed and evaluation row', () => {
    const descriptions = [...readRows(SEED_PATH), ...readRows(EVALUATION_PATH)].map((row) => fold(row.description));
    const ach = [
      'ACME CORP DES:PAYROLL ID:XXXXX45 INDN:DOE JOHN CO ID:XXXXX1234 PPD',
      'ORIG CO NAME:ACME ORIG ID:1 CO ENTRY DESCR:PAYROLL SEC:PPD',
      'X INDN:DOE PPD',
    ];
    for (const text of [...descriptions, ...MATCHING, ...ach]) {
      expect(scrub(text)).toBe(scrub(text, false));
    }
  });
});

describe('fold', () => {
  it('folds plain ASCII as the Unicode chain does', () => {
    for (const raw of [
      "McDonald's",
      'Joe`s Diner',
      "O'NEILL'S PUB",
      "it's 'quoted'",
      'plain text 123 #*&/',
      'tab\there',
      "caf\u00e9 d'Or",
      'Straße',
      'ÆBLE ØL',
      '’quoted’ ´x´',
    ]) {
      expect(fold(raw)).toBe(foldReference(raw));
    }
  });
});
