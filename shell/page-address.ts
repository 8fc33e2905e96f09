import { matchRoute } from '@aspire/config/site-map';

/** How the shell's server answers an address that is not a file, an API call or one of its own. */
export type PageAddress =
  /** A page of the site, at its canonical address. */
  | { kind: 'page' }
  /** A page of the site spelled otherwise (case, trailing slash): moved for good to its canonical form. */
  | { kind: 'moved'; location: string }
  /** No page of the site: the app's not-found view, with a 404 status. */
  | { kind: 'unknown' };

/** Decides what `pathname` is by the site map; a move keeps the query string (`search`, with its `?`). */
export function pageAddress(pathname: string, search = ''): PageAddress {
  const match = matchRoute(pathname);
  if (!match) return { kind: 'unknown' };
  if (match.canonical !== pathname) return { kind: 'moved', location: `${match.canonical}${search}` };
  return { kind: 'page' };
}

/** Whether search engines may index the page: only public routes; a private one (a certificate's check, an order) is `noindex`. */
export const isIndexable = (pathname: string) => matchRoute(pathname)?.access === 'public';
