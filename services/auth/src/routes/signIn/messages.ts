/** The texts of the sign-in answers (agreed with the shell's auth modal, which shows `error` as it is). */
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
