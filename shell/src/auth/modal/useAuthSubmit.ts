import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@tracker/shell-sdk';
import { rememberSession } from '../../boot/sessionHint';
import { authFailureToast } from './authFailure';
import { SUCCESS_TOAST, type SignInMode } from './authText';

/** What a call answers when the sign-in needs a second step (a two-factor code): no success yet. */
export const SECOND_STEP = Symbol('second step');

/**
 * Runs a sign-in or registration call: one at a time (`pending` disables the submit button), the toasts of
 * product.md › Messages and errors, and on success the reload at / (product.md › Behaviour). The button stays disabled
 * until the page leaves.
 */
export function useAuthSubmit(mode: SignInMode, navigate: (url: string) => void, reloadDelayMs: number) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      // Closing the modal after success must not cancel the reload: the user is signed in.
      if (reloadTimer.current) {
        clearTimeout(reloadTimer.current);
        navigate('/');
      }
    },
    [navigate],
  );

  const submit = useCallback(
    async (call: () => Promise<unknown>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      try {
        if ((await call()) === SECOND_STEP) {
          inFlight.current = false;
          setPending(false);
          return;
        }
      } catch (error) {
        toast(authFailureToast(mode, error));
        inFlight.current = false;
        setPending(false);
        return;
      }
      // The reload at / then loads the signed-in app beside the user check (boot/sessionHint).
      rememberSession(true);
      toast(SUCCESS_TOAST[mode]);
      reloadTimer.current = setTimeout(() => {
        reloadTimer.current = null;
        navigate('/');
      }, reloadDelayMs);
    },
    [mode, navigate, reloadDelayMs, toast],
  );

  return { pending, submit };
}
