import { DEFAULT_FEATURE_OPTIONS, extractFeatures, type FeatureOptions } from './features';
import { RowEncoder } from './encoder';
import { encodeFeatures } from './logistic';

const TEXTS = [
  'card blue bottle coffee',
  'instore tesco stores',
  'directdebit british gas',
  'banana bandana',
  'cafe cafe',
  'card  card online',
  'a bc def',
  'transfer j smith rent',
  'zzqx unseenword cafe',
  '',
  'pizzeria pizza',
];

/** Every second feature of the texts is known (so rows mix known and unseen features, and ids are not in order). */
function vocabularyOf(texts: readonly string[], options: FeatureOptions): Map<string, number> {
  const names = new Set<string>();
  for (const text of texts) for (const name of extractFeatures(text, false, '10.00', options).keys()) names.add(name);
  for (const name of extractFeatures('x', true, '3000.00', options).keys()) names.add(name);
  const vocabulary = new Map<string, number>();
  [...names]
    .filter((_, i) => i % 2 === 0)
    .reverse()
    .forEach((name, id) => vocabulary.set(name, id));
  return vocabulary;
}

function plain(row: { names: string[]; ids: Int32Array; values: Float64Array }) {
  return { names: [...row.names], ids: Array.from(row.ids), values: Array.from(row.values) };
}

describe('RowEncoder (memoised encoding)', () => {
  const OPTION_SETS: FeatureOptions[] = [
    DEFAULT_FEATURE_OPTIONS,
    { ...DEFAULT_FEATURE_OPTIONS, wordWeight: 0, minChar: 2, maxChar: 4 },
    { ...DEFAULT_FEATURE_OPTIONS, bigramWeight: 0, charWeight: 0, amountWeight: 0 },
    { ...DEFAULT_FEATURE_OPTIONS, directionWeight: 0, charWeight: 2 },
  ];

  it.each(OPTION_SETS.map((options, i) => [i, options] as const))(
    'encodes exactly as encodeFeatures (options %i)',
    (_i, options) => {
      const vocabulary = vocabularyOf(TEXTS.slice(0, 6), options);
      const encoder = new RowEncoder(options, vocabulary);
      // Twice over: the second pass reads every word from the memo.
      for (const pass of [1, 2]) {
        for (const text of [...TEXTS, `${TEXTS[0]} ${TEXTS[1]}`, 'cafe banana cafe']) {
          for (const [isIncome, amount] of [
            [false, '4.50'],
            [true, '2500.00'],
            [false, 'x'],
          ] as const) {
            const expected = plain(encodeFeatures(text, isIncome, amount, options, vocabulary));
            expect({ pass, text, row: plain(encoder.encode(text, isIncome, amount)) }).toEqual({
              pass,
              text,
              row: expected,
            });
            expect({ pass, text, row: plain(encoder.encode(text, isIncome, amount, true)) }).toEqual({
              pass,
              text,
              row: expected,
            });
          }
        }
      }
    },
  );

  it('gives rows that stay as they are after later rows (only scratch rows are reused)', () => {
    const vocabulary = vocabularyOf(TEXTS, DEFAULT_FEATURE_OPTIONS);
    const encoder = new RowEncoder(DEFAULT_FEATURE_OPTIONS, vocabulary);
    const kept = encoder.encode('blue bottle coffee', false, '4.50');
    const copy = plain(kept);
    const scratch = encoder.encode('tesco stores', false, '4.50', true);
    const scratchCopy = plain(scratch);
    encoder.encode('british gas', true, '80.00', true);
    expect(plain(kept)).toEqual(copy);
    expect(plain(scratch)).not.toEqual(scratchCopy);
  });
});
