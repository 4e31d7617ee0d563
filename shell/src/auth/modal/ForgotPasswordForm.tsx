import { useState, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { request } from '@tracker/api-client';
import type { ForgotPasswordResponse } from '@tracker/contracts';
import { useToast } from '@tracker/shell-sdk';
import { serverFailureToast } from './authFailure';
import { FORGOT_FAILURE_TITLE } from './authText';
import { AuthForm, EmailField, useFieldValue } from './formParts';

const Answer = styled.p`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

/**
 * 'Forgot password?': asks for the e-mail and shows the server's one answer, which never says whether an account
 * exists ('If an account exists for that address, we sent a link', or, on a server without e-mail, to ask the
 * operator). A refusal (too many requests, a malformed address) is a toast with the server's message.
 */
export function ForgotPasswordForm({ firstFieldRef }: { firstFieldRef: Ref<HTMLInputElement> }) {
  const email = useFieldValue();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<ForgotPasswordResponse | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      setAnswer(await request('forgotPassword', { body: { email: email.value } }));
    } catch (error) {
      toast(serverFailureToast(FORGOT_FAILURE_TITLE, error));
    } finally {
      setPending(false);
    }
  };

  if (answer) {
    return (
      <Answer role="status" data-testid="forgot-password-answer">
        {answer.message}
      </Answer>
    );
  }
  return (
    <AuthForm mode="forgot" pending={pending} onSubmit={(event) => void onSubmit(event)}>
      <EmailField field={email} inputRef={firstFieldRef} />
    </AuthForm>
  );
}
