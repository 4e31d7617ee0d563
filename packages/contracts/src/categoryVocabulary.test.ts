import { DEFAULT_CATEGORIES } from './categoriser';
import {
  categoryGroupForBudgetType,
  sameCategory,
  suggestCategory,
  userCategoryNames,
  vocabularyKey,
} from './categoryVocabulary';

const defaults = [...DEFAULT_CATEGORIES];

describe('one vocabulary of categories', () => {
  it('reads names without regard to case, spaces or & against "and"', () => {
    expect(vocabularyKey('  Food &  Drink ')).toBe('food and drink');
    expect(sameCategory('debts and loans', defaults)).toBe('Debts & Loans');
    expect(sameCategory('Rent', defaults)).toBeUndefined();
  });

  it.each([
    ['Rent', 'Housing'],
    ['Car Loan', 'Debts & Loans'],
    ['Credit Card', 'Debts & Loans'],
    ['Emergency Fund', 'Savings'],
    ['Car Insurance', 'Insurance'],
    ['Pet Insurance', 'Insurance'],
    ['Gas', 'Fuel'],
    ['Food & Drink', 'Dining Out'],
    ['Bills & Utilities', 'Utilities'],
    ['Restaurants', 'Dining Out'],
    ['groceries', 'Groceries'],
    ['Gasoline', 'Fuel'],
    ['Supermarkets', 'Groceries'],
    ['Restaurant-Restaurant', 'Dining Out'],
    ['Merchandise & Supplies-Groceries', 'Groceries'],
    ['Travel/ Airline', 'Travel'],
  ])('suggests %s → %s', (name, category) => {
    expect(suggestCategory(name, defaults)).toBe(category);
  });

  it("suggests only the user's own categories, and nothing for a name it cannot place", () => {
    expect(suggestCategory('Rent', ['Groceries', 'Home'])).toBeNull();
    expect(suggestCategory('Pet Care', defaults)).toBeNull();
    expect(suggestCategory('rent', ['housing'])).toBe('housing');
  });

  it("puts a new category in its budget type's group", () => {
    expect(categoryGroupForBudgetType('Income')).toBe('income');
    expect(categoryGroupForBudgetType(' savings ')).toBe('savings');
    expect(categoryGroupForBudgetType('Investments')).toBe('investment');
    expect(categoryGroupForBudgetType('Debts & Loans')).toBe('expense');
  });

  it('lists every name once, in group order', () => {
    const none: { name: string }[] = [];
    expect(
      userCategoryNames({
        budget: [{ name: 'Pets' }],
        income: [{ name: 'Salary' }],
        savings: none,
        investment: none,
        expense: [{ name: 'pets' }, { name: 'Fuel' }],
      }),
    ).toEqual(['Pets', 'Salary', 'Fuel']);
  });
});
