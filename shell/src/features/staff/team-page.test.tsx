// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TeamPage from './team-page.tsx';
import { answer, button, press, stubApi, tokenWith, type, until } from './testing/support.ts';

const LAST_ADMIN =
  'This is the last administrator: give someone else the Administrator role before taking it away.';
const mariam = {
  id: '0123456789abcdef01234567',
  email: 'mariam@aspirecollege.in',
  firstName: 'Mariam',
  lastName: 'Rahman',
  roles: ['admin', 'admissions'],
  secondFactor: true,
  lastSignInAt: '2026-11-20T09:30:00.000Z',
};
const yusuf = {
  ...mariam,
  id: '0123456789abcdef01234568',
  email: 'yusuf@aspirecollege.in',
  firstName: 'Yusuf',
  roles: ['shop'],
  secondFactor: false,
  lastSignInAt: null,
};

const dom = domRoot();
beforeEach(() => {
  act(() => useSession.getState().signIn(tokenWith(['admin']), { ...mariam, mobileNumber: '' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useSession.getState().signOut());
});

async function showPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.render(
      <QueryClientProvider client={client}>
        <TeamPage />
      </QueryClientProvider>,
    ),
  );
  await until(() => dom.container.querySelector('table') !== null);
}
const rowOf = (name: string) =>
  [...dom.container.querySelectorAll('tbody tr')].find(
    (row) => row.querySelector('th')?.textContent === name,
  );

describe('staff and roles', () => {
  it('lists the staff with their roles as chips, second factor and last sign-in', async () => {
    stubApi({ 'GET identity/staff/members': () => answer(200, { success: true, data: [mariam, yusuf] }) });
    await showPage();
    const row = rowOf('Mariam Rahman');
    expect([...(row?.querySelectorAll('li') ?? [])].map((chip) => chip.textContent)).toEqual([
      'Administrator',
      'Admissions',
    ]);
    expect(row?.textContent).toContain('mariam@aspirecollege.in');
    expect(row?.textContent).toContain('Set up');
    expect(rowOf('Yusuf Rahman')?.textContent).toContain('Not set up yet');
    expect(rowOf('Yusuf Rahman')?.textContent).toContain('Never');
    // Only an enrolled authenticator can be reset.
    expect(button(dom.container, 'Reset second factor of Yusuf Rahman')).toBeUndefined();
  });

  it("shows the service's refusal beside the roles (the last administrator) and keeps the choice", async () => {
    const requests = stubApi({
      'GET identity/staff/members': () => answer(200, { success: true, data: [mariam] }),
      [`PUT identity/staff/members/${mariam.id}/roles`]: () =>
        answer(409, { success: false, message: LAST_ADMIN, errors: { roles: LAST_ADMIN } }),
    });
    await showPage();
    await press(button(dom.container, 'Edit roles of Mariam Rahman'));
    const admin = rowOf('Mariam Rahman')?.querySelector<HTMLInputElement>('input[value="admin"]');
    expect(admin?.checked).toBe(true);
    await press(admin);
    await press(button(dom.container, 'Save roles'));

    expect(requests.at(-1)).toMatchObject({ body: { roles: ['admissions'] } });
    const row = rowOf('Mariam Rahman');
    expect(row?.querySelector('[role="alert"]')?.textContent).toBe(LAST_ADMIN);
    expect(row?.querySelector('fieldset')?.textContent).toContain(LAST_ADMIN);
    expect(row?.querySelector<HTMLInputElement>('input[value="admin"]')?.checked).toBe(false);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('');
  });

  it('grants roles to a new person by e-mail, with their name, and says so', async () => {
    const requests = stubApi({
      'GET identity/staff/members': () => answer(200, { success: true, data: [mariam] }),
      'POST identity/staff/members': () =>
        answer(201, { success: true, data: { ...yusuf, roles: ['admissions'] } }),
    });
    await showPage();
    type(dom.container, 'email', 'yusuf@aspirecollege.in');
    type(dom.container, 'firstName', 'Yusuf');
    type(dom.container, 'lastName', 'Rahman');
    const grant = dom.container.querySelector('section');
    await press(grant?.querySelector('input[value="admissions"]'));
    await press(button(dom.container, 'Give these roles'));

    expect(requests.find((request) => request.key === 'POST identity/staff/members')?.body).toEqual({
      email: 'yusuf@aspirecollege.in',
      firstName: 'Yusuf',
      lastName: 'Rahman',
      roles: ['admissions'],
    });
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'Yusuf Rahman now holds: Admissions.',
    );
  });
});
