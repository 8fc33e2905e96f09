import { createContext, useContext, useEffect } from 'react';

const SITE = 'Aspire College & Trust';

/** What a page says about itself in the document's head. */
export type PageHead = {
  title?: string;
  description?: string;
  noindex?: boolean;
  /** The page says that what was asked for is not there: the server answers it with status 404. */
  notFound?: boolean;
  /** The largest art of the first screen that no `<img>` names (a CSS background): asked for first. */
  heroImage?: string;
};

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
 * page also asks search engines not to index it (a page that names a person), until it goes. With
 * `notFound` (an unknown course, product or post) it is not indexed either, and the server's answer
 * says 404.
 */
export function usePageMeta({
  title,
  description,
  noindex: unindexed = false,
  notFound = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
  notFound?: boolean;
}) {
  const noindex = unindexed || notFound;
  const serverHead = useContext(PageHeadContext);
  if (serverHead) Object.assign(serverHead, { title: `${title} | ${SITE}`, description, noindex, notFound });
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

/**
 * Names the page's first-screen art drawn as a CSS background, which the browser would find only once
 * the styles apply: the server's page asks for it first (`<link rel="preload" fetchpriority="high">`).
 * The first such art of a page counts.
 */
export function useHeroImage(href: string) {
  const serverHead = useContext(PageHeadContext);
  if (serverHead && !serverHead.heroImage) serverHead.heroImage = href;
}

function upsert(selector: string, create: () => HTMLElement) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}
