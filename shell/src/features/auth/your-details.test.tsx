// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { SITE } from '@aspire/config/site';
import { INVALID_PHONE } from '@aspire/contracts/phone';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  refused,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { YourDetails } from './your-details.tsx';

const { dom, render, serve, bodies: sent } = deskHarness();
const profile = {
  firstName: 'Zainab',
  lastName: 'Farooqui',
  email: 'zainab@example.com',
  mobileNumber: '+919840012345',
  emailVerified: true,
  roles: [],
};
const text = () => dom.container.textContent ?? '';

describe('your details', () => {
  it('corrects the details in a form: a refused field said under it, then the new values shown', async () => {
    let refuse = true;
    serve([
      [
        'PATCH',
        /^identity\/me$/,
        async (request) => {
          const change = (await request.clone().json()) as Record<string, string>;
          if (refuse) return refused(400, 'Invalid profile', { lastName: 'Last name is too long' });
          return ok({ ...profile, ...change });
        },
      ],
    ]);
    await render('/account', '/account', <YourDetails profile={profile} confirmation={null} />);
    expect(text()).toContain(`To change your e-mail address, write to ${SITE.grievance.email}.`);

    act(() => button(dom.container, 'Correct your details').click());
    expect(byLabel(dom.container, 'First name').value).toBe('Zainab');
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    // The browser checks with the contract's schema before sending.
    act(() => setValue(byLabel(dom.container, 'Mobile number'), '12'));
    await act(async () => button(dom.container, 'Save my details').click());
    await until(() => text().includes(INVALID_PHONE));
    expect(await sent('PATCH', /identity\/me$/)).toEqual([]);

    act(() => setValue(byLabel(dom.container, 'Mobile number'), '98765 43210'));
    act(() => setValue(byLabel(dom.container, 'Last name'), 'Farooqui-Khan'));
    await act(async () => button(dom.container, 'Save my details').click());
    await until(() => text().includes('Last name is too long'));
    const lastName = byLabel(dom.container, 'Last name');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(lastName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Last name is too long',
    );

    refuse = false;
    await act(async () => button(dom.container, 'Save my details').click());
    await until(() => text().includes('Your details are updated.'));
    expect(await sent('PATCH', /identity\/me$/)).toEqual([
      { firstName: 'Zainab', lastName: 'Farooqui-Khan', mobileNumber: '+919876543210' },
      { firstName: 'Zainab', lastName: 'Farooqui-Khan', mobileNumber: '+919876543210' },
    ]);
    expect(useSession.getState().lastName).toBe('Farooqui-Khan');
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('Your details are updated.');
  });

  it('cancels a correction, sending nothing', async () => {
    serve([]);
    await render('/account', '/account', <YourDetails profile={profile} confirmation={null} />);
    act(() => button(dom.container, 'Correct your details').click());
    act(() => button(dom.container, 'Cancel').click());
    expect(dom.container.querySelector('form')).toBeNull();
    expect(text()).toContain('+91 98400 12345');
  });
});
