import { receivedMail } from '@aspire/service-kit/testing/mail';
import { workGate } from '@aspire/service-kit/work-gate';
import { describe, expect, it } from 'vitest';
import { delayAfter } from '../lib/throttle.ts';
import { RESET_SUBJECT } from '../mail/password-mails.ts';
import { identityApp, json, newAccount } from '../test-app.ts';
import { INVALID_CREDENTIALS } from './auth.ts';

let clock = new Date('2026-03-01T10:00:00Z').getTime();
// Every password check goes through the gate: counting its runs counts the hashes.
const gate = workGate({ concurrency: 4, maxWaitMs: 60_000, busy: 'busy' });
let hashes = 0;
const { post, database } = await identityApp({
  now: () => new Date(clock),
  hashing: {
    run: (task) => {
      hashes += 1;
      return gate.run(task);
    },
  },
});
const from = (address: string) => ({ 'x-forwarded-for': address });

async function account() {
  const a = newAccount();
  await post('auth/user/signup', a);
  return a;
}
const signIn = (email: string, password: string, address: string) =>
  post('auth/user/login', { email, password }, from(address));

describe('sign-in throttling', () => {
  it('evaluates a burst of 30 parallel wrong passwords for one account at most 5 times', async () => {
    const a = await account();
    hashes = 0;
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(a.email, `wrong-guess-${i}`, `10.10.${i}.1`)),
    );
    expect(hashes).toBeLessThanOrEqual(5);
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(hashes);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - hashes);
  });

  it('slows an account down after 5 failures (1 s, 2 s, 4 s… at most 60 s) instead of locking its owner out', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await signIn(a.email, `wrong-${i}`, `10.0.0.${i}`);
      expect(await json(wrong)).toEqual({ success: false, message: INVALID_CREDENTIALS });
    }
    hashes = 0;
    const early = await signIn(a.email, a.password, '10.0.0.99');
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    expect((await json(early)).message).toBe(
      'Too many failed sign-in attempts. Please try again in 1 second.',
    );
    // The LMS door shares the count, and a refused attempt is neither hashed nor counted.
    expect(
      (await post('auth/lms/login', { email: a.email, password: a.password }, from('10.0.0.98'))).status,
    ).toBe(429);
    expect(hashes).toBe(0);
    clock += 1000;
    expect((await signIn(a.email, 'wrong-again', '10.0.0.99')).status).toBe(401);
    const next = await signIn(a.email, a.password, '10.0.0.99');
    expect(next.headers.get('retry-after')).toBe('2');
    clock += 2000;
    // The owner, with the right password, gets in after the short wait.
    expect((await signIn(a.email, a.password, '10.0.0.99')).status).toBe(200);
  });

  it('caps the growing delay at a minute', () => {
    expect([4, 5, 6, 7, 10, 11, 12, 40].map((count) => delayAfter(count, 5))).toEqual([
      0, 1000, 2000, 4000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('starts a new window after 15 minutes', async () => {
    const a = await account();
    for (let i = 0; i < 8; i += 1) {
      await signIn(a.email, 'wrong-password', '10.8.0.1');
      clock += 60_000;
    }
    clock += 15 * 60_000;
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(a.email, 'wrong-password', '10.8.0.1')).status).toBe(401);
    expect((await signIn(a.email, 'wrong-password', '10.8.0.1')).status).toBe(429);
  });

  it('slows an unknown email the same way (no account enumeration)', async () => {
    const email = 'ghost.account@example.com';
    for (let i = 0; i < 5; i += 1) await signIn(email, 'guess-guess', `10.1.0.${i}`);
    expect((await signIn(email, 'guess-guess', '10.1.0.50')).status).toBe(429);
  });

  it('counts the account whatever the case of the email', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1)
      await signIn(i % 2 ? a.email.toUpperCase() : a.email, 'wrong-password', `10.2.0.${i}`);
    expect((await signIn(a.email, a.password, '10.2.0.77')).status).toBe(429);
  });

  it('a successful sign-in clears the account count', async () => {
    const a = await account();
    for (let i = 0; i < 4; i += 1) await signIn(a.email, 'wrong-password', '10.3.0.1');
    expect((await signIn(a.email, a.password, '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn(a.email, 'wrong-password', '10.3.0.1');
    expect((await signIn(a.email, a.password, '10.3.0.1')).status).toBe(200);
  });

  it('slows an address after 20 failures across accounts, leaving other addresses alone', async () => {
    const victims = await Promise.all(Array.from({ length: 5 }, account));
    for (let i = 0; i < 20; i += 1) await signIn(victims[i % 5]!.email, `wrong-${i}`, '10.9.9.9');
    const bystander = await account();
    const blocked = await signIn(bystander.email, bystander.password, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect((await signIn(bystander.email, bystander.password, '10.5.0.1')).status).toBe(200);
  });

  it('keeps counts in MongoDB, so they survive a restart', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1) await signIn(a.email, 'wrong-password', '10.6.0.1');
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

  it('a password reset lifts the account delay', async () => {
    const a = await account();
    for (let i = 0; i < 5; i += 1) await signIn(a.email, 'wrong-password', `10.7.0.${i}`);
    await post('auth/password/forgot', { email: a.email });
    const mail = await receivedMail(a.email, RESET_SUBJECT);
    const token = /reset-password\?token=(\S+)/.exec(mail.Text)?.[1];
    const reset = await post('auth/password/reset', {
      token,
      password: 'fresh-start-2023',
      confirmPassword: 'fresh-start-2023',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(a.email, 'fresh-start-2023', '10.7.0.9')).status).toBe(200);
  });
});
