import { PASSWORD_SPECIAL_CHARS } from './constants';
import { isValidPassword, loginRequestSchema, passwordProblems, registerRequestSchema } from './auth';

const base = { email: 'Jane@Example.com', firstName: 'Jane', lastName: 'Doe' };
const messagesOf = (input: unknown): string[] => {
  const result = registerRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('registration password rule', () => {
  it('accepts exactly 8 characters with upper, lower, digit and special', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(registerRequestSchema.safeParse({ ...base, password: 'Abcdef1!' }).success).toBe(true);
  });

  it('rejects 7 characters with only the length message', () => {
    expect(passwordProblems('Abcde1!')).toEqual(['Password must be at least 8 characters']);
  });

  it('names each missing class', () => {
    expect(passwordProblems('abcdef1!')).toEqual(['Password must contain an uppercase letter']);
    expect(passwordProblems('ABCDEF1!')).toEqual(['Password must contain a lowercase letter']);
    expect(passwordProblems('Abcdefg!')).toEqual(['Password must contain a number']);
    expect(passwordProblems('Abcdefg1')).toEqual(['Password must contain a special character (!@#$%^&*)']);
  });

  it('counts only !@#$%^&* as special characters', () => {
    for (const other of ['-', '_', '?', '(', ' ', '~', '.']) {
      expect(isValidPassword(`Abcdefg1${other}`)).toBe(false);
    }
    for (const special of PASSWORD_SPECIAL_CHARS) {
      expect(isValidPassword(`Abcdefg1${special}`)).toBe(true);
    }
  });

  it('does not trim: spaces count towards the length but are not special', () => {
    expect(passwordProblems(' Ab1!   ')).toEqual([]);
  });

  it('is enforced by the registration schema, not by login', () => {
    expect(messagesOf({ ...base, password: 'weak' })).toContain('Password must be at least 8 characters');
    expect(loginRequestSchema.safeParse({ email: 'jane@example.com', password: 'weak' }).success).toBe(true);
  });

  it('requires every registration field with its own message', () => {
    expect(messagesOf({})).toEqual([
      'Email is required',
      'Password is required',
      'First name is required',
      'Last name is required',
    ]);
  });
});

describe('e-mail field', () => {
  it('trims and lower-cases so login matches registration', () => {
    const parsed = loginRequestSchema.parse({ email: '  Jane@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('jane@example.com');
  });

  it('says "Email is required" when blank and "Invalid email format" when malformed', () => {
    expect(messagesOf({ ...base, email: '   ', password: 'Abcdef1!' })).toEqual(['Email is required']);
    expect(messagesOf({ ...base, email: 'jane@', password: 'Abcdef1!' })).toEqual(['Invalid email format']);
  });
});
