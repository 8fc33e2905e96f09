import { useEffect } from 'react';

const SITE = 'Aspire College & Trust';

/** Sets the document title, description and canonical link of the page being shown. */
export function usePageMeta({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
    upsert('meta[name="description"]', () =>
      Object.assign(document.createElement('meta'), { name: 'description' }),
    ).setAttribute('content', description);
    upsert('link[rel="canonical"]', () =>
      Object.assign(document.createElement('link'), { rel: 'canonical' }),
    ).setAttribute('href', `${location.origin}${location.pathname}`);
  }, [title, description]);
}

function upsert(selector: string, create: () => HTMLElement) {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}
