// @vitest-environment happy-dom
import { CONSENT_TEXT, type Consent } from '@aspire/contracts/privacy';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, deskHarness, ok, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { YourConsents } from './your-consents.tsx';

const { dom, render, serve, bodies } = deskHarness();
const account: Consent = {
  purpose: 'account',
  text: CONSENT_TEXT.account,
  optional: false,
  given: true,
  noticeVersion: '2026-11',
  givenAt: '2026-11-03T10:00:00.000Z',
  withdrawnAt: null,
};
const news: Consent = {
  purpose: 'news',
  text: CONSENT_TEXT.news,
  optional: true,
  given: true,
  noticeVersion: '2026-11',
  givenAt: '2026-11-03T10:00:00.000Z',
  withdrawnAt: null,
};
const text = () => dom.container.textContent ?? '';
const items = () => [...dom.container.querySelectorAll('li')];

describe('your consents', () => {
  it('shows each consent with its notice and date, and withdraws and gives the optional one with one press each', async () => {
    serve([
      ['GET', /^identity\/consents$/, () => ok([account, news])],
      [
        'PUT',
        /^identity\/consents\/news$/,
        async (request) => {
          const { given } = (await request.clone().json()) as { given: boolean };
          return ok(
            given
              ? { ...news, givenAt: '2026-12-02T09:00:00.000Z' }
              : { ...news, given: false, withdrawnAt: '2026-12-01T09:00:00.000Z' },
          );
        },
      ],
    ]);
    await render('/account', '/account', <YourConsents />);
    await until(() => items().length === 2);

    expect(items()[0]?.textContent).toContain('Given on 3 Nov 2026 under notice version 2026-11.');
    expect(items()[0]?.textContent).toContain('This consent ends only with your account');
    expect(items()[0]?.querySelector('button')).toBeNull();
    expect(items()[1]?.textContent).toContain(CONSENT_TEXT.news);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    await act(async () => button(dom.container, 'Withdraw my consent').click());
    await until(() => text().includes('Withdrawn on 1 Dec 2026.'));
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('Your consent is withdrawn.');

    await act(async () => button(dom.container, 'Give my consent').click());
    await until(() => text().includes('Given on 2 Dec 2026'));
    expect(button(dom.container, 'Withdraw my consent')).toBeDefined();
    expect(await bodies('PUT', /consents\/news$/)).toEqual([{ given: false }, { given: true }]);
  });
});
