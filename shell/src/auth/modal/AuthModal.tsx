import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Modal } from '@tracker/ui-kit';
import {
  GOOGLE_SIGN_IN_URL,
  GOOGLE_SIGN_UP_URL,
  MODE_TEXT,
  NOTICE_TEXT,
  SIGNUP_NOTICE_TEXT,
  type AuthModalMode,
  type AuthNotice,
} from './authText';
import { GoogleButton } from './GoogleButton';
import { useGoogleOffered } from './googleOffered';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LinkButton } from './formParts';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

export interface AuthModalProps {
  mode: AuthModalMode | null;
  notice: AuthNotice | null;
  /** Changes on every open: the forms remount, so their fields start empty. */
  session: number;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  onSwitchMode: (mode: AuthModalMode) => void;
  navigate: (url: string) => void;
  reloadDelayMs: number;
}

const Notice = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(5)} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const SwitchLine = styled.p`
  margin-top: ${({ theme }) => theme.space(5)};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const OTHER_MODE: Record<AuthModalMode, AuthModalMode> = { login: 'signup', signup: 'login', forgot: 'login' };

/** The sign-in / sign-up dialog (product.md › Screens and routes › Auth modal). */
export function AuthModal({
  mode,
  notice,
  session,
  returnFocusTo,
  onClose,
  onSwitchMode,
  navigate,
  reloadDelayMs,
}: AuthModalProps) {
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const shownMode = useRef(mode);
  // The sign-in form's code step (two-factor): Google has no place beside it.
  const [codeStepOf, setCodeStepOf] = useState<number | null>(null);
  const codeStep = mode === 'login' && codeStepOf === session;
  const google = useGoogleOffered();

  // Switching forms replaces the fields: put focus on the new form's first one.
  useEffect(() => {
    if (mode && shownMode.current && mode !== shownMode.current) firstFieldRef.current?.focus();
    shownMode.current = mode;
  }, [mode]);

  if (!mode) return null;
  const text = MODE_TEXT[mode];
  const formProps = { navigate, reloadDelayMs, firstFieldRef };
  let form: ReactNode;
  if (mode === 'login')
    form = (
      <LoginForm
        key={`login-${session}`}
        {...formProps}
        onForgotPassword={() => onSwitchMode('forgot')}
        onCodeStep={() => setCodeStepOf(session)}
      />
    );
  else if (mode === 'signup') form = <SignupForm key={`signup-${session}`} {...formProps} />;
  else form = <ForgotPasswordForm key={`forgot-${session}`} firstFieldRef={firstFieldRef} />;
  return (
    <Modal
      open
      onClose={onClose}
      title={text.title}
      description={text.subtitle}
      initialFocusRef={firstFieldRef}
      returnFocusTo={returnFocusTo}
      testId="auth-modal"
    >
      {notice ? <Notice role="status">{(mode === 'signup' ? SIGNUP_NOTICE_TEXT : NOTICE_TEXT)[notice]}</Notice> : null}
      {mode === 'forgot' || codeStep || google !== true ? null : (
        <>
          <GoogleButton onClick={() => navigate(mode === 'signup' ? GOOGLE_SIGN_UP_URL : GOOGLE_SIGN_IN_URL)} />
          <Divider aria-hidden="true">or use your email</Divider>
        </>
      )}
      {form}
      <SwitchLine>
        {text.switchPrompt}{' '}
        <LinkButton type="button" onClick={() => onSwitchMode(OTHER_MODE[mode])}>
          {text.switchAction}
        </LinkButton>
      </SwitchLine>
    </Modal>
  );
}
