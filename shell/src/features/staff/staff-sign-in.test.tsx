// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { SECOND_FACTOR_INVALID } from '@aspire/contracts/staff';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecoveryCodes } from './recovery-codes-store.ts';
import { StaffGuard } from './staff-guard.tsx';
import { answer, button, press, stubApi, tokenWith, type } from './testing/support.ts';

const dom = domRoot();
beforeEach(() => {
  act(() =>
    dom.render(
      <MemoryRouter initialEntries={['/staff/team']}>
        <StaffGuard need="admin">
          <p>Team page</p>
        </StaffGuard>
      </MemoryRouter>,
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useSession.getState().signOut();
    useRecoveryCodes.getState().done();
  });
});

const enrol = {
  step: 'enrol',
  challenge: 'challenge-0123456789',
  otpauthUrl:
    'otpauth://totp/Aspire%20College:mariam%40aspirecollege.in?secret=JBSWY3DPEHPK3PXP&issuer=Aspire',
  secret: 'JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};
const codes = Array.from({ length: 10 }, (_, n) => `code-${String(n).padStart(4, '0')}`);
// Made once: a token made at another second would carry another expiry.
const ADMIN_TOKEN = tokenWith(['admin']);
const session = (recoveryCodes?: string[]) => ({
  firstName: 'Mariam',
  lastName: 'Rahman',
  email: 'mariam@aspirecollege.in',
  mobileNumber: '',
  emailVerified: true,
  roles: ['admin'],
  accessToken: ADMIN_TOKEN,
  recoveryCodesLeft: 10,
  ...(recoveryCodes ? { recoveryCodes } : {}),
});

const container = () => dom.container;
const text = () => dom.container.textContent ?? '';
const codeField = () => dom.container.querySelector<HTMLInputElement>('[name="code"]');

async function passwordStep() {
  type(container(), 'email', 'mariam@aspirecollege.in');
  type(container(), 'password', 'a long passphrase');
  await press(button(container(), 'Continue'));
}

describe('staff sign-in', () => {
  it('enrols the authenticator (QR code and the same as text), then shows the recovery codes once', async () => {
    const requests = stubApi({
      'POST identity/auth/staff/login': () => answer(200, { success: true, data: enrol }),
      'POST identity/auth/staff/verify': () => answer(200, { success: true, data: session(codes) }),
    });
    await passwordStep();

    const qr = dom.container.querySelector('img');
    expect(qr?.getAttribute('alt')).toBe('QR code for your authenticator app');
    expect(qr?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/);
    expect(dom.container.querySelector('[data-testid="totp-secret"]')?.textContent).toBe(enrol.secret);
    expect([...dom.container.querySelectorAll('code')].map((c) => c.textContent)).toContain(enrol.otpauthUrl);
    expect(button(container(), 'Copy the setup key')).toBeDefined();
    expect(button(container(), 'Copy the address')).toBeDefined();
    expect(codeField()?.getAttribute('inputmode')).toBe('numeric');
    expect(codeField()?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(dom.container.querySelector(`label[for="${codeField()?.id}"]`)?.textContent).toBe(
      'Code from your authenticator app',
    );
    // The first sign-in has no recovery codes yet to offer instead.
    expect(button(container(), 'Use a recovery code instead')).toBeUndefined();

    type(container(), 'code', '123456');
    await press(button(container(), 'Verify'));
    expect(requests.at(-1)).toMatchObject({
      key: 'POST identity/auth/staff/verify',
      body: { challenge: enrol.challenge, code: '123456' },
    });
    // The session is the ordinary one, with its token.
    expect(useSession.getState()).toMatchObject({ accessToken: ADMIN_TOKEN, firstName: 'Mariam' });

    const listed = [...dom.container.querySelectorAll('[data-testid="recovery-codes"] li')];
    expect(listed.map((item) => item.textContent)).toEqual(codes);
    expect(text()).not.toContain('Team page');
    const download = dom.container.querySelector<HTMLAnchorElement>('a[download]');
    expect(download?.getAttribute('download')).toBe('aspire-recovery-codes.txt');
    expect(decodeURIComponent(download?.href ?? '')).toContain(codes.join('\n'));

    await press(button(container(), 'I have saved these codes'));
    expect(text()).toContain('Team page');
    expect(dom.container.querySelector('[data-testid="recovery-codes"]')).toBeNull();
    expect(useRecoveryCodes.getState().codes).toEqual([]);
  });

  it('puts a wrong code under the field, keeps it, and offers a recovery code instead', async () => {
    stubApi({
      'POST identity/auth/staff/login': () =>
        answer(200, { success: true, data: { step: 'verify', challenge: 'challenge-0123456789' } }),
      'POST identity/auth/staff/verify': () =>
        answer(401, { success: false, message: SECOND_FACTOR_INVALID }),
    });
    await passwordStep();
    expect(dom.container.querySelector('img')).toBeNull();

    type(container(), 'code', '654321');
    await press(button(container(), 'Verify'));
    expect(codeField()?.getAttribute('aria-invalid')).toBe('true');
    expect(codeField()?.value).toBe('654321');
    const describedBy = codeField()?.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      SECOND_FACTOR_INVALID,
    );
    expect(useSession.getState().accessToken).toBeNull();

    await press(button(container(), 'Use a recovery code instead'));
    expect(dom.container.querySelector(`label[for="${codeField()?.id}"]`)?.textContent).toBe('Recovery code');
    expect(codeField()?.getAttribute('inputmode')).toBeNull();
  });

  it('starts again from the password when the sign-in has expired', async () => {
    stubApi({
      'POST identity/auth/staff/login': () =>
        answer(200, { success: true, data: { step: 'verify', challenge: 'challenge-0123456789' } }),
      'POST identity/auth/staff/verify': () =>
        answer(401, { success: false, message: 'This sign-in has expired. Start again.' }),
    });
    await passwordStep();
    type(container(), 'code', '111111');
    await press(button(container(), 'Verify'));
    expect(dom.container.querySelector('[name="password"]')).not.toBeNull();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'This sign-in has expired. Start again.',
    );
  });

  it('shows a refused password where the person looks', async () => {
    stubApi({
      'POST identity/auth/staff/login': () =>
        answer(403, { success: false, message: 'Your account does not have access to this' }),
    });
    await passwordStep();
    expect(dom.container.querySelector('[data-form-alert]')?.textContent).toBe(
      'Your account does not have access to this',
    );
    expect(codeField()).toBeNull();
  });
});
