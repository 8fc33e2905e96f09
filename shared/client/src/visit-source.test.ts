// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberVisitSource, sourceOf, visitSource } from './visit-source.ts';

/** Lands on `address` from `referrer`, as a fresh page load of the shell would. */
function land(address: string, referrer = '') {
  history.replaceState(null, '', address);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  rememberVisitSource();
}

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('visit source', () => {
  it('keeps the UTM parameters and the landing page of a campaign link', () => {
    land('/course/2?utm_source=instagram&utm_medium=social&utm_campaign=autumn-intake&ref=x');
    expect(visitSource()).toEqual({
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'autumn-intake',
      landingPage: '/course/2?utm_source=instagram&utm_medium=social&utm_campaign=autumn-intake&ref=x',
    });
  });

  it("keeps another site's referrer, without its query", () => {
    land('/courses', 'https://www.google.com/search?q=aspire+college');
    expect(visitSource()).toEqual({ referrer: 'https://www.google.com/search', landingPage: '/courses' });
  });

  it('lets the first touch of the visit win over later pages and campaigns', () => {
    land('/shop?utm_source=newsletter');
    land('/courses?utm_source=instagram', 'https://facebook.com/');
    expect(visitSource()).toEqual({ utmSource: 'newsletter', landingPage: '/shop?utm_source=newsletter' });
  });

  it('stores nothing for a direct visit or a move within the site, so a later campaign still counts', () => {
    land('/courses');
    land('/course/2', `${location.origin}/courses`);
    expect(visitSource()).toEqual({});
    land('/enquiry-form?utm_campaign=open-day');
    expect(visitSource()).toEqual({
      utmCampaign: 'open-day',
      landingPage: '/enquiry-form?utm_campaign=open-day',
    });
  });

  it("clips values to the contract's limits and ignores blank parameters", () => {
    expect(sourceOf(`https://aspire.test/?utm_source=${'a'.repeat(150)}&utm_medium=%20`, '')).toEqual({
      utmSource: 'a'.repeat(100),
      landingPage: `/?utm_source=${'a'.repeat(150)}&utm_medium=%20`,
    });
  });

  it('reads only the known text fields from storage', () => {
    sessionStorage.setItem('aspire.visit-source', JSON.stringify({ utmSource: 'x', evil: 'y', referrer: 3 }));
    expect(visitSource()).toEqual({ utmSource: 'x' });
    sessionStorage.setItem('aspire.visit-source', 'not json');
    expect(visitSource()).toEqual({});
  });
});
