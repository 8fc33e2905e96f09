import { createContext, useContext, useEffect } from 'react';

const SITE = 'Aspire College & Trust';

/** What a page says about itself in the document's head. */
export type PageHead = { title?: string; description?: string; noindex?: boolean };

/**
 * Where a server render collects the page's head (effects do not run on the server); the shell's
 * server writes it into the page. Not provided in the browser.
 */
export const PageHeadContext = createContext<PageHead | null>(null);

/** The site's origin as a server render was asked for it (the browser has its own location). */
export const SiteOriginContext = createContext('');

/** The site's origin (`https://…`), for the absolute addresses a page writes (structured data). */
export function useSiteOrigin() {
  const serverOrigin = useContext(SiteOriginContext);
  return typeof location === 'undefined' ? serverOrigin : location.origin;
}

/**
 * Sets the document title, description and canonical link of the page being shown. With `noindex` the
 * page also asks search engines not to index it (a page that names a person), until it goes.
 */
export function usePageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}) {
  const serverHead = useContext(PageHeadContext);
  if (serverHead) Object.assign(serverHead, { title: `${title} | ${SITE}`, description, noindex });
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
    upsert('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    ).setAttribute('content', description);
    upsert('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    ).setAttribute('href', `${location.origin}${location.pathname}`);
  }, [title, description]);

  useEffect(() => {
    if (!noindex) return;
    const robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(robots);
    return () => robots.remove();
  }, [noindex]);
}

function upsert(selector: string, create: () => HTMLElement) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}
