import { commandCounter } from '@aspire/service-kit/testing/commands';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAttemptsRepo } from '../repo/login-attempts.ts';
import { DEFAULT_LIMITS, loginThrottle } from './throttle.ts';

const database = await testDatabase();
const counter = await commandCounter(database);
afterAll(() => counter.close());
const now = new Date('2026-03-01T10:00:00Z');
const attempts = loginAttemptsRepo(counter.database.db);
await attempts.init(now);
const throttle = loginThrottle(attempts, DEFAULT_LIMITS, () => now);
const stored = (key: string) => attempts.find(key);

describe('the sign-in throttle on the database', () => {
  it('admits an attempt within the limits in one write per counter', async () => {
    const sent = await counter.commandsOf(() => throttle.admit('first@example.com', '10.0.0.1'));
    expect(sent).toEqual(['findAndModify login_attempts', 'findAndModify login_attempts']);
    expect(await stored('acct:first@example.com')).toMatchObject({ count: 1, nextAt: now, windowStart: now });
    expect(await stored('ip:10.0.0.1')).toMatchObject({ count: 1, nextAt: now });
  });

  it('clears the account and gives the address its attempt back after a success', async () => {
    const sent = await counter.commandsOf(() => throttle.succeeded('first@example.com', '10.0.0.1'));
    expect(sent.sort()).toEqual(['delete login_attempts', 'update login_attempts']);
    expect(await stored('acct:first@example.com')).toBeNull();
    expect(await stored('ip:10.0.0.1')).toMatchObject({ count: 0 });
  });

  it('holds, then sets the delay, once an attempt reaches the limit', async () => {
    const email = 'guessed@example.com';
    for (let attempt = 1; attempt < DEFAULT_LIMITS.perAccount; attempt += 1)
      expect(await throttle.admit(email, `10.0.1.${attempt}`)).toBe(0);
    expect(await stored(`acct:${email}`)).toMatchObject({ count: 4, nextAt: now });
    expect(await throttle.admit(email, '10.0.1.5')).toBe(0);
    expect(await stored(`acct:${email}`)).toMatchObject({ count: 5, nextAt: new Date(now.getTime() + 1000) });
    expect(await throttle.admit(email, '10.0.1.6')).toBe(1);
    expect(await stored(`acct:${email}`)).toMatchObject({ count: 5 });
  });
});
