import { describe, expect, it } from 'vitest';
import { identityApp, json, newAccount } from '../test-app.ts';
import { INVALID_CREDENTIALS } from './auth.ts';

let clock = new Date('2026-03-01T10:00:00Z').getTime();
const { post, database } = await identityApp({ now: () => new Date(clock) });
const from = (address: string) => ({ 'x-forwarded-for': address });

async function account() {
  const a = newAccount();
  await post('auth/user/signup', a);
  return a;
}

describe('failed sign-in throttling', () => {
  it('locks an account after 5 failures in 15 minutes with 429 and Retry-After, even for the right password', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(
        'auth/user/login',
        { email: a.email, password: `wrong-${i}` },
        from(`10.0.0.${i}`),
      );
      expect(await json(wrong)).toEqual({ success: false, message: INVALID_CREDENTIALS });
    }
    const locked = await post('auth/user/login', { email: a.email, password: a.password }, from('10.0.0.99'));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
    expect((await json(locked)).message).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    // The LMS door shares the lock.
    expect(
      (await post('auth/lms/login', { email: a.email, password: a.password }, from('10.0.0.98'))).status,
    ).toBe(429);
    clock += 10 * 60_000;
    const later = await post('auth/user/login', { email: a.email, password: a.password }, from('10.0.0.99'));
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(5 * 60);
    clock += 5 * 60_000 + 1000;
    expect(
      (await post('auth/user/login', { email: a.email, password: a.password }, from('10.0.0.99'))).status,
    ).toBe(200);
  });

  it('locks an unknown email the same way (no account enumeration)', async () => {
    const email = 'ghost.account@example.com';
    for (let i = 0; i < 5; i += 1)
      await post('auth/user/login', { email, password: 'guess-guess' }, from(`10.1.0.${i}`));
    expect(
      (await post('auth/user/login', { email, password: 'guess-guess' }, from('10.1.0.50'))).status,
    ).toBe(429);
  });

  it('counts the account whatever the case of the email', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1) {
      const email = i % 2 ? a.email.toUpperCase() : a.email;
      await post('auth/user/login', { email, password: 'wrong-password' }, from(`10.2.0.${i}`));
    }
    expect(
      (await post('auth/user/login', { email: a.email, password: a.password }, from('10.2.0.77'))).status,
    ).toBe(429);
  });

  it('a successful sign-in clears the account count', async () => {
    const a = await account();
    for (let i = 0; i < 4; i += 1)
      await post('auth/user/login', { email: a.email, password: 'wrong-password' }, from('10.3.0.1'));
    expect(
      (await post('auth/user/login', { email: a.email, password: a.password }, from('10.3.0.1'))).status,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1)
      await post('auth/user/login', { email: a.email, password: 'wrong-password' }, from('10.3.0.1'));
    expect(
      (await post('auth/user/login', { email: a.email, password: a.password }, from('10.3.0.1'))).status,
    ).toBe(200);
  });

  it('locks an address after 20 failures across accounts, leaving other addresses alone', async () => {
    const victims = await Promise.all(Array.from({ length: 5 }, account));
    for (let i = 0; i < 20; i += 1) {
      const victim = victims[i % 5]!;
      await post('auth/user/login', { email: victim.email, password: `wrong-${i}` }, from('10.9.9.9'));
      if (i % 5 === 4)
        await post('auth/user/login', { email: 'x@example.com', password: 'wrong' }, from('10.4.0.1'));
    }
    const bystander = await account();
    const blocked = await post(
      'auth/user/login',
      { email: bystander.email, password: bystander.password },
      from('10.9.9.9'),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect(
      (
        await post(
          'auth/user/login',
          { email: bystander.email, password: bystander.password },
          from('10.5.0.1'),
        )
      ).status,
    ).toBe(200);
  });

  it('keeps counts in MongoDB, so they survive a restart', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1)
      await post('auth/user/login', { email: a.email, password: 'wrong-password' }, from('10.6.0.1'));
    const { buildApp } = await import('../app.ts');
    const { silentLogger } = await import('@aspire/service-kit');
    const restarted = await buildApp({ database, logger: silentLogger, now: () => new Date(clock) });
    const response = await restarted.request('/api/identity/auth/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.6.0.2' },
      body: JSON.stringify({ email: a.email, password: a.password }),
    });
    expect(response.status).toBe(429);
  });

  it('a password reset lifts the account lock', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1)
      await post('auth/user/login', { email: a.email, password: 'wrong-password' }, from(`10.7.0.${i}`));
    await post('auth/password/forgot', { email: a.email });
    const outbox = await database.db.collection('outbox').findOne({ to: a.email });
    const token = new URL(String(outbox?.link)).searchParams.get('token');
    expect(
      (
        await post('auth/password/reset', {
          token,
          password: 'fresh-start-2023',
          confirmPassword: 'fresh-start-2023',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post('auth/user/login', { email: a.email, password: 'fresh-start-2023' }, from('10.7.0.9')))
        .status,
    ).toBe(200);
  });
});
