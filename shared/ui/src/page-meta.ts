import { useEffect } from 'react';

const SITE = 'Aspire College & Trust';

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
