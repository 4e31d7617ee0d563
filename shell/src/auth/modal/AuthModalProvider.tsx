import { AuthModalStateProvider, type AuthModalProviderProps } from './AuthModalStateProvider';
import { LazyAuthModal } from './LazyAuthModal';

export type { AuthModalProviderProps } from './AuthModalStateProvider';

/** Holds the auth modal's state (closed, login or signup) and renders the modal; the shell mounts it once. */
export function AuthModalProvider(props: AuthModalProviderProps) {
  return <AuthModalStateProvider {...props} Modal={LazyAuthModal} />;
}
