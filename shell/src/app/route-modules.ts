import { ACCOUNT_WIDGETS, HOME_WIDGETS, matchRoute, type RemoteName } from '@aspire/config/site-map';

type RemoteModule = { remote: RemoteName; module: string };

/** The remote modules the page at `pathname` mounts at once (the route's page), loaded before it hydrates. */
export function routeModules(pathname: string): RemoteModule[] {
  // The shell's own pages mount none, but for the account page: the home page's widgets all sit below
  // the fold and load as the visitor scrolls near them (DeferredWidget), so nothing is preloaded for it;
  // the account page's widgets are its content and start loading at once.
  const match = matchRoute(pathname);
  if (match?.canonical === '/account') return Object.values(ACCOUNT_WIDGETS);
  return match?.remote && match.module ? [{ remote: match.remote, module: match.module }] : [];
}

/**
 * The remote modules whose HTML a server render of `pathname` holds, whose styles the page links: the
 * route's, and on the home page its widgets too (their code comes later, on approach).
 */
export function renderedModules(pathname: string): RemoteModule[] {
  const widgets = matchRoute(pathname)?.canonical === '/' ? Object.values(HOME_WIDGETS) : [];
  return [...routeModules(pathname), ...widgets];
}
