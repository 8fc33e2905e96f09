import { describe, expect, it } from 'vitest';
import { serverPageHtml } from './server-page.ts';

const INDEX =
  '<!doctype html><html><head><title>Aspire</title><meta name="description" content="The college."><script defer src="/static/js/index.1.js"></script></head><body><div id="root"></div></body></html>';

const page = {
  html: '<main><h1>Events</h1></main>',
  head: { title: 'Events & talks | Aspire', description: 'What is on "this" month.' },
  queryState: {
    queries: [{ queryKey: ['events'], state: { data: [{ title: '</script><script>alert(1)</script>' }] } }],
  },
  styles: [
    { href: '/static/css/async/bootstrap.1.css', path: 'static/css/async/bootstrap.1.css' },
    { href: 'http://localhost:3104/static/css/events.2.css', path: 'static/css/events.2.css' },
  ],
  scripts: {
    start: ['/static/js/async/bootstrap.1.js'],
    route: ['http://localhost:3104/static/js/info.3.js'],
  },
};

describe('a server-rendered page', () => {
  it('carries its title, description, styles, data and extra head, with its HTML in #root for hydration', () => {
    const html = serverPageHtml(INDEX, page, ['<link rel="canonical" href="https://aspire.example/events">']);
    expect(html).toContain('<title>Events &amp; talks | Aspire</title>');
    expect(html).toContain('<meta name="description" content="What is on &quot;this&quot; month.">');
    expect(html).toContain(
      '<link rel="stylesheet" href="/static/css/async/bootstrap.1.css" data-href="static/css/async/bootstrap.1.css"><link rel="stylesheet" href="http://localhost:3104/static/css/events.2.css" data-href="static/css/events.2.css">',
    );
    // The scripts it hydrates with, for the entry script to ask for at once.
    expect(html).toContain(
      '<script type="application/json" id="page-scripts">{"start":["/static/js/async/bootstrap.1.js"],"route":["http://localhost:3104/static/js/info.3.js"]}</script>',
    );
    expect(html).toContain('<link rel="canonical" href="https://aspire.example/events"></head>');
    expect(html).toContain('<div id="root" data-server-rendered><main><h1>Events</h1></main></div>');
    // The entry script is kept as built: the app starts at once and hydrates.
    expect(html).toContain('<script defer src="/static/js/index.1.js"></script>');
    expect(html).not.toContain('noindex');
  });

  it('keeps its data a data block no text can close, and the data as it was', () => {
    const html = serverPageHtml(INDEX, page, []);
    const block = /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block!)).toEqual(page.queryState);
  });

  it('asks search engines not to index a page that says noindex', () => {
    const html = serverPageHtml(INDEX, { ...page, head: { ...page.head, noindex: true } }, []);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('asks first for the art of its first screen that no image names', () => {
    const head = { ...page.head, heroImage: '/api/info/media/banners/gallery.svg' };
    const html = serverPageHtml(INDEX, { ...page, head }, []);
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/api/info/media/banners/gallery.svg"><link rel="stylesheet"',
    );
  });

  it('takes a title with "$" signs as written', () => {
    const html = serverPageHtml(INDEX, { ...page, head: { title: 'Fees in $ and ₹: $& $1' } }, []);
    expect(html).toContain('<title>Fees in $ and ₹: $&amp; $1</title>');
  });
});
