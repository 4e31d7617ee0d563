import type { ReactNode } from 'react';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, request, serverMessageOr } from '@tracker/api-client';
import { PASSWORD_RESET_MESSAGES, isValidPassword } from '@tracker/contracts';
import { useToast } from '@tracker/shell-sdk';
import { Button, Card, PasswordField, Spinner } from '@tracker/ui-kit';
import { serverFailureToast } from '../../auth/modal/authFailure';
import { INVALID_PASSWORD_TOAST } from '../../auth/modal/authText';
import { PasswordRequirements } from '../../auth/modal/PasswordRequirements';
import { rememberSession } from '../../boot/sessionHint';
import { PASSWORD_CHANGED_TOAST, RESET_PAGE_TEXT } from './resetPasswordText';

const Frame = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 460px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Problem = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type View = 'checking' | 'invalid' | 'ready' | 'doneTwoFactor';

/** The token from `#token=…`; the fragment never reaches a server (so no log ever holds it). */
function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export interface ResetPasswordPageProps {
  /** Leaves the page (to / once signed in, to the sign-in modal); tests pass a spy. */
  navigate?: (url: string) => void;
  reloadDelayMs?: number;
}

const leave = (url: string) => window.location.assign(url);

/** Checks the link once: 'checking', then 'ready' or 'invalid' with the reason the page shows. */
function useResetLink(token: string | null) {
  const [view, setView] = useState<View>(token ? 'checking' : 'invalid');
  const [problem, setProblem] = useState<string>(
    token ? PASSWORD_RESET_MESSAGES.invalidLink : RESET_PAGE_TEXT.missingToken,
  );
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) return;
    let live = true;
    request('checkResetToken', { body: { token } }).then(
      () => live && setView('ready'),
      (error: unknown) => {
        if (!live) return;
        setProblem(
          error instanceof ApiError
            ? serverMessageOr(error, PASSWORD_RESET_MESSAGES.invalidLink)
            : RESET_PAGE_TEXT.unreachable,
        );
        setView('invalid');
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  const invalidate = (reason: string) => {
    setProblem(reason);
    setView('invalid');
  };
  return { view, problem, setView, invalidate };
}

interface NewPasswordFormProps {
  token: string;
  /** The password is set and this browser signed in. */
  onSignedIn: () => void;
  /** The password is set; the account has two-factor on, so it must sign in with a code. */
  onTwoFactor: () => void;
  /** The link died meanwhile (used in another tab, expired). */
  onInvalidLink: (reason: string) => void;
}

/** The new password and its confirmation, with the registration rules; sends them with the link's token. */
function NewPasswordForm({ token, onSignedIn, onTwoFactor, onInvalidLink }: NewPasswordFormProps) {
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [mismatch, setMismatch] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!isValidPassword(password)) {
      toast(INVALID_PASSWORD_TOAST);
      return;
    }
    if (password !== confirm) {
      setMismatch(true);
      return;
    }
    setPending(true);
    try {
      const { signedIn } = await request('resetPassword', { body: { token, password } });
      if (signedIn) onSignedIn();
      else onTwoFactor();
    } catch (error) {
      setPending(false);
      if (isDeadLink(error)) onInvalidLink(PASSWORD_RESET_MESSAGES.invalidLink);
      else toast(serverFailureToast('Error', error));
    }
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label={RESET_PAGE_TEXT.title}>
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <PasswordField
        label={RESET_PAGE_TEXT.newPassword}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={<PasswordRequirements password={password} />}
      />
      <PasswordField
        label={RESET_PAGE_TEXT.confirm}
        name="confirm"
        autoComplete="new-password"
        required
        value={confirm}
        error={mismatch && confirm !== password ? RESET_PAGE_TEXT.mismatch : undefined}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" size="lg" fullWidth disabled={pending}>
        {pending ? RESET_PAGE_TEXT.pending : RESET_PAGE_TEXT.submit}
      </Button>
    </Form>
  );
}

/** The reset answered that the link is no longer valid (400 with the invalid-link message). */
function isDeadLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    serverMessageOr(error, '') === PASSWORD_RESET_MESSAGES.invalidLink
  );
}

/**
 * The page a reset link opens: checks the link, then asks for a new password with the registration rules. The
 * token is taken out of the address bar at once. Afterwards every session of the account has ended; this browser
 * is signed in unless the account has two-factor on, whose sign-in then asks for the code.
 */
export function ResetPasswordPage({ navigate = leave, reloadDelayMs = 600 }: ResetPasswordPageProps) {
  const { toast } = useToast();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const { view, problem, setView, invalidate } = useResetLink(token);

  const signedIn = () => {
    rememberSession(true);
    toast(PASSWORD_CHANGED_TOAST);
    setTimeout(() => navigate('/'), reloadDelayMs);
  };

  let body: ReactNode;
  if (view === 'checking') body = <Spinner label={RESET_PAGE_TEXT.checking} centered />;
  else if (view === 'invalid' || !token) {
    body = (
      <>
        <Problem role="alert">{problem}</Problem>
        <Button variant="secondary" onClick={() => navigate('/?auth=forgot')}>
          {RESET_PAGE_TEXT.askAgain}
        </Button>
      </>
    );
  } else if (view === 'doneTwoFactor') {
    body = (
      <>
        <Muted role="status">
          <strong>{RESET_PAGE_TEXT.doneTitle}.</strong> {RESET_PAGE_TEXT.doneTwoFactor}
        </Muted>
        <Button onClick={() => navigate('/?auth=login')}>{RESET_PAGE_TEXT.signIn}</Button>
      </>
    );
  } else {
    body = (
      <NewPasswordForm
        token={token}
        onSignedIn={signedIn}
        onTwoFactor={() => setView('doneTwoFactor')}
        onInvalidLink={invalidate}
      />
    );
  }

  return (
    <Frame data-testid="reset-password-page">
      <div>
        <Title>{RESET_PAGE_TEXT.title}</Title>
        <Muted>{RESET_PAGE_TEXT.subtitle}</Muted>
      </div>
      {body}
    </Frame>
  );
}
