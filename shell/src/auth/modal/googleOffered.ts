import { useEffect, useState } from 'react';
import { request } from '@tracker/api-client';

let asked: Promise<boolean> | null = null;

/**
 * Whether this server offers Google sign-in (GET /api/account/sign-in-methods), asked once per page. An answer that
 * does not come (the auth service down) counts as no, and the next modal asks again.
 */
export function googleOffered(): Promise<boolean> {
  asked ??= request('getSignInMethods').then(
    (methods) => methods.google,
    () => {
      asked = null;
      return false;
    },
  );
  return asked;
}

/** Tests start each case unasked. */
export function forgetGoogleOffered(): void {
  asked = null;
}

/** Null until the server has said; the modal shows "Continue with Google" only on true. */
export function useGoogleOffered(): boolean | null {
  const [offered, setOffered] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void googleOffered().then((answer) => {
      if (live) setOffered(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return offered;
}
