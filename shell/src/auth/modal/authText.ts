import type { ToastOptions } from '@tracker/shell-sdk';

/** Every text of the auth modal (spec §2 Auth modal, §4, §5, §8 Auth), in one place. */
export type AuthModalMode = 'login' | 'signup';

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
} as const satisfies Record<AuthModalMode, Record<string, string>>;

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
  'google-not-configured': 'Google sign-in is not set up on this server. Please create your account with your email and password.',
  'google-failed': 'Google sign-in did not complete. Please try again or create your account with your email and password.',
};

export const SUCCESS_TOAST: Record<AuthModalMode, ToastOptions> = {
  login: { title: 'Success!', description: "You've been logged in successfully.", variant: 'success' },
  signup: { title: 'Welcome!', description: "Your account has been created and you're now logged in.", variant: 'success' },
};

export const FAILURE_TITLE: Record<AuthModalMode, string> = {
  login: 'Login Failed',
  signup: 'Registration Failed',
};

/** Used when the server's answer carries no `error` text. */
export const FAILURE_FALLBACK: Record<AuthModalMode, string> = {
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
