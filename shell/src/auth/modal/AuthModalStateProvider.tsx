import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { AuthModalProps } from './AuthModal';
import { AuthModalContext, type AuthModalApi, type OpenAuthModalOptions } from './AuthModalContext';
import type { AuthModalMode, AuthNotice } from './authText';

export interface AuthModalProviderProps {
  children: ReactNode;
  /** Leaves the page (Google sign-in, the reload at / after success); tests pass a spy. */
  navigate?: (url: string) => void;
  /** Pause between the success toast and the reload, so the toast is seen. */
  reloadDelayMs?: number;
}

interface ModalState {
  mode: AuthModalMode | null;
  notice: AuthNotice | null;
  /** Bumped by every open(): the forms remount with empty fields. */
  session: number;
  returnFocusTo: HTMLElement | null;
}

const leavePage = (url: string) => window.location.assign(url);

/**
 * Holds the auth modal's state (closed, login or signup) and renders `Modal` with it. The shell passes the
 * modal itself; the light landing entry passes a lazy one (its forms, validation and api-client load when it
 * first opens), so this file imports no part of the modal.
 */
export function AuthModalStateProvider({
  children,
  navigate = leavePage,
  reloadDelayMs = 600,
  Modal,
}: AuthModalProviderProps & { Modal: ComponentType<AuthModalProps> }) {
  const [state, setState] = useState<ModalState>({ mode: null, notice: null, session: 0, returnFocusTo: null });

  const open = useCallback((mode: AuthModalMode, options: OpenAuthModalOptions = {}) => {
    setState((current) => ({
      mode,
      notice: options.notice ?? null,
      session: current.session + 1,
      returnFocusTo: options.returnFocusTo ?? null,
    }));
  }, []);
  const close = useCallback(() => setState((current) => ({ ...current, mode: null, notice: null })), []);
  const switchMode = useCallback((mode: AuthModalMode) => setState((current) => ({ ...current, mode })), []);

  const api = useMemo<AuthModalApi>(() => ({ open, close, mode: state.mode }), [open, close, state.mode]);

  return (
    <AuthModalContext.Provider value={api}>
      {children}
      <Modal
        mode={state.mode}
        notice={state.notice}
        session={state.session}
        returnFocusTo={state.returnFocusTo}
        onClose={close}
        onSwitchMode={switchMode}
        navigate={navigate}
        reloadDelayMs={reloadDelayMs}
      />
    </AuthModalContext.Provider>
  );
}
