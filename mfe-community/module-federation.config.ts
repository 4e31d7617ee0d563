import type { RemoteConfigOptions } from '@tracker/mf-config';

/** What the community remote federates; shared singletons come from @tracker/mf-config. */
export const federation = {
  name: 'mfe_community',
  exposes: {
    // Mounted by the shell for /account, /vote-features, /help and /feedback (plain components: the shell's
    // QueryClient, theme, router and SDK reach them).
    './Routes': './src/exposes/Routes.tsx',
  },
} satisfies Pick<RemoteConfigOptions, 'name' | 'exposes'>;
