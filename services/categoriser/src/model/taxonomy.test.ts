import { DEFAULT_CATEGORIES } from '@tracker/contracts';
import { categoryKey, mapTaxonomy } from './taxonomy';

function mapped(categories: string[]): Record<string, string[]> {
  const { classesByCategory } = mapTaxonomy(categories);
  return Object.fromEntries(
    categories.map((name, k) => [name, (classesByCategory[k] ?? []).map((c) => DEFAULT_CATEGORIES[c] as string)]),
  );
}

describe('mapTaxonomy', () => {
  it('maps the default taxonomy onto itself, one class each', () => {
    const result = mapped([...DEFAULT_CATEGORIES]);
    for (const name of DEFAULT_CATEGORIES) expect(result[name]).toEqual([name]);
  });

  it('matches names regardless of case, & and punctuation', () => {
    expect(categoryKey('Fees & Charges')).toBe(categoryKey('fees and charges'));
    expect(mapped(['dining out', 'FEES AND CHARGES'])).toEqual({
      'dining out': ['Dining Out'],
      'FEES AND CHARGES': ['Fees & Charges'],
    });
  });

  it('pools classes into a user category named by a synonym (one "Income" for pay and other income)', () => {
    expect(mapped(['Income', 'Restaurants', 'Bills', 'Rent'])).toEqual({
      Income: ['Salary', 'Other Income'],
      Restaurants: ['Dining Out'],
      Bills: ['Utilities'],
      Rent: ['Housing'],
    });
  });

  it('lets an exact name win over a synonym', () => {
    expect(mapped(['Salary', 'Income'])).toEqual({ Salary: ['Salary'], Income: ['Other Income'] });
  });

  it('leaves a category no class knows unmapped (only memory, user examples or the LLM can answer it)', () => {
    expect(mapped(['Coffee', 'Groceries'])).toEqual({ Coffee: [], Groceries: ['Groceries'] });
  });
});
