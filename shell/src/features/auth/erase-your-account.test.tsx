// @vitest-environment happy-dom
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, deskHarness, ok, refused, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { EraseYourAccount } from './erase-your-account.tsx';

const { dom, render, serve, requests: made } = deskHarness();
const text = () => dom.container.textContent ?? '';
const dialog = () => dom.container.querySelector('dialog');

describe('erase your account', () => {
  it('says what goes and what stays, asks for the tick, then mails the link and says where', async () => {
    serve([
      [
        'POST',
        /^identity\/erasure$/,
        () => ok({ email: 'mariam@aspirecollege.in', message: 'We have sent you a link.' }, 202),
      ],
    ]);
    await render('/account', '/account', <EraseYourAccount />);
    expect(text()).toContain('within 7 days');
    expect(text()).toContain('as the tax law requires, without your name and address');
    expect(text()).toContain('only its code, the course and the date');
    expect(dialog()?.open).toBe(false);

    act(() => button(dom.container, 'Erase my account…').click());
    expect(dialog()?.open).toBe(true);
    const send = button(dom.container, 'Send me the confirmation link');
    expect(send.disabled).toBe(true);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    act(() => byLabel(dom.container, 'I understand this cannot be undone').click());
    expect(send.disabled).toBe(false);
    await act(async () => send.click());
    await until(() => text().includes('We have sent a link'));

    expect(made()).toEqual(['POST identity/erasure']);
    expect(dialog()?.open).toBe(false);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'We have sent a link to mariam@aspirecollege.in. It works for 24 hours.',
    );
  });

  it('shows a refusal (a staff account) in the dialog, beside the button pressed', async () => {
    const STAFF = 'A staff account is erased by an admin. Please ask the college office.';
    serve([['POST', /^identity\/erasure$/, () => refused(409, STAFF)]]);
    await render('/account', '/account', <EraseYourAccount />);
    act(() => button(dom.container, 'Erase my account…').click());
    act(() => byLabel(dom.container, 'I understand this cannot be undone').click());
    await act(async () => button(dom.container, 'Send me the confirmation link').click());
    await until(() => dialog()?.querySelector('[role="alert"]') != null);

    expect(dialog()?.open).toBe(true);
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(STAFF);
    expect(text()).not.toContain('We have sent a link');
  });
});
