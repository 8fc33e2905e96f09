import { DEMO_LEARNERS } from '@aspire/contracts/demo-learners';
import { INVALID_PHONE } from '@aspire/contracts/phone';
import { bearer, testKeys } from '@aspire/service-kit/testing/fixtures';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { LIKE_EMAIL, TOO_COMMON } from '../lib/common-passwords.ts';
import { identityApp, json, newAccount } from '../test-app.ts';
import { DUPLICATE_EMAIL, INVALID_CREDENTIALS } from './auth.ts';

const { database, post, get } = await identityApp();
const demo = await identityApp({ demoAccounts: true });

describe('sign up', () => {
  it('creates an account and answers the profile without the password', async () => {
    const account = newAccount();
    const response = await post('auth/user/signup', account);
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toEqual({
      success: true,
      data: {
        firstName: 'Fatima',
        lastName: 'Nazeer',
        email: account.email,
        // Stored as E.164.
        mobileNumber: '+919876543210',
        emailVerified: false,
      },
    });
    const stored = await database.db.collection('users').findOne({ email: account.email });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain(account.password);
  });

  it('takes a number from abroad and stores every number in E.164', async () => {
    const abroad = newAccount({ mobileNumber: '+44 7911 123456' });
    expect((await json(await post('auth/user/signup', abroad))).data?.mobileNumber).toBe('+447911123456');
    const typedAsToday = newAccount({ mobileNumber: '+91 98400-12345' });
    expect((await json(await post('auth/user/signup', typedAsToday))).data?.mobileNumber).toBe(
      '+919840012345',
    );
  });

  it('salts each password: the same password hashes differently', async () => {
    const a = newAccount();
    const b = newAccount();
    await post('auth/user/signup', a);
    await post('auth/user/signup', b);
    const users = database.db.collection('users');
    const [ha, hb] = await Promise.all([
      users.findOne({ email: a.email }),
      users.findOne({ email: b.email }),
    ]);
    expect(ha?.passwordHash).not.toBe(hb?.passwordHash);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [
      'a password under 8 characters',
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'a confirmPassword that differs',
      { confirmPassword: 'something-else-1' },
      'confirmPassword',
      'Passwords do not match',
    ],
    ['an absurdly long first name', { firstName: 'A'.repeat(500) }, 'firstName', 'First name is too long'],
    [
      'an absurdly long password',
      { password: 'p'.repeat(500), confirmPassword: 'p'.repeat(500) },
      'password',
      'Password is too long',
    ],
    ['a malformed mobile number', { mobileNumber: '12' }, 'mobileNumber', INVALID_PHONE],
    ['a missing last name', { lastName: '' }, 'lastName', 'Last name is required'],
    ['a common password', { password: 'password1', confirmPassword: 'password1' }, 'password', TOO_COMMON],
    [
      'a breached password in capitals',
      { password: 'ILOVEYOU123', confirmPassword: 'ILOVEYOU123' },
      'password',
      TOO_COMMON,
    ],
    [
      'the email as password',
      {
        email: 'zainab.q@example.com',
        password: 'zainab.q@example.com',
        confirmPassword: 'zainab.q@example.com',
      },
      'password',
      LIKE_EMAIL,
    ],
    [
      "the email's local part as password",
      { email: 'zainab.qureshi@example.com', password: 'zainab.qureshi', confirmPassword: 'zainab.qureshi' },
      'password',
      LIKE_EMAIL,
    ],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, overrides, field, text) => {
    const account = newAccount(overrides);
    const response = await post('auth/user/signup', account);
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.success).toBe(false);
    expect(body.errors?.[field]).toBe(text);
    expect(body.message).toContain(text);
    expect(
      await database.db
        .collection('users')
        .countDocuments({ lastName: account.lastName, firstName: account.firstName, email: account.email }),
    ).toBe(0);
  });

  it('refuses a second account for the same email whatever its case (409)', async () => {
    const account = newAccount();
    expect((await post('auth/user/signup', account)).status).toBe(201);
    const again = await post('auth/user/signup', {
      ...account,
      email: account.email.toUpperCase(),
      firstName: 'Other',
    });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({
      success: false,
      message: DUPLICATE_EMAIL,
      errors: { email: DUPLICATE_EMAIL },
    });
    expect(await database.db.collection('users').countDocuments({ email: account.email })).toBe(1);
  });

  it('stores the email lower-cased', async () => {
    const account = newAccount({ email: 'Mixed.Case.Person@Example.COM' });
    const response = await post('auth/user/signup', account);
    expect(await json(response)).toMatchObject({ data: { email: 'mixed.case.person@example.com' } });
  });

  it('answers operator-shaped input with a 400 and never queries with it', async () => {
    const response = await post('auth/user/signup', { ...newAccount(), email: { $gt: '' } });
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toHaveProperty('email');
  });

  it('answers malformed JSON with a 400', async () => {
    expect((await post('auth/user/signup', '{"email":')).status).toBe(400);
  });
});

describe('sign-up rate limit', () => {
  it('refuses sign-ups past the limit from one address with 429', async () => {
    const limited = await identityApp({ formRateLimit: 2 });
    const from = { 'x-forwarded-for': '198.51.100.8' };
    expect((await limited.post('auth/user/signup', newAccount(), from)).status).toBe(201);
    expect((await limited.post('auth/user/signup', newAccount(), from)).status).toBe(201);
    const refused = await limited.post('auth/user/signup', newAccount(), from);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      success: false,
      message: expect.stringContaining('Too many sign-ups'),
    });
  });
});

describe('sign in', () => {
  const account = newAccount();
  const ready = post('auth/user/signup', account);

  it('answers the profile, the token in data and in the authorization header', async () => {
    await ready;
    const response = await post('auth/user/login', { email: account.email, password: account.password });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.data).toMatchObject({
      firstName: 'Fatima',
      lastName: 'Nazeer',
      email: account.email,
      mobileNumber: '+919876543210',
    });
    const token = body.data?.accessToken as string;
    expect(response.headers.get('authorization')).toBe(`Bearer ${token}`);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: 'aspire-identity',
      aud: 'aspire',
      email: account.email,
      firstName: 'Fatima',
      ver: 0,
      sid: expect.any(String),
      sat: claims.iat,
    });
    // A short-lived access token, renewed at token/refresh while the visitor is active.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');
  });

  it('accepts the email in any case and with spaces around', async () => {
    await ready;
    const response = await post('auth/user/login', {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    await ready;
    const wrongPassword = await post('auth/user/login', {
      email: account.email,
      password: 'not-the-password',
    });
    const unknownEmail = await post('auth/user/login', {
      email: 'nobody.here@example.com',
      password: account.password,
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const [a, b] = [await json(wrongPassword), await json(unknownEmail)];
    expect(a).toEqual({ success: false, message: INVALID_CREDENTIALS });
    expect(b).toEqual(a);
    expect(wrongPassword.headers.get('authorization')).toBeNull();
  });

  it('refuses operator-shaped credentials with a 400', async () => {
    const response = await post('auth/user/login', { email: { $gt: '' }, password: { $ne: null } });
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).errors ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('refuses an empty or over-long field with a 400 naming it', async () => {
    const empty = await json(await post('auth/user/login', { email: '', password: 'x' }));
    expect(empty.errors?.email).toBe('Email is required');
    const long = await json(
      await post('auth/user/login', { email: account.email, password: 'x'.repeat(129) }),
    );
    expect(long.errors?.password).toBe('Password is too long');
  });

  it('signs learners in through /auth/lms/login with the same accounts', async () => {
    await ready;
    const response = await post('auth/lms/login', { email: account.email, password: account.password });
    expect(response.status).toBe(200);
    expect(response.headers.get('authorization')).toMatch(/^Bearer /);
    expect((await post('auth/lms/login', { email: account.email, password: 'wrong-password' })).status).toBe(
      401,
    );
  });
});

describe('me, sign out and token checks', () => {
  const signIn = async () => {
    const account = newAccount();
    await post('auth/user/signup', account);
    const body = await json(
      await post('auth/user/login', { email: account.email, password: account.password }),
    );
    return { account, token: body.data?.accessToken as string };
  };

  it('answers the signed-in profile', async () => {
    const { account, token } = await signIn();
    const response = await get('me', bearer(token));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({
      firstName: 'Fatima',
      lastName: 'Nazeer',
      email: account.email,
      mobileNumber: '+919876543210',
      emailVerified: false,
      roles: [],
    });
  });

  it('answers 401 "authorization token required" without a token', async () => {
    const response = await get('me');
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'authorization token required' });
  });

  it('refuses a tampered token and one signed by another key', async () => {
    const { token } = await signIn();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'admin@example.com' })).toString('base64url')}.${signature}`;
    expect((await get('me', bearer(forged))).status).toBe(401);
    const other = await testKeys();
    const foreign = await other.sign({ id: claims.sub });
    expect((await get('me', bearer(foreign))).status).toBe(401);
  });

  it('answers 401 "jwt expired" for an expired token', async () => {
    const keys = await testKeys();
    const own = await identityApp({
      signing: { kid: 'test', privateKey: keys.privateKey, publicJwk: keys.jwk },
    });
    const account = newAccount();
    await own.post('auth/user/signup', account);
    const user = await own.database.db.collection('users').findOne({ email: account.email });
    const expired = await keys.sign(
      { id: String(user?._id), email: account.email },
      Math.floor(Date.now() / 1000) - 60,
    );
    const response = await own.get('me', bearer(expired));
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'jwt expired' });
    const fresh = await keys.sign({ id: String(user?._id), email: account.email });
    expect((await own.get('me', bearer(fresh))).status).toBe(200);
  });

  it('sign out ends the token: it no longer works, a new sign-in does', async () => {
    const { account, token } = await signIn();
    const out = await post('auth/logout', {}, bearer(token));
    expect(out.status).toBe(200);
    const after = await get('me', bearer(token));
    expect(after.status).toBe(401);
    expect(await json(after)).toMatchObject({ message: 'jwt expired' });
    const again = await json(
      await post('auth/user/login', { email: account.email, password: account.password }),
    );
    expect((await get('me', bearer(again.data?.accessToken as string))).status).toBe(200);
  });

  it('sign out without a token answers the spec text', async () => {
    expect(await json(await post('auth/logout', {}))).toMatchObject({
      message: 'authorization token required',
    });
  });
});

describe('signing key and JWKS', () => {
  it('publishes the public key only, and tokens verify against it', async () => {
    const response = await get('.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const jwks = (await response.json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('keeps the key across restarts: a token from before a restart still works', async () => {
    const account = newAccount();
    await post('auth/user/signup', account);
    const token = (
      await json(await post('auth/user/login', { email: account.email, password: account.password }))
    ).data?.accessToken as string;
    const { buildApp } = await import('../app.ts');
    const { silentLogger } = await import('@aspire/service-kit');
    const restarted = await buildApp({ database, logger: silentLogger });
    const kidBefore = decodeProtectedHeader(token).kid;
    const jwks = (await (await restarted.request('/api/identity/.well-known/jwks.json')).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys[0]?.kid).toBe(kidBefore);
    expect((await restarted.request('/api/identity/me', { headers: bearer(token) })).status).toBe(200);
  });
});

describe('demo learners', () => {
  it('are not created unless DEMO_ACCOUNTS=1 asks for them', async () => {
    const learner = DEMO_LEARNERS[0];
    expect(await database.db.collection('users').countDocuments({ email: learner.email })).toBe(0);
    const response = await post('auth/lms/login', { email: learner.email, password: learner.password });
    expect(response.status).toBe(401);
  });

  it('are seeded with DEMO_ACCOUNTS=1 and can sign in', async () => {
    const learner = DEMO_LEARNERS[0];
    const response = await demo.post('auth/lms/login', { email: learner.email, password: learner.password });
    expect(response.status).toBe(200);
  });

  it('are seeded with their addresses confirmed', async () => {
    const learner = DEMO_LEARNERS[0];
    const response = await demo.post('auth/lms/login', { email: learner.email, password: learner.password });
    expect((await json(response)).data?.emailVerified).toBe(true);
  });

  it('seeding again never overwrites an account that changed', async () => {
    const learner = DEMO_LEARNERS[1];
    const users = demo.database.db.collection('users');
    await users.updateOne({ email: learner.email }, { $set: { firstName: 'Changed' } });
    const { buildApp } = await import('../app.ts');
    const { silentLogger } = await import('@aspire/service-kit');
    await buildApp({ database: demo.database, logger: silentLogger, demoAccounts: true });
    expect(await users.countDocuments({ email: learner.email })).toBe(1);
    expect((await users.findOne({ email: learner.email }))?.firstName).toBe('Changed');
  });
});
