import type { RemoteConfigOptions } from '@tracker/mf-config';

/** What the transactions remote federates; shared singletons come from @tracker/mf-config. */
export const federation = {
  name: 'mfe_transactions',
  exposes: {
    // Mounted by the shell for "/transactions" (plain components: the shell's QueryClient, theme, router and SDK reach it).
    './Routes': './src/exposes/Routes.tsx',
    './TransactionsPage': './src/exposes/TransactionsPage.tsx',
    // The dialogs the dashboard reuses: plain components with open/onOpenChange props.
    './UploadDialog': './src/exposes/UploadDialog.tsx',
    './ManualAddDialog': './src/exposes/ManualAddDialog.tsx',
  },
} satisfies Pick<RemoteConfigOptions, 'name' | 'exposes'>;
