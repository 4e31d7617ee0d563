import type { RemoteConfigOptions } from '@tracker/mf-config';

/** What the budget remote federates; shared singletons come from @tracker/mf-config. */
export const federation = {
  name: 'mfe_budget',
  exposes: {
    // Mounted by the shell for "/budget" (plain components: the shell's QueryClient, theme, router and SDK reach it).
    './Routes': './src/exposes/Routes.tsx',
    './BudgetPage': './src/exposes/BudgetPage.tsx',
  },
} satisfies Pick<RemoteConfigOptions, 'name' | 'exposes'>;
