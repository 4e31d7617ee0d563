import { useState, type FormEvent } from 'react';
import { request } from '@tracker/api-client';
import { isValidPassword } from '@tracker/contracts';
import { useToast } from '@tracker/shell-sdk';
import { Button, PasswordField, TextField } from '@tracker/ui-kit';
import { INVALID_PASSWORD_TOAST, MODE_TEXT } from './authText';
import { Form, NameRow, SubmitRow } from './formParts';
import type { AuthFormProps } from './LoginForm';
import { PasswordRequirements } from './PasswordRequirements';
import { useAuthSubmit } from './useAuthSubmit';

/**
 * Create an account (spec §3 payload: email, password, firstName, lastName). The password is checked here
 * with the same rules as the server; a weak one shows 'Invalid Password' and nothing is sent (spec §5).
 */
export function SignupForm({ navigate, reloadDelayMs, firstFieldRef }: AuthFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { toast } = useToast();
  const { pending, submit } = useAuthSubmit('signup', navigate, reloadDelayMs);
  const text = MODE_TEXT.signup;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidPassword(password)) {
      toast(INVALID_PASSWORD_TOAST);
      return;
    }
    void submit(() => request('register', { body: { email, password, firstName, lastName } }));
  };

  return (
    <Form onSubmit={onSubmit} aria-label={text.title}>
      <NameRow>
        <TextField
          ref={firstFieldRef}
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </NameRow>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder="Create a strong password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={<PasswordRequirements password={password} />}
      />
      <SubmitRow>
        <Button type="submit" size="lg" fullWidth disabled={pending}>
          {pending ? text.pending : text.submit}
        </Button>
      </SubmitRow>
    </Form>
  );
}
