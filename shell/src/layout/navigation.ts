/** The shell's links (spec §2 sidebar). The full sidebar with drawer and Logout comes with sign-in. */
export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/budget', label: 'Budget' },
  { to: '/wealth', label: 'Wealth' },
  { to: '/account', label: 'Account' },
];

export const MORE_NAV: readonly NavItem[] = [
  { to: '/vote-features', label: 'Vote for Improvements' },
  { to: '/help', label: 'Help' },
  { to: '/feedback', label: 'Feedback' },
];
