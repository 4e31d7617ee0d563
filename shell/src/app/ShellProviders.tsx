import type { ReactNode } from 'react';
import { ShellProvider } from '@tracker/shell-sdk';
import { useAuthState } from '../auth/useAuthState';

/** Feeds the shell's state into the SDK contexts every remote reads (useAuth, useToast). */
export function ShellProviders({ children }: { children: ReactNode }) {
  const auth = useAuthState();
  return <ShellProvider auth={auth}>{children}</ShellProvider>;
}
