import type { CategoryKind } from './theme';

/** The user's category groups (GET /api/user-categories), structurally; any group may be missing. */
export interface CategoryGroupsLike {
  readonly budget?: ReadonlyArray<{ readonly name: string }>;
  readonly income?: ReadonlyArray<{ readonly name: string }>;
  readonly savings?: ReadonlyArray<{ readonly name: string }>;
  readonly investment?: ReadonlyArray<{ readonly name: string }>;
  readonly expense?: ReadonlyArray<{ readonly name: string }>;
}

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Step 1: names that say their kind outright (the budget page's type names are plural). */
const EXACT_NAMES: Readonly<Record<string, CategoryKind>> = {
  income: 'income',
  savings: 'savings',
  saving: 'savings',
  investment: 'investment',
  investments: 'investment',
  'debts & loans': 'debts',
  'debts and loans': 'debts',
  debts: 'debts',
  debt: 'debts',
  expense: 'expense',
  expenses: 'expense',
};

/** Step 2: membership in the user's groups, most specific first (a name may sit in several groups). */
const GROUP_ORDER = ['income', 'savings', 'investment', 'budget', 'expense'] as const;

/** Step 3: keywords, matched at the start of a word ("emi" must not match "premium"). Checked in this order. */
const KEYWORDS: ReadonlyArray<readonly [CategoryKind, readonly string[]]> = [
  [
    'income',
    [
      'salary',
      'salaries',
      'wage',
      'bonus',
      'refund',
      'dividend',
      'payroll',
      'paycheck',
      'income',
      'interest earned',
      'pension income',
      'commission',
      'freelance',
    ],
  ],
  ['savings', ['saving', 'emergency fund', 'rainy day', 'nest egg', 'term deposit', 'high yield']],
  [
    'investment',
    [
      'stock',
      'crypto',
      'bitcoin',
      'mutual fund',
      'etf',
      'shares',
      'brokerage',
      'invest',
      'portfolio',
      'index fund',
      '401k',
      'retirement',
    ],
  ],
  ['debts', ['loan', 'mortgage', 'emi', 'debt', 'credit card payment', 'repayment', 'overdraft', 'lien']],
  ['other', ['transfer']],
  [
    'expense',
    [
      'grocer',
      'rent',
      'utilit',
      'dining',
      'restaurant',
      'food',
      'coffee',
      'transport',
      'fuel',
      'gas',
      'shopping',
      'entertainment',
      'subscription',
      'insurance',
      'health',
      'medical',
      'travel',
      'bill',
      'phone',
      'internet',
      'education',
      'clothing',
      'fee',
      'expense',
    ],
  ],
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_PATTERNS = KEYWORDS.map(
  ([kind, words]) => [kind, new RegExp(`(^|[^a-z0-9])(${words.map(escapeRegExp).join('|')})`)] as const,
);

/**
 * The kind a category is coloured by (product.md › Behaviour "Category-type inference"): exact names win, then
 * membership in the user's category groups, then keywords; Transfer is 'other'; anything unmatched is an expense. A
 * missing or blank category has no kind to infer and is shown as 'other'.
 */
export function inferCategoryKind(name: string | null | undefined, groups?: CategoryGroupsLike | null): CategoryKind {
  const key = normalise(name ?? '');
  if (key === '') return 'other';
  const exact = EXACT_NAMES[key];
  if (exact) return exact;
  if (groups) {
    for (const group of GROUP_ORDER) {
      if (groups[group]?.some((item) => normalise(item.name) === key)) return group;
    }
  }
  for (const [kind, pattern] of KEYWORD_PATTERNS) {
    if (pattern.test(key)) return kind;
  }
  return 'expense';
}
