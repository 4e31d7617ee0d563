/**
 * The landing page's texts (product.md › What the product is, Screens and routes Landing page). The feature list is the
 * spec's, in its order.
 */
export const PRODUCT_NAME = 'Budget & Wealth Tracker';
export const COPYRIGHT_YEAR = 2025;
/**
 * 'Start Your Free Account' goes to /auth/google (product.md › Screens and routes); a click adds the sign-up intent
 * (SIGN_UP_INTENT_URL).
 */
export const SIGN_UP_URL = '/auth/google';
/** Where a click on it goes: the same flow; without Google set up, the sign-up modal (not the login one) opens. */
export const SIGN_UP_INTENT_URL = '/auth/google?intent=signup';

export const HERO = {
  eyebrow: 'Personal finance with AI',
  title: 'Your money, organised automatically',
  lead: 'Import your bank statements and let AI categorise every transaction. Track your budgets in real time and see your investments, assets, liabilities and net worth in one place.',
  cta: 'Get Started Free',
  secondary: 'Sign In',
  facts: ['Free account', 'CSV and Excel import', 'Bank-level encryption'],
} as const;

export type FeatureIcon = 'sparkles' | 'target' | 'trending' | 'lightbulb' | 'upload' | 'shield';

export interface Feature {
  title: string;
  text: string;
  icon: FeatureIcon;
}

export const FEATURES_HEADING = 'Everything you need to manage your money';
export const FEATURES_LEAD = 'One place for your spending, your budgets and everything you own and owe.';

export const FEATURES: readonly Feature[] = [
  {
    title: 'AI-Powered Categorisation',
    text: 'Every transaction is categorised automatically with AI, so you see where your money goes without sorting it by hand.',
    icon: 'sparkles',
  },
  {
    title: 'Smart Budget Tracking',
    text: 'Track your monthly budgets in real time, with notifications and tips that help you stay on course.',
    icon: 'target',
  },
  {
    title: 'Wealth Tracking',
    text: 'See your investments, assets and liabilities side by side, and your net worth at a glance.',
    icon: 'trending',
  },
  {
    title: 'AI Insights',
    text: 'Personalised insights drawn from your own spending. They are informational only, never financial advice.',
    icon: 'lightbulb',
  },
  {
    title: 'Easy Data Import',
    text: 'Import bank statements as CSV or Excel files (.csv, .xlsx, .xls) in a few clicks.',
    icon: 'upload',
  },
  {
    title: 'Secure & Private',
    text: 'Your financial data is encrypted with bank-level security and visible only to you.',
    icon: 'shield',
  },
];

export const CLOSING = {
  title: 'Ready to take control of your finances?',
  lead: 'Create your free account and import your first bank statement in minutes.',
  cta: 'Start Your Free Account',
} as const;

export const DISCLAIMER_STRIP = {
  label: 'Disclaimer:',
  text: `${PRODUCT_NAME} is an informational tool and provides no financial advice. Its figures and AI insights are for information only; for advice about your own situation, consult a licensed professional.`,
  link: 'Read the full disclaimer',
} as const;

export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/disclaimer', label: 'Disclaimer' },
] as const;

export const DEMO_VIDEO = {
  src: '/demo.webm',
  poster: '/demo-poster.webp',
  label: `Demo of ${PRODUCT_NAME}: the home page, signing in and the financial dashboard`,
} as const;
