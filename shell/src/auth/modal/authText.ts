import type { ToastOptions } from '@tracker/shell-sdk';

/**
 * Every text of the auth modal (product.md › Screens and routes › Auth modal, Behaviour, Validation rules,
 * Messages and errors Auth), in one place.
 */
export type AuthModalMode = 'login' | 'signup' | 'forgot';
/** The modes that sign a user in (their toasts and failures follow the spec). */
export type SignInMode = Exclude<AuthModalMode, 'forgot'>;

export const MODE_TEXT = {
  login: {
    title: 'Welcome Back',
    subtitle: 'Sign in to your account to continue',
    submit: 'Sign In',
    pending: 'Signing In...',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
  },
  signup: {
    title: 'Create Account',
    subtitle: 'Get started with your free account',
    submit: 'Create Account',
    pending: 'Creating Account...',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
  forgot: {
    title: 'Reset your password',
    subtitle: "Enter your account's email and we'll send you a link to choose a new password.",
    submit: 'Send reset link',
    pending: 'Sending...',
    switchPrompt: 'Remembered it?',
    switchAction: 'Back to sign in',
  },
} as const satisfies Record<AuthModalMode, Record<string, string>>;

/** The sign-in form's way to the forgot-password mode (issue #27's text). */
export const FORGOT_PASSWORD_LINK = 'Forgot password?';

/** The second step of a sign-in when the account has two-factor on. */
export const TWO_FACTOR_STEP_TEXT = {
  notice:
    'Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  label: 'Authentication code',
  submit: 'Verify',
  pending: 'Verifying...',
} as const;

export const FORGOT_FAILURE_TITLE = 'Could not send the link';

export const GOOGLE_BUTTON_TEXT = 'Continue with Google';
export const GOOGLE_SIGN_IN_URL = '/auth/google';
/** The sign-up buttons' way to Google: the same flow; without Google set up, the sign-up modal opens again. */
export const GOOGLE_SIGN_UP_URL = '/auth/google?intent=signup';

/** Notices `/auth/google` sends back with `?auth=login&notice=…` when Google sign-in cannot be used. */
export const NOTICE_TEXT = {
  'google-not-configured': 'Google sign-in is not set up on this server. Please sign in with your email and password.',
  'google-failed': 'Google sign-in did not complete. Please try again or use your email and password.',
} as const;
export type AuthNotice = keyof typeof NOTICE_TEXT;
/** The notices as the sign-up modal words them (the visitor came to create an account, not to sign in). */
export const SIGNUP_NOTICE_TEXT: Record<AuthNotice, string> = {
  'google-not-configured':
    'Google sign-in is not set up on this server. Please create your account with your email and password.',
  'google-failed':
    'Google sign-in did not complete. Please try again or create your account with your email and password.',
};

export const SUCCESS_TOAST: Record<SignInMode, ToastOptions> = {
  login: { title: 'Success!', description: "You've been logged in successfully.", variant: 'success' },
  signup: {
    title: 'Welcome!',
    description: "Your account has been created and you're now logged in.",
    variant: 'success',
  },
};

export const FAILURE_TITLE: Record<SignInMode, string> = {
  login: 'Login Failed',
  signup: 'Registration Failed',
};

/** Used when the server's answer carries no `error` text. */
export const FAILURE_FALLBACK: Record<SignInMode, string> = {
  login: 'Invalid email or password.',
  signup: 'Failed to create account. Please try again.',
};

export const UNEXPECTED_ERROR_TOAST: ToastOptions = {
  title: 'Error',
  description: 'Something went wrong. Please try again.',
  variant: 'destructive',
};

export const INVALID_PASSWORD_TOAST: ToastOptions = {
  title: 'Invalid Password',
  description: 'does not meet password requirements',
  variant: 'destructive',
};
