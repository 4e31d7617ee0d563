import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { request } from '@tracker/api-client';
import { PasswordField, TextField } from '@tracker/ui-kit';
import { FORGOT_PASSWORD_LINK, TWO_FACTOR_STEP_TEXT } from './authText';
import { AuthForm, EmailField, LinkButton, useFieldValue } from './formParts';
import { SECOND_STEP, useAuthSubmit } from './useAuthSubmit';

export interface AuthFormProps {
  navigate: (url: string) => void;
  reloadDelayMs: number;
  /** The first field, focused when the modal opens or switches to this form. */
  firstFieldRef: Ref<HTMLInputElement>;
}

export interface LoginFormProps extends AuthFormProps {
  /** 'Forgot password?': the modal switches to asking for a reset link. */
  onForgotPassword: () => void;
  /** The account has two-factor on: the form now asks for the code. */
  onCodeStep?: () => void;
}

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(-2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StepNotice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Sign in with e-mail and password (product.md › Validation rules: all fields required, e-mail typed input). An account
 * with two-factor on answers `twoFactorRequired`: the form then asks for the code, and that step signs in.
 */
export function LoginForm({ navigate, reloadDelayMs, firstFieldRef, onForgotPassword, onCodeStep }: LoginFormProps) {
  const email = useFieldValue();
  const password = useFieldValue();
  const code = useFieldValue();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const { pending, submit } = useAuthSubmit('login', navigate, reloadDelayMs);
  const codeRef = useRef<HTMLInputElement>(null);

  // The code field replaces the focused form: focus follows, so the code can be typed at once.
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'code') {
      void submit(() => request('twoFactorSignIn', { body: { code: code.value } }));
      return;
    }
    void submit(async () => {
      const answer = await request('login', { body: { email: email.value, password: password.value } });
      if (!('twoFactorRequired' in answer)) return answer;
      setStep('code');
      onCodeStep?.();
      return SECOND_STEP;
    });
  };

  if (step === 'code') {
    return (
      <AuthForm mode="login" pending={pending} onSubmit={onSubmit} submitText={TWO_FACTOR_STEP_TEXT}>
        <StepNotice role="status">{TWO_FACTOR_STEP_TEXT.notice}</StepNotice>
        <TextField
          ref={codeRef}
          label={TWO_FACTOR_STEP_TEXT.label}
          name="code"
          autoComplete="one-time-code"
          placeholder="123456"
          spellCheck={false}
          required
          {...code}
        />
      </AuthForm>
    );
  }

  return (
    <AuthForm mode="login" pending={pending} onSubmit={onSubmit}>
      <EmailField field={email} inputRef={firstFieldRef} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Your password"
        required
        {...password}
      />
      <ForgotRow>
        <LinkButton type="button" onClick={onForgotPassword}>
          {FORGOT_PASSWORD_LINK}
        </LinkButton>
      </ForgotRow>
    </AuthForm>
  );
}
