import { matchPath, useLocation } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { RemoteArea } from '../remotes/RemoteArea';
import type { AreaDefinition } from './areas';

/** The area whose paths (and everything below them) include this pathname. */
export function findArea(areas: readonly AreaDefinition[], pathname: string): AreaDefinition | undefined {
  return areas.find((a) =>
    a.paths.some((path) => matchPath({ path: path === '/' ? '/' : `${path}/*`, end: true }, pathname)),
  );
}

/**
 * Renders the feature area for the current path, or the 404 page. It sits on a splat route, so a remote's
 * descendant <Routes> match relative to "/" (the spec's paths: "budget", "account", "help", …). The key
 * gives each area its own RemoteArea and Suspense boundary: moving between /account and /help keeps the
 * community remote mounted, while moving to another area shows that area's loading state at once instead
 * of holding the previous page inside the router's navigation transition.
 */
export function AreaOutlet({ areas }: { areas: readonly AreaDefinition[] }) {
  const { pathname } = useLocation();
  const area = findArea(areas, pathname);
  if (!area) return <NotFoundPage />;
  return <RemoteArea key={area.id} area={area.id} label={area.label} load={area.load} />;
}
