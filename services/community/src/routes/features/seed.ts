/**
 * The features a fresh install offers to vote on. Keyed by a stable slug: the service upserts these at start-up,
 * so a restart never duplicates them and a changed name, description or status here reaches existing installs,
 * while their vote counts stay. Statuses say truthfully where each idea stands in this product.
 */
export const FEATURE_STATUSES = ['in-progress', 'planned', 'under-review', 'done'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export interface SeedFeature {
  slug: string;
  name: string;
  description: string;
  status: FeatureStatus;
  category: string;
}

export const SEED_FEATURES: readonly SeedFeature[] = [
  {
    slug: 'month-comparison',
    name: 'Month-to-month comparison',
    description:
      'Compare any two months side by side on the dashboard: income, spending per category and what changed most.',
    status: 'in-progress',
    category: 'Analytics',
  },
  {
    slug: 'year-to-date',
    name: 'Year-to-date analytics',
    description: 'Totals, savings rate and the biggest categories from January to today, on the dashboard.',
    status: 'in-progress',
    category: 'Analytics',
  },
  {
    slug: 'recurring-transactions',
    name: 'Recurring transaction detection',
    description: 'Spot subscriptions and regular bills in your imports and show what is due next month.',
    status: 'planned',
    category: 'Transactions',
  },
  {
    slug: 'savings-goals',
    name: 'Savings goals',
    description: 'Set a target amount and date, and follow your progress from your savings transactions.',
    status: 'planned',
    category: 'Budgeting',
  },
  {
    slug: 'budget-rollover',
    name: 'Budget rollover',
    description: "Carry what is left of a category's monthly budget over to the next month.",
    status: 'planned',
    category: 'Budgeting',
  },
  {
    slug: 'account-activity',
    name: 'Account activity log',
    description: 'See recent sign-ins, imports and changes to your account on the Account Settings page.',
    status: 'planned',
    category: 'Account',
  },
  {
    slug: 'multi-currency',
    name: 'Multi-currency accounts',
    description:
      'Keep accounts and assets in other currencies and see every total converted into your home currency at each day’s rate.',
    status: 'done',
    category: 'Wealth',
  },
  {
    slug: 'bank-sync',
    name: 'Automatic bank sync',
    description: 'Connect a bank so new transactions arrive by themselves instead of by statement upload.',
    status: 'under-review',
    category: 'Integrations',
  },
  {
    slug: 'dark-mode',
    name: 'Dark mode',
    description: 'A dark colour theme for the whole app, following your system setting.',
    status: 'under-review',
    category: 'Design',
  },
  {
    slug: 'excel-import',
    name: 'Excel statement import',
    description: 'Upload .xlsx and .xls bank statements as well as CSV files.',
    status: 'done',
    category: 'Transactions',
  },
  {
    slug: 'pending-review',
    name: 'Review uncertain categories',
    description: 'Transactions the AI is unsure about wait in the Pending tab until you confirm or change them.',
    status: 'done',
    category: 'Transactions',
  },
  {
    slug: 'data-export',
    name: 'Download all my data',
    description: 'One spreadsheet with every transaction, budget, asset, vote and feedback you have stored here.',
    status: 'done',
    category: 'Account',
  },
];
