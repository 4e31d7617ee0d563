import type { RemoteConfigOptions } from '@tracker/mf-config';

/** What the dashboard remote federates; shared singletons come from @tracker/mf-config. */
export const federation = {
  name: 'mfe_dashboard',
  exposes: {
    // Mounted by the shell for "/" (plain components: the shell's QueryClient, theme, router and SDK reach it).
    './Routes': './src/exposes/Routes.tsx',
    './DashboardPage': './src/exposes/DashboardPage.tsx',
  },
} satisfies Pick<RemoteConfigOptions, 'name' | 'exposes'>;
