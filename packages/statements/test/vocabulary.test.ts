import words from '../src/vocabulary.json';
import { AMOUNT_RULES, DATE_RULES, descriptionRank, vocabularySchema } from '../src/vocabulary';

const named = (rules: ((h: string) => boolean)[], header: string) => rules.findIndex((rule) => rule(header));

describe('the header vocabulary (vocabulary.json)', () => {
  it('is valid as shipped, and a malformed entry is refused with its place named', () => {
    expect(vocabularySchema.safeParse(words).success).toBe(true);
    const broken = structuredClone(words);
    broken.headers.amount[0]?.exact?.push('Betrag');
    const result = vocabularySchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.slice(0, 3)).toEqual(['headers', 'amount', 0]);
    expect(
      vocabularySchema.safeParse({ ...words, headers: { ...words.headers, amount: [{ except: ['x'] }] } }).success,
    ).toBe(false);
  });

  it('reads rules as data: listed names (also with a trailing note), parts, a pattern and exceptions', () => {
    expect(named(AMOUNT_RULES, 'amount (eur)')).toBe(0);
    expect(named(AMOUNT_RULES, 'betrag detail')).toBe(-1);
    expect(named(AMOUNT_RULES, 'transaction amount in eur')).toBe(1);
    expect(named(DATE_RULES, 'data przelewu')).toBe(1);
    expect(named(DATE_RULES, 'date of birth')).toBe(-1);
    expect(named(DATE_RULES, 'value date')).toBe(2);
    expect(descriptionRank('payee')).toBe(0);
    expect(descriptionRank('account name')).toBeUndefined();
  });
});
