// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeadContext, SiteOriginContext, useHeroImage, usePageMeta, useSiteOrigin } from './page-meta.ts';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();
const robots = () =>
  [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

function Page({ title, noindex, notFound }: { title: string; noindex?: boolean; notFound?: boolean }) {
  usePageMeta({ title, description: `About ${title}.`, noindex, notFound });
  return <h1>{title}</h1>;
}

describe('usePageMeta', () => {
  it('sets the title, description and canonical link of the page', () => {
    act(() => dom.render(<Page title="Courses" />));
    expect(document.title).toBe('Courses | Aspire College & Trust');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'About Courses.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${location.origin}${location.pathname}`,
    );
    expect(robots()).toEqual([]);
  });

  it('asks search engines not to index a noindex page while it is shown, and only then', () => {
    act(() => dom.render(<Page title="Certificate ASP-7K2M-Q9XD" noindex />));
    expect(robots()).toEqual(['noindex']);
    act(() => dom.render(<Page title="Certificate ASP-3HJK-W2PZ" noindex />));
    expect(robots()).toEqual(['noindex']);
    act(() => dom.render(<Page title="Courses" />));
    expect(robots()).toEqual([]);
    act(() => dom.render(<Page title="Certificate ASP-7K2M-Q9XD" noindex />));
    act(() => dom.render(null));
    expect(robots()).toEqual([]);
  });
});

describe('usePageMeta on the server', () => {
  it("writes the page's head into the render's head context", () => {
    const head = {};
    const html = renderToString(
      <PageHeadContext value={head}>
        <Page title="Certificate ASP-7K2M-Q9XD" noindex />
      </PageHeadContext>,
    );
    expect(html).toBe('<h1>Certificate ASP-7K2M-Q9XD</h1>');
    expect(head).toEqual({
      title: 'Certificate ASP-7K2M-Q9XD | Aspire College & Trust',
      description: 'About Certificate ASP-7K2M-Q9XD.',
      noindex: true,
      notFound: false,
    });
  });

  it('says when what was asked for is not there, and keeps such a page out of the index', () => {
    const head = {};
    renderToString(
      <PageHeadContext value={head}>
        <Page title="Course not found" notFound />
      </PageHeadContext>,
    );
    expect(head).toMatchObject({ noindex: true, notFound: true });
  });

  it("keeps the first screen's first background art, to be asked for first", () => {
    const head = {};
    renderToString(
      <PageHeadContext value={head}>
        <Hero art="/banners/gallery.svg" />
        <Hero art="/banners/lower.svg" />
      </PageHeadContext>,
    );
    expect(head).toEqual({ heroImage: '/banners/gallery.svg' });
  });
});

function Hero({ art }: { art: string }) {
  useHeroImage(art);
  return null;
}

function Origin() {
  return <p>{useSiteOrigin()}</p>;
}

describe('useSiteOrigin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the page's own origin in the browser", () => {
    const html = renderToString(
      <SiteOriginContext value="https://aspire.example">
        <Origin />
      </SiteOriginContext>,
    );
    expect(html).toBe(`<p>${location.origin}</p>`);
  });

  it('is the origin the server render was asked for where there is no location', () => {
    vi.stubGlobal('location', undefined);
    const html = renderToString(
      <SiteOriginContext value="https://aspire.example">
        <Origin />
      </SiteOriginContext>,
    );
    expect(html).toBe('<p>https://aspire.example</p>');
  });
});
