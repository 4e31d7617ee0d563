/**
 * Maps the offline model's classes (the default taxonomy) onto a request's categories. Users rename and merge
 * categories ("Restaurants", "Bills", one "Income" for pay and other income), so a class answers as the request
 * category with its exact name, else as the first one named by a common synonym. A request category no class maps
 * to can still be answered by the user's memory, the user's own examples, or the LLM.
 */
import { DEFAULT_CATEGORIES } from '@tracker/contracts';

/** Lower case, `&` as `and`, punctuation dropped: `Fees & Charges` and `fees and charges` are one name. */
export function categoryKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const SYNONYMS: Record<string, readonly string[]> = {
  Salary: [
    'salary',
    'salaries',
    'wages',
    'wage',
    'pay',
    'paycheck',
    'payroll',
    'income',
    'employment income',
    'earnings',
  ],
  'Other Income': [
    'other income',
    'income',
    'misc income',
    'miscellaneous income',
    'interest',
    'interest income',
    'refunds',
    'benefits',
    'earnings',
  ],
  Savings: ['savings', 'saving', 'emergency fund', 'savings transfers'],
  Investments: [
    'investments',
    'investment',
    'investing',
    'stocks',
    'shares',
    'crypto',
    'retirement',
    'pension',
    'super',
    'superannuation',
  ],
  'Debts & Loans': [
    'debts and loans',
    'debt',
    'debts',
    'loans',
    'loan',
    'loan repayments',
    'debt repayments',
    'credit card',
    'credit card payments',
    'mortgage',
    'debts',
  ],
  Groceries: [
    'groceries',
    'grocery',
    'supermarket',
    'supermarkets',
    'food',
    'food and groceries',
    'groceries and household',
  ],
  'Dining Out': [
    'dining out',
    'dining',
    'restaurants',
    'restaurant',
    'eating out',
    'food and drink',
    'takeaway',
    'takeout',
    'food and dining',
    'cafes',
    'coffee shops',
  ],
  Transport: [
    'transport',
    'transportation',
    'commute',
    'commuting',
    'public transport',
    'car',
    'auto',
    'auto and transport',
    'taxi',
    'parking',
    'vehicle',
  ],
  Fuel: ['fuel', 'gas', 'petrol', 'gas and fuel', 'gasoline', 'ev charging'],
  Utilities: [
    'utilities',
    'bills',
    'bills and utilities',
    'utility',
    'phone',
    'internet',
    'energy',
    'phone and internet',
  ],
  Housing: ['housing', 'rent', 'home', 'rent and mortgage', 'mortgage and rent', 'household', 'home improvement'],
  Shopping: ['shopping', 'retail', 'clothing', 'clothes', 'general merchandise', 'online shopping'],
  Entertainment: ['entertainment', 'fun', 'leisure', 'recreation', 'going out', 'hobbies', 'games'],
  Subscriptions: ['subscriptions', 'subscription', 'streaming', 'memberships', 'digital subscriptions'],
  'Health & Fitness': [
    'health and fitness',
    'health',
    'fitness',
    'medical',
    'healthcare',
    'gym',
    'pharmacy',
    'wellness',
    'sports',
  ],
  Insurance: ['insurance', 'insurances'],
  Travel: ['travel', 'holidays', 'holiday', 'vacation', 'vacations', 'trips', 'flights', 'hotels'],
  Education: ['education', 'school', 'tuition', 'childcare', 'learning', 'courses', 'kids'],
  'Personal Care': ['personal care', 'beauty', 'hair', 'self care', 'grooming', 'hair and beauty'],
  'Gifts & Donations': ['gifts and donations', 'gifts', 'donations', 'charity', 'giving', 'gifts and charity'],
  'Fees & Charges': ['fees and charges', 'fees', 'bank fees', 'charges', 'bank charges', 'fees and interest'],
  Transfer: ['transfer', 'transfers', 'cash', 'atm', 'cash withdrawals', 'internal transfers'],
};

export interface TaxonomyMapping {
  /** For each request category (same order), the indices of the model classes it pools. */
  classesByCategory: number[][];
}

/** Which model classes answer as which request category (each class answers as at most one). */
export function mapTaxonomy(
  categories: readonly string[],
  modelClasses: readonly string[] = DEFAULT_CATEGORIES,
): TaxonomyMapping {
  const keys = categories.map(categoryKey);
  const classesByCategory: number[][] = categories.map(() => []);
  const unmatched: number[] = [];
  modelClasses.forEach((modelClass, c) => {
    const k = keys.indexOf(categoryKey(modelClass));
    if (k >= 0) (classesByCategory[k] as number[]).push(c);
    else unmatched.push(c);
  });
  // Synonyms only for classes no category names exactly (a user with both "Salary" and "Income" keeps them apart).
  for (const c of unmatched) {
    const synonyms = SYNONYMS[modelClasses[c] as string] ?? [];
    const k = keys.findIndex((key) => synonyms.includes(key));
    if (k >= 0) (classesByCategory[k] as number[]).push(c);
  }
  return { classesByCategory };
}
