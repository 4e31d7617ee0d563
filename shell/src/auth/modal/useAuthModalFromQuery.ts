import { useEffect } from 'react';
import { useLandingNavigation } from '../../pages/landing/landingNavigation';
import { useAuthModal } from './AuthModalContext';
import { NOTICE_TEXT, type AuthModalMode, type AuthNotice } from './authText';

const AUTH_PARAM = 'auth';
const NOTICE_PARAM = 'notice';

function parseMode(value: string | null): AuthModalMode | null {
  return value === 'login' || value === 'signup' || value === 'forgot' ? value : null;
}

function parseNotice(value: string | null): AuthNotice | null {
  return value !== null && Object.hasOwn(NOTICE_TEXT, value) ? (value as AuthNotice) : null;
}

/**
 * `?auth=login|signup|forgot` opens that mode; `&notice=google-not-configured|google-failed` (from `/auth/google`)
 * adds its notice. The parameters are then removed from the address (history replace through the router when
 * there is one, so its location stays in step), so a reload or a shared link does not reopen the modal.
 */
export function useAuthModalFromQuery(): void {
  const { open } = useAuthModal();
  const { location, replace } = useLandingNavigation();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(AUTH_PARAM) && !params.has(NOTICE_PARAM)) return;
    const notice = parseNotice(params.get(NOTICE_PARAM));
    const mode = parseMode(params.get(AUTH_PARAM)) ?? (notice ? 'login' : null);
    if (mode) open(mode, notice ? { notice } : {});
    params.delete(AUTH_PARAM);
    params.delete(NOTICE_PARAM);
    const search = params.toString();
    replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash });
  }, [location.search, location.pathname, location.hash, open, replace]);
}
