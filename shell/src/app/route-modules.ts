import { matchRoute, type RemoteName } from '@aspire/config/site-map';

/** The remote modules the page at `pathname` mounts at once (the route's page). */
export function routeModules(pathname: string): { remote: RemoteName; module: string }[] {
  // The shell's own pages mount none: the home page's widgets all sit below the fold and load as the
  // visitor scrolls near them (DeferredWidget), so nothing is preloaded for it.
  const match = matchRoute(pathname);
  return match?.remote && match.module ? [{ remote: match.remote, module: match.module }] : [];
}
