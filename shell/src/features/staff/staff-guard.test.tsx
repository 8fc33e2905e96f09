// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import StaffFrame from './staff-frame.tsx';
import { NO_ACCESS } from './staff-guard.tsx';
import { tokenWith } from './testing/support.ts';

const dom = domRoot();
afterEach(() => act(() => useSession.getState().signOut()));

const profile = {
  firstName: 'Mariam',
  lastName: 'Rahman',
  email: 'mariam@aspirecollege.in',
  mobileNumber: '',
};

/** The staff frame at `path`, with stand-ins for the pages. */
function show(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <StaffFrame account={<span>Signed in as Mariam</span>} />,
        children: [
          { path: '/staff', element: <p>Overview page</p> },
          { path: '/staff/team', element: <p>Team page</p> },
          { path: '/staff/admissions', element: <p>Admissions page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  act(() => dom.render(<RouterProvider router={router} />));
}

const text = () => dom.container.textContent ?? '';
const navLinks = () =>
  [...dom.container.querySelectorAll('nav[aria-label="Staff"] a')].map((link) => link.textContent);

describe('staff guard', () => {
  it('shows the staff sign-in at the address asked for to someone without a staff session', () => {
    show('/staff/team');
    expect(dom.container.querySelector('h1')?.textContent).toBe('Staff sign-in');
    expect(text()).not.toContain('Team page');
    expect(dom.container.querySelector('nav')).toBeNull();

    // Signed in on the public site (no second factor, so no roles) is not a staff session.
    act(() => useSession.getState().signIn(tokenWith(undefined), profile));
    expect(dom.container.querySelector('h1')?.textContent).toBe('Staff sign-in');
    expect(text()).not.toContain('Signed in as Mariam');
  });

  it("refuses a page the person's roles do not open, listing the pages they may use", () => {
    act(() => useSession.getState().signIn(tokenWith(['admissions']), profile));
    show('/staff/team');
    expect(dom.container.querySelector('h1')?.textContent).toBe(NO_ACCESS);
    expect(text()).not.toContain('Team page');
    const offered = [...dom.container.querySelectorAll('main li a')].map((link) => link.getAttribute('href'));
    expect(offered).toEqual(['/staff', '/staff/admissions']);
  });

  it('shows the page to someone holding its role', () => {
    act(() => useSession.getState().signIn(tokenWith(['admissions']), profile));
    show('/staff/admissions');
    expect(text()).toContain('Admissions page');
    expect(text()).toContain('Signed in as Mariam');
  });

  it('opens every page to an administrator', () => {
    act(() => useSession.getState().signIn(tokenWith(['admin']), profile));
    show('/staff/team');
    expect(text()).toContain('Team page');
  });
});

describe('staff navigation', () => {
  it("lists only the pages the person's roles open", () => {
    act(() => useSession.getState().signIn(tokenWith(['admissions']), profile));
    show('/staff');
    expect(navLinks()).toEqual(['Overview', 'Admissions']);

    act(() => useSession.getState().signIn(tokenWith(['shop']), profile));
    expect(navLinks()).toEqual(['Overview', 'Orders', 'Products']);

    act(() => useSession.getState().signIn(tokenWith(['learning']), profile));
    expect(navLinks()).toEqual(['Overview', 'Learning']);

    act(() => useSession.getState().signIn(tokenWith(['admin']), profile));
    expect(navLinks()).toEqual([
      'Overview',
      'Staff and roles',
      'Activity log',
      'Privacy requests',
      'Admissions',
      'Orders',
      'Products',
      'Learning',
      'Content',
      'Media library',
      'Courses',
    ]);
  });

  it('has a skip link to the page and a way back to the public site', () => {
    show('/staff');
    const skip = dom.container.querySelector('a[href="#staff-main"]');
    expect(skip?.textContent).toBe('Skip to content');
    expect(dom.container.querySelector('main#staff-main')).not.toBeNull();
    expect([...dom.container.querySelectorAll('header a')].map((link) => link.textContent)).toContain(
      'View site',
    );
  });
});
