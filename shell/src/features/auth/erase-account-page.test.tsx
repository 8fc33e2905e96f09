// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { ERASURE_LINK_INCOMPLETE } from '@aspire/contracts/privacy';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, deskHarness, ok, refused, settle, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import EraseAccountPage from './erase-account-page.tsx';

const { dom, render, serve, requests, bodies } = deskHarness();
const TOKEN = 'e'.repeat(43);
const EXPIRED = 'This link has expired or was already used. Ask for a new one from your account.';
const text = () => dom.container.textContent ?? '';
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('erase account page', () => {
  it('does nothing on load; the button erases, signs the page out and says when all is done', async () => {
    serve([
      [
        'POST',
        /^identity\/erasure\/confirm$/,
        () => ok({ email: 'mariam@aspirecollege.in', completeBy: '2026-12-08T10:00:00.000Z' }),
      ],
    ]);
    await render(`/erase-account?token=${TOKEN}`, '/erase-account', <EraseAccountPage />);
    await settle(20);
    expect(requests()).toEqual([]);
    expect(robots()).toBe('noindex');
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    await act(async () => button(dom.container, 'Erase my account now').click());
    await until(() => text().includes('Your account has been erased.'));

    expect(await bodies('POST', /erasure\/confirm$/)).toEqual([{ token: TOKEN }]);
    // Signed out here only: identity's sign-out is not called, the token is dead already.
    expect(requests()).toEqual(['POST identity/erasure/confirm']);
    expect(useSession.getState().accessToken).toBeNull();
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'Your account has been erased. We will e-mail mariam@aspirecollege.in by 8 Dec 2026 when every part of the site has erased its data.',
    );
    expect(dom.container.querySelector('button')).toBeNull();
  });

  it('says when all will be done, without an address, for a link confirmed once before', async () => {
    serve([
      [
        'POST',
        /^identity\/erasure\/confirm$/,
        () => ok({ email: '', completeBy: '2026-12-08T10:00:00.000Z' }),
      ],
    ]);
    await render(`/erase-account?token=${TOKEN}`, '/erase-account', <EraseAccountPage />);
    await act(async () => button(dom.container, 'Erase my account now').click());
    await until(() => text().includes('Your account has been erased.'));
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'Your account has been erased. Every part of the site will have erased its data by 8 Dec 2026.',
    );
  });

  it('says a refused link under the button, with the way to ask again, and keeps the session', async () => {
    serve([['POST', /^identity\/erasure\/confirm$/, () => refused(410, 'Gone', { token: EXPIRED })]]);
    await render(`/erase-account?token=${TOKEN}`, '/erase-account', <EraseAccountPage />);
    await act(async () => button(dom.container, 'Erase my account now').click());
    await until(() => dom.container.querySelector('[role="alert"]') !== null);

    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(EXPIRED);
    expect(dom.container.querySelector('a')?.getAttribute('href')).toBe('/account');
    expect(useSession.getState().accessToken).not.toBeNull();
  });

  it('says at once that a link without a whole token is incomplete, with no button', async () => {
    serve([]);
    for (const url of ['/erase-account', '/erase-account?token=short']) {
      await render(url, '/erase-account', <EraseAccountPage />);
      expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(ERASURE_LINK_INCOMPLETE);
      expect(dom.container.querySelector('button')).toBeNull();
      expect(dom.container.querySelector('a')?.getAttribute('href')).toBe('/account');
    }
    expect(requests()).toEqual([]);
  });
});
