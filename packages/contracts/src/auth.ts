/**
 * Session and auth (product.md › Data › User, Validation rules › Login/registration, API calls
 * Session and auth).
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARS } from './constants';
import { currencyCodeResponseSchema } from './homeCurrency';

export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
export const INVALID_EMAIL_MESSAGE = 'Invalid email format';

/** A required e-mail address; trimmed and lower-cased so sign-in matches what was registered. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(254, INVALID_EMAIL_MESSAGE)
  .toLowerCase()
  .pipe(z.email(INVALID_EMAIL_MESSAGE));

// ---------------------------------------------------------------- password rule (product.md › Validation rules)
const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL_RE = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARS)}]`);

export const PASSWORD_RULES = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', message: 'Password must contain an uppercase letter', test: (p: string) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', message: 'Password must contain a lowercase letter', test: (p: string) => /\p{Ll}/u.test(p) },
  { id: 'digit', message: 'Password must contain a number', test: (p: string) => /[0-9]/.test(p) },
  {
    id: 'special',
    message: `Password must contain a special character (${PASSWORD_SPECIAL_CHARS})`,
    test: (p: string) => SPECIAL_RE.test(p),
  },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The messages of every rule the password breaks, in rule order; [] when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

export function isValidPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && passwordProblems(password).length === 0;
}

/** The registration password: at least 8 characters, upper, lower, digit and one of !@#$%^&*. Not trimmed. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });

// ---------------------------------------------------------------- requests
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name is too long'),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name is too long'),
});

// ---------------------------------------------------------------- responses
/** The signed-in user. The spec names no fields; these are the ones the shell may show. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  name: z.string().nullish(),
  picture: z.string().nullish(),
  createdAt: z.string().nullish(),
  /** The currency totals are shown in (USD for a user who never chose one; absent from an older server: USD). */
  homeCurrency: currencyCodeResponseSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** Login and registration answer the user; the shell does not read it (it reloads at /). */
export const authSuccessResponseSchema = z.object({ user: userSchema });

/** GET /api/account/sign-in-methods: which ways to sign in this server offers (the modal shows Google only when true). */
export const signInMethodsSchema = z.object({ google: z.boolean() });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
