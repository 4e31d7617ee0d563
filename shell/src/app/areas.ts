import type { RemoteName } from '../remotes/defaultRemotes';
import { loadFederatedComponent } from '../remotes/federation';
import type { RemoteComponentModule } from '../remotes/retry';

/**
 * The feature areas and the shell paths each one serves (product.md › Screens and routes › Route table). An area's
 * remote exposes
 * `./Routes`, rendered for each of its paths and everything below them; its descendant <Routes> match
 * relative to "/" (the dashboard routes `index`, the community remote "account", "help", …).
 */
export interface AreaDefinition {
  id: string;
  label: string;
  remote: RemoteName;
  paths: readonly string[];
  load: () => Promise<RemoteComponentModule>;
}

function area(id: string, label: string, remote: RemoteName, paths: readonly string[]): AreaDefinition {
  const request = `${remote}/Routes`;
  return { id, label, remote, paths, load: () => loadFederatedComponent(request) };
}

export const AREAS: readonly AreaDefinition[] = [
  area('dashboard', 'Dashboard', 'mfe_dashboard', ['/']),
  area('transactions', 'Transactions', 'mfe_transactions', ['/transactions', '/accounts']),
  area('budget', 'Budget', 'mfe_budget', ['/budget']),
  area('wealth', 'Wealth', 'mfe_wealth', ['/wealth']),
  area('community', 'Account and community', 'mfe_community', ['/account', '/vote-features', '/help', '/feedback']),
];
