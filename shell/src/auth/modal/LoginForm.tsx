import type { FormEvent, Ref } from 'react';
import { request } from '@tracker/api-client';
import { PasswordField } from '@tracker/ui-kit';
import { AuthForm, EmailField, useFieldValue } from './formParts';
import { useAuthSubmit } from './useAuthSubmit';

export interface AuthFormProps {
  navigate: (url: string) => void;
  reloadDelayMs: number;
  /** The first field, focused when the modal opens or switches to this form. */
  firstFieldRef: Ref<HTMLInputElement>;
}

/** Sign in with e-mail and password (spec §5: all fields required, e-mail typed input). */
export function LoginForm({ navigate, reloadDelayMs, firstFieldRef }: AuthFormProps) {
  const email = useFieldValue();
  const password = useFieldValue();
  const { pending, submit } = useAuthSubmit('login', navigate, reloadDelayMs);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(() => request('login', { body: { email: email.value, password: password.value } }));
  };

  return (
    <AuthForm mode="login" pending={pending} onSubmit={onSubmit}>
      <EmailField field={email} inputRef={firstFieldRef} />
      <PasswordField label="Password" name="password" autoComplete="current-password" placeholder="Your password" required {...password} />
    </AuthForm>
  );
}
