import { EXTERNAL_LINKS } from '@aspire/config/site';
import { REMOTE_ROUTES, SHELL_ROUTES } from '@aspire/config/site-map';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MENU_FOOTER, MENU_GROUPS } from './menu-links.ts';

const routes = [...SHELL_ROUTES, ...REMOTE_ROUTES].map((route) => route.path);
const links = [...MENU_GROUPS.flatMap((group) => group.links), ...MENU_FOOTER];

describe('menu links', () => {
  it('has every group of spec section 2, each with sub-items', () => {
    const titles = MENU_GROUPS.map((group) => group.title);
    for (const title of [
      'Courses',
      'Admission',
      'Community',
      'Life at Aspire',
      'About Aspire',
      'Shop',
      'Events',
      'Blogs',
    ]) {
      expect(titles).toContain(title);
    }
    for (const group of MENU_GROUPS) expect(group.links.length).toBeGreaterThan(0);
  });

  it('points every internal link at a route of the site', () => {
    for (const link of links) {
      if (!('to' in link)) continue;
      expect(
        routes.some((path) => matchPath({ path, caseSensitive: true, end: true }, link.to)),
        `${link.label} → ${link.to}`,
      ).toBe(true);
    }
  });

  it('takes every external destination from the site configuration', () => {
    const configured = new Set<string>(Object.values(EXTERNAL_LINKS));
    const external = links.filter((link) => 'href' in link).map((link) => ('href' in link ? link.href : ''));
    for (const href of external) expect(configured).toContain(href);
    // Every external destination of spec section 2 is reachable from the menu.
    for (const href of configured) expect(external).toContain(href);
  });

  it('has the footer links of spec section 2', () => {
    expect(MENU_FOOTER.map((link) => link.label)).toEqual([
      'Terms & Conditions',
      'Privacy Policy',
      'Apply Now',
    ]);
  });
});
