import {
  AccountIcon,
  AccountsIcon,
  BudgetIcon,
  DashboardIcon,
  DocumentIcon,
  FeedbackIcon,
  HelpIcon,
  InfoIcon,
  ShieldIcon,
  TransactionsIcon,
  VoteIcon,
  WealthIcon,
  type IconComponent,
} from './icons';

/** The sidebar's links (product.md › Screens and routes, Sidebar): the areas' pages, then the 'More' section. */
export interface NavItem {
  to: string;
  label: string;
  icon: IconComponent;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: DashboardIcon },
  { to: '/transactions', label: 'Transactions', icon: TransactionsIcon },
  { to: '/accounts', label: 'Accounts', icon: AccountsIcon },
  { to: '/budget', label: 'Budget', icon: BudgetIcon },
  { to: '/wealth', label: 'Wealth', icon: WealthIcon },
  { to: '/account', label: 'Account', icon: AccountIcon },
];

export const MORE_NAV: readonly NavItem[] = [
  { to: '/vote-features', label: 'Vote for Improvements', icon: VoteIcon },
  { to: '/help', label: 'Help Center', icon: HelpIcon },
  { to: '/feedback', label: 'Feedback', icon: FeedbackIcon },
  { to: '/privacy-policy', label: 'Privacy Policy', icon: ShieldIcon },
  { to: '/terms-of-use', label: 'Terms of Use', icon: DocumentIcon },
  { to: '/disclaimer', label: 'Disclaimer', icon: InfoIcon },
];
