import type { RemoteConfigOptions } from '@tracker/mf-config';

/** What the wealth remote federates; shared singletons come from @tracker/mf-config. */
export const federation = {
  name: 'mfe_wealth',
  exposes: {
    // Mounted by the shell for "/wealth" (plain components: the shell's QueryClient, theme, router and SDK reach it).
    './Routes': './src/exposes/Routes.tsx',
    './WealthPage': './src/exposes/WealthPage.tsx',
  },
} satisfies Pick<RemoteConfigOptions, 'name' | 'exposes'>;
