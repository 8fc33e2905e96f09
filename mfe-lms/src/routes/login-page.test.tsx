// @vitest-environment happy-dom
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, deskHarness, ok, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import LoginPage from './login-page.tsx';

const visitor = deskHarness();
const text = () => visitor.dom.container.textContent ?? '';
const PROFILE = {
  firstName: 'Ayesha',
  lastName: 'Siddiqa',
  email: 'ayesha@example.com',
  mobileNumber: '+919876543210',
};
// The invitation mail's link: the course the college enrolled them in.
const INVITATION = `/lms/login?next=${encodeURIComponent('/lms/bsc-psychology')}`;

async function arrive(url = INVITATION) {
  await visitor.render(url, '/lms/login', <LoginPage />, {
    others: [['/lms/:slug', <p key="course">the course</p>]],
  });
}

describe('the learner login, arriving from an invitation', () => {
  beforeEach(() => {
    // Someone who is not signed in yet.
    act(() => useSession.getState().signOut());
    act(() => useOverlays.getState().close());
  });

  it('signs in and goes on to the course the link named', async () => {
    visitor.serve([
      [
        'POST',
        /^identity\/auth\/lms\/login$/,
        () => ok({ ...PROFILE, emailVerified: true, roles: [], accessToken: 'a-learner-token' }),
      ],
    ]);
    await arrive();
    expect(text()).toContain(
      'Invited by the college? Sign in, or create your account, with the e-mail address',
    );
    act(() => setValue(byLabel(visitor.dom.container, 'Email'), 'ayesha@example.com'));
    act(() => setValue(byLabel(visitor.dom.container, 'Password'), 'a long password'));
    await act(async () => button(visitor.dom.container, 'Sign in').click());
    await until(() => visitor.where.pathname === '/lms/bsc-psychology');
    expect(text()).toBe('the course');
  });

  it('opens the site sign-up, and once signed up and signed in goes on to the course', async () => {
    await arrive();
    expect(await seriousAxeIssues(visitor.dom.container)).toEqual([]);
    await act(async () => button(visitor.dom.container, 'New here? Create your account').click());
    expect(useOverlays.getState().open).toBe('signup');
    expect(visitor.where.pathname).toBe('/lms/login');
    // The shell's overlays sign them up, then in: the one session of the page takes the token.
    act(() => useSession.getState().signIn('a-learner-token', PROFILE));
    await until(() => visitor.where.pathname === '/lms/bsc-psychology');
  });

  it('does not offer the invitation hint to someone who came for the dashboard', async () => {
    await arrive('/lms/login');
    expect(text()).toContain('New here? Create your account');
    expect(text()).not.toContain('Invited by the college?');
  });
});
