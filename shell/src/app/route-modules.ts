import { ACCOUNT_WIDGETS, matchRoute, type RemoteName } from '@aspire/config/site-map';

/** The remote modules the page at `pathname` mounts at once (the route's page). */
export function routeModules(pathname: string): { remote: RemoteName; module: string }[] {
  // The shell's own pages mount none, but for the account page: the home page's widgets all sit below
  // the fold and load as the visitor scrolls near them (DeferredWidget), so nothing is preloaded for it;
  // the account page's widgets are its content and start loading at once.
  const match = matchRoute(pathname);
  if (match?.canonical === '/account') return Object.values(ACCOUNT_WIDGETS);
  return match?.remote && match.module ? [{ remote: match.remote, module: match.module }] : [];
}
