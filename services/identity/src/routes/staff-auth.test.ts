import { SECOND_FACTOR_INVALID, STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { decodeJwt } from 'jose';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { json, staffIdentityApp } from '../test-app.ts';
import { INVALID_CREDENTIALS } from './auth.ts';
import { CHALLENGE_EXPIRED } from './staff-auth.ts';

const identity = await staffIdentityApp();
const { post, get, account, code, login, staffSignIn, clock, database } = identity;
const users = database.db.collection('users');

describe('staff sign-in: enrolling the authenticator', () => {
  it('enrols at the first staff sign-in: QR code, otpauth address, then recovery codes once', async () => {
    const member = await account(['admissions']);
    const { response, body, challenge } = await login(member.email, member.password);
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ step: 'enrol', challenge: expect.any(String) });
    const url = new URL(String(body.data?.otpauthUrl));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Aspire College:${member.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      issuer: 'Aspire College',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
      secret: body.data?.secret,
    });
    expect(String(body.data?.qrSvg)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    // The secret is stored sealed, never as it was shown.
    const stored = await users.findOne({ email: member.email });
    expect(stored?.secondFactor?.enrolledAt).toBeNull();
    expect(JSON.stringify(stored)).not.toContain(String(body.data?.secret));

    const wrong = await post('auth/staff/verify', { challenge, code: '000000' });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe(SECOND_FACTOR_INVALID);

    const verified = await post('auth/staff/verify', { challenge, code: code(member.email) });
    expect(verified.status).toBe(200);
    const session = (await json(verified)).data;
    expect(session).toMatchObject({
      email: member.email,
      roles: ['admissions'],
      emailVerified: false,
      recoveryCodesLeft: 10,
    });
    const recoveryCodes = session?.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(verified.headers.get('authorization')).toBe(`Bearer ${session?.accessToken}`);
    expect(decodeJwt(String(session?.accessToken))).toMatchObject({ roles: ['admissions'], ev: false });

    const enrolled = await users.findOne({ email: member.email });
    expect(enrolled?.secondFactor?.enrolledAt).toBeInstanceOf(Date);
    expect(enrolled?.secondFactor?.recoveryCodes).toHaveLength(10);
    for (const recovery of recoveryCodes) expect(JSON.stringify(enrolled)).not.toContain(recovery);
  });

  it('shows the same pending authenticator again until its first code', async () => {
    const member = await account(['shop']);
    const first = await login(member.email, member.password);
    const again = await login(member.email, member.password);
    expect(again.body.data?.step).toBe('enrol');
    expect(again.body.data?.secret).toBe(first.body.data?.secret);
  });

  it('asks for a code only, once enrolled, and shows no recovery codes again', async () => {
    const member = await account(['learning']);
    await staffSignIn(member);
    const { body } = await login(member.email, member.password);
    expect(body.data).toEqual({ step: 'verify', challenge: expect.any(String) });
    const { body: session } = await staffSignIn(member);
    expect(session.data?.recoveryCodes).toBeUndefined();
    expect(session.data?.recoveryCodesLeft).toBe(10);
  });
});

describe('staff sign-in: codes', () => {
  it('accepts a code once: the same code is refused on a new sign-in (replay)', async () => {
    const member = await account(['content']);
    await staffSignIn(member);
    const first = await login(member.email, member.password);
    const used = code(member.email);
    expect((await post('auth/staff/verify', { challenge: first.challenge, code: used })).status).toBe(200);
    const second = await login(member.email, member.password);
    const replay = await post('auth/staff/verify', { challenge: second.challenge, code: used });
    expect(replay.status).toBe(401);
    expect((await json(replay)).message).toBe(SECOND_FACTOR_INVALID);
  });

  it('accepts a code from one step either side, not two', async () => {
    const member = await account(['content']);
    await staffSignIn(member);
    const secret = identity.secrets.get(member.email) ?? '';
    const at = (offsetSteps: number) =>
      new TOTP({ secret }).generate({ timestamp: clock.now().getTime() + offsetSteps * 30_000 });
    const { challenge } = await login(member.email, member.password);
    expect((await post('auth/staff/verify', { challenge, code: at(2) })).status).toBe(401);
    expect((await post('auth/staff/verify', { challenge, code: at(1) })).status).toBe(200);
  });

  it('takes a recovery code instead, once', async () => {
    const member = await account(['admissions']);
    const { body } = await staffSignIn(member);
    const [recovery] = (body.data?.recoveryCodes ?? []) as string[];
    const first = await login(member.email, member.password);
    const used = await post('auth/staff/verify', { challenge: first.challenge, code: recovery });
    expect(used.status).toBe(200);
    expect((await json(used)).data).toMatchObject({ roles: ['admissions'], recoveryCodesLeft: 9 });
    const second = await login(member.email, member.password);
    const again = await post('auth/staff/verify', { challenge: second.challenge, code: recovery });
    expect(again.status).toBe(401);
    expect((await json(again)).message).toBe(SECOND_FACTOR_INVALID);
  });

  it('spends a challenge after five wrong codes: even the right one then starts again', async () => {
    const member = await account(['admissions']);
    await staffSignIn(member);
    const { challenge } = await login(member.email, member.password);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('auth/staff/verify', { challenge, code: `12345${i}` });
      expect((await json(wrong)).message).toBe(SECOND_FACTOR_INVALID);
    }
    const late = await post('auth/staff/verify', { challenge, code: code(member.email) });
    expect(late.status).toBe(401);
    expect((await json(late)).message).toBe(CHALLENGE_EXPIRED);
  });

  it('refuses an expired challenge and a used one', async () => {
    const member = await account(['admissions']);
    await staffSignIn(member);
    const stale = await login(member.email, member.password);
    clock.advance(5 * 60_000 + 1_000);
    const expired = await post('auth/staff/verify', { challenge: stale.challenge, code: code(member.email) });
    expect(expired.status).toBe(401);
    expect((await json(expired)).message).toBe(CHALLENGE_EXPIRED);

    const fresh = await login(member.email, member.password);
    expect(
      (await post('auth/staff/verify', { challenge: fresh.challenge, code: code(member.email) })).status,
    ).toBe(200);
    const reused = await post('auth/staff/verify', { challenge: fresh.challenge, code: code(member.email) });
    expect((await json(reused)).message).toBe(CHALLENGE_EXPIRED);
  });

  it('answers a malformed code with a field error', async () => {
    const member = await account(['admissions']);
    const { challenge } = await login(member.email, member.password);
    const response = await post('auth/staff/verify', { challenge, code: '12' });
    expect(response.status).toBe(400);
    expect((await json(response)).errors?.code).toBe(SECOND_FACTOR_INVALID);
  });
});

describe('staff sign-in: the password step', () => {
  it('answers a wrong password as ordinary sign-in does, and refuses an account without roles', async () => {
    const member = await account(['admissions']);
    const wrong = await post('auth/staff/login', { email: member.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect((await json(wrong)).message).toBe(INVALID_CREDENTIALS);
    const learner = await account();
    const refused = await post('auth/staff/login', { email: learner.email, password: learner.password });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe(STAFF_ROLE_REQUIRED);
  });

  it('is throttled as sign-in is: the attempt after five wrong passwords waits', async () => {
    const member = await account(['admissions']);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post('auth/staff/login', { email: member.email, password: `wrong-${i}-guess` })).status,
      ).toBe(401);
    const throttled = await post('auth/staff/login', { email: member.email, password: member.password });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBeTruthy();
  });
});

describe('staff sessions', () => {
  it('gives an ordinary sign-in of a staff member an ordinary token, without roles', async () => {
    const member = await account(['admin']);
    const response = await post('auth/user/login', { email: member.email, password: member.password });
    const token = (await json(response)).data?.accessToken as string;
    expect(decodeJwt(token).roles).toBeUndefined();
    expect(decodeJwt(token).ev).toBe(false);
    expect((await json(await get('me', bearer(token)))).data?.roles).toEqual([]);
    expect((await get('staff/members', bearer(token))).status).toBe(403);
  });

  it('keeps the roles when a staff token is renewed and when the password is changed', async () => {
    const member = await account(['admissions', 'shop']);
    const { token } = await staffSignIn(member);
    expect((await json(await get('me', bearer(token)))).data?.roles).toEqual(['admissions', 'shop']);
    const renewed = (await json(await post('token/refresh', {}, bearer(token)))).data?.token as string;
    expect(decodeJwt(renewed).roles).toEqual(['admissions', 'shop']);
    expect(decodeJwt(renewed).sid).toBe(decodeJwt(token).sid);
    const changed = await post(
      'password/change',
      {
        currentPassword: member.password,
        newPassword: 'a-new-staff-passphrase',
        confirmPassword: 'a-new-staff-passphrase',
      },
      bearer(renewed),
    );
    expect(changed.status).toBe(200);
    const continued = (await json(changed)).data?.token as string;
    expect(decodeJwt(continued).roles).toEqual(['admissions', 'shop']);
    expect((await json(await get('me', bearer(continued)))).data?.roles).toEqual(['admissions', 'shop']);
  });
});
