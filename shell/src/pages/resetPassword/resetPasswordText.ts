import type { ToastOptions } from '@tracker/shell-sdk';

/** The texts of the page a reset link opens (listed in docs/product.md, Password reset). */
export const RESET_PAGE_TEXT = {
  title: 'Choose a new password',
  subtitle: 'Your new password replaces the old one and signs you out on every other device.',
  checking: 'Checking your link...',
  unreachable: 'The link could not be checked. Check your connection and reload the page.',
  missingToken: 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  newPassword: 'New password',
  confirm: 'Confirm new password',
  mismatch: 'The passwords do not match',
  submit: 'Set new password',
  pending: 'Saving...',
  askAgain: 'Ask for a new link',
  doneTitle: 'Your new password is set',
  doneTwoFactor:
    'You were signed out everywhere. Sign in with your new password and a code from your authenticator app.',
  signIn: 'Sign in',
} as const;

export const PASSWORD_CHANGED_TOAST: ToastOptions = {
  title: 'Password changed',
  description: 'Your new password is set, and every other session was signed out.',
  variant: 'success',
};
