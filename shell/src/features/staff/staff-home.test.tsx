// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useRecoveryCodes } from './recovery-codes-store.ts';
import StaffHome from './staff-home.tsx';
import { tokenWith } from './testing/support.ts';

const dom = domRoot();
afterEach(() =>
  act(() => {
    useSession.getState().signOut();
    useRecoveryCodes.setState({ left: null });
  }),
);

function show(roles: Parameters<typeof tokenWith>[0]) {
  act(() =>
    useSession.getState().signIn(tokenWith(roles), {
      firstName: 'Mariam',
      lastName: 'Rahman',
      email: 'm@a.in',
      mobileNumber: '',
    }),
  );
  act(() =>
    dom.render(
      <MemoryRouter>
        <StaffHome />
      </MemoryRouter>,
    ),
  );
}
const cards = () => [...dom.container.querySelectorAll('li a')].map((link) => link.getAttribute('href'));

describe('staff overview', () => {
  it("greets the person and links to their roles' pages", () => {
    show(['admissions']);
    expect(dom.container.querySelector('h1')?.textContent).toBe('Assalamu alaikum Mariam');
    expect(dom.container.textContent).toContain('Your roles: Admissions.');
    expect(cards()).toEqual(['/staff/admissions']);
  });

  it('gives an administrator every page, and warns when few recovery codes are left', () => {
    act(() => useRecoveryCodes.setState({ left: 1 }));
    show(['admin']);
    expect(cards()).toEqual([
      '/staff/team',
      '/staff/log',
      '/staff/privacy',
      '/staff/admissions',
      '/staff/orders',
      '/staff/products',
      '/staff/learning',
      '/staff/content',
      '/staff/media',
      '/staff/courses',
    ]);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toContain(
      'You have 1 recovery code left.',
    );
  });
});
