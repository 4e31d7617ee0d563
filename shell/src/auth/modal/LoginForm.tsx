import { useState, type FormEvent, type Ref } from 'react';
import { request } from '@tracker/api-client';
import { Button, PasswordField, TextField } from '@tracker/ui-kit';
import { MODE_TEXT } from './authText';
import { Form, SubmitRow } from './formParts';
import { useAuthSubmit } from './useAuthSubmit';

export interface AuthFormProps {
  navigate: (url: string) => void;
  reloadDelayMs: number;
  /** The first field, focused when the modal opens or switches to this form. */
  firstFieldRef: Ref<HTMLInputElement>;
}

/** Sign in with e-mail and password (spec §5: all fields required, e-mail typed input). */
export function LoginForm({ navigate, reloadDelayMs, firstFieldRef }: AuthFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { pending, submit } = useAuthSubmit('login', navigate, reloadDelayMs);
  const text = MODE_TEXT.login;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(() => request('login', { body: { email, password } }));
  };

  return (
    <Form onSubmit={onSubmit} aria-label={text.title}>
      <TextField
        ref={firstFieldRef}
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
        autoComplete="current-password"
        placeholder="Your password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SubmitRow>
        <Button type="submit" size="lg" fullWidth disabled={pending}>
          {pending ? text.pending : text.submit}
        </Button>
      </SubmitRow>
    </Form>
  );
}
