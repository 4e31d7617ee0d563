import type { FormEvent } from 'react';
import { request } from '@tracker/api-client';
import { isValidPassword } from '@tracker/contracts';
import { useToast } from '@tracker/shell-sdk';
import { PasswordField, TextField } from '@tracker/ui-kit';
import { INVALID_PASSWORD_TOAST } from './authText';
import { AuthForm, EmailField, NameRow, useFieldValue } from './formParts';
import type { AuthFormProps } from './LoginForm';
import { PasswordRequirements } from './PasswordRequirements';
import { useAuthSubmit } from './useAuthSubmit';

/**
 * Create an account (product.md › Data payload: email, password, firstName, lastName). The password is checked here
 * with the same rules as the server; a weak one shows 'Invalid Password' and nothing is sent (product.md › Validation
 * rules).
 */
export function SignupForm({ navigate, reloadDelayMs, firstFieldRef }: AuthFormProps) {
  const firstName = useFieldValue();
  const lastName = useFieldValue();
  const email = useFieldValue();
  const password = useFieldValue();
  const { toast } = useToast();
  const { pending, submit } = useAuthSubmit('signup', navigate, reloadDelayMs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidPassword(password.value)) {
      toast(INVALID_PASSWORD_TOAST);
      return;
    }
    const body = { email: email.value, password: password.value, firstName: firstName.value, lastName: lastName.value };
    void submit(() => request('register', { body }));
  };

  return (
    <AuthForm mode="signup" pending={pending} onSubmit={onSubmit}>
      <NameRow>
        <TextField
          ref={firstFieldRef}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          {...firstName}
        />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required {...lastName} />
      </NameRow>
      <EmailField field={email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder="Create a strong password"
        required
        {...password}
        hint={<PasswordRequirements password={password.value} />}
      />
    </AuthForm>
  );
}
