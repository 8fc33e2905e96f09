import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import { CONSENT_TEXT, myDataPartSchema, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { bearer, jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { identityApp, json } from '../test-app.ts';

const { app, database, post, get, signedIn } = await identityApp();

describe('download my data: identity part', () => {
  it('holds the account, consents with their history and the failed sign-ins counted, never a secret', async () => {
    const { account, token } = await signedIn();
    await app.request('/api/identity/consents/news', {
      method: 'PUT',
      headers: { ...jsonHeaders, ...bearer(token) },
      body: JSON.stringify({ given: true }),
    });
    for (let i = 0; i < 2; i += 1)
      await post('auth/user/login', { email: account.email, password: 'not-my-password' });

    const response = await get('my-data', bearer(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const raw = await response.text();
    const { summary, data } = myDataPartSchema.parse(JSON.parse(raw).data);
    const user = await database.db.collection('users').findOne({ email: account.email });

    expect(data.account).toEqual({
      id: String(user?._id),
      firstName: 'Fatima',
      lastName: 'Nazeer',
      email: account.email,
      mobileNumber: '+919876543210',
      emailConfirmed: false,
      createdAt: user?.createdAt.toISOString(),
      updatedAt: user?.updatedAt.toISOString(),
      staffRoles: [],
      secondFactorSet: false,
    });
    expect(data.consents).toEqual([
      expect.objectContaining({
        purpose: 'account',
        given: true,
        history: [
          { action: 'given', at: expect.any(String), by: 'self', noticeVersion: PRIVACY_NOTICE_VERSION },
        ],
      }),
      expect.objectContaining({
        purpose: 'news',
        given: true,
        history: [expect.objectContaining({ action: 'given' })],
      }),
    ]);
    expect(data.signInAttempts).toEqual([
      { count: 2, countedSince: expect.any(String), nextAllowedAt: expect.any(String) },
    ]);
    expect(raw).not.toContain(String(user?.passwordHash));
    expect(raw).not.toMatch(/scrypt|passwordHash|tokenVersion/);

    expect(summary).toEqual([
      `Your account was created on ${longDateInIndia(user?.createdAt)}.`,
      `It holds your name, Fatima Nazeer, your e-mail address, ${account.email} (not yet confirmed), and your mobile number, +91 98765 43210.`,
      'Your password is kept only as a one-way hash, which nobody can read back, so it is not in this file.',
      `You agreed to “${CONSENT_TEXT.account}” on ${longDateInIndia(user?.createdAt)} under the privacy notice of ${PRIVACY_NOTICE_VERSION}.`,
      `You agreed to “${CONSENT_TEXT.news}” on ${longDateInIndia(new Date())} under the privacy notice of ${PRIVACY_NOTICE_VERSION}.`,
      'We keep a count of 2 recent sign-in attempts on your account, to slow down anyone guessing your password. It is cleared when you sign in, and within a day.',
    ]);
  });

  it('writes dates as people read them in India', () => {
    expect(longDateInIndia(new Date('2026-03-02T20:00:00Z'))).toBe('3 March 2026');
  });

  it('refuses an anonymous caller', async () => {
    const response = await get('my-data');
    expect(response.status).toBe(401);
    expect((await json(response)).message).toBe(AUTH_REQUIRED);
  });
});
