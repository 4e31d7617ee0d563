import type { HostConfigOptions } from '@tracker/mf-config';
import { DEFAULT_REMOTES } from './src/remotes/defaultRemotes';

/** The shell's federation settings; shared singletons come from @tracker/mf-config. */
export const federation = {
  name: 'shell',
  // No build-time remotes: the shell reads /remotes.json at start-up and registers them with the MF runtime.
  runtimeRemotes: DEFAULT_REMOTES,
} satisfies Pick<HostConfigOptions, 'name' | 'runtimeRemotes'>;
