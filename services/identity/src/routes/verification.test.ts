import { EMAIL_LINK_INCOMPLETE } from '@aspire/contracts/identity';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { VERIFY_SUBJECT } from '../mail/verification-mail.ts';
import { identityApp, json, newAccount } from '../test-app.ts';
import { ALREADY_VERIFIED, VERIFY_INVALID } from './verification.ts';

let clock = new Date('2026-03-01T10:00:00Z').getTime();
const { database, post, get, signedIn } = await identityApp({ now: () => new Date(clock) });

const confirmationMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.Subject === VERIFY_SUBJECT);

/** The newest confirmation e-mail to an address, once `count` of them arrived, and its link's token. */
async function confirmationFor(email: string, count = 1) {
  await expect.poll(async () => (await confirmationMails(email)).length).toBe(count);
  const mail = await receivedMail(email, VERIFY_SUBJECT);
  const link = new URL(
    /http:\/\/site\.test\/verify-email\?token=\S+/.exec(mail.Text)?.[0] ?? 'http://missing',
  );
  return { mail, link, token: link.searchParams.get('token') ?? '' };
}

const verify = (token: unknown) => post('auth/email/verify', { token });
const resend = (session: string, headers: Record<string, string> = {}) =>
  post('auth/email/verification', {}, { ...bearer(session), ...headers });
const emailVerified = async (session: string) =>
  (await json(await get('me', bearer(session)))).data?.emailVerified;

describe('confirmation e-mail at sign-up', () => {
  it('queues exactly one, which arrives with a single-use link from SITE_URL; the answer holds no token', async () => {
    const account = newAccount();
    const signUp = await post('auth/user/signup', account);
    expect(signUp.status).toBe(201);
    const answer = await signUp.text();
    expect(JSON.parse(answer)).toMatchObject({ data: { email: account.email, emailVerified: false } });
    expect(
      await database.db
        .collection('mail_outbox')
        .countDocuments({ to: account.email, template: 'email-verification' }),
    ).toBe(1);
    const { mail, link, token } = await confirmationFor(account.email);
    expect(mail.Subject).toBe('Confirm your Aspire e-mail address');
    expect(mail.From).toEqual({ Name: 'Aspire College', Address: 'no-reply@aspirecollege.in' });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(link.href).toBe(`http://site.test/verify-email?token=${token}`);
    expect(mail.Text).toContain('Assalamu alaikum Fatima,');
    expect(mail.Text).toContain('7 days');
    expect(mail.HTML).toContain(`href="${link.href}"`);
    expect(answer).not.toContain(token);
    // Only a hash of the token is kept.
    const stored = await database.db.collection('email_verifications').find().toArray();
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});

describe('confirming an address', () => {
  it('marks the account confirmed once; the same link again is refused', async () => {
    const { account, token: session } = await signedIn();
    const { token } = await confirmationFor(account.email);
    expect(await emailVerified(session)).toBe(false);
    const confirmed = await verify(token);
    expect(confirmed.status).toBe(200);
    const answer = await confirmed.text();
    expect(JSON.parse(answer)).toEqual({ success: true, data: { email: account.email, verified: true } });
    expect(answer).not.toContain(token);
    expect(await emailVerified(session)).toBe(true);
    const login = await json(
      await post('auth/user/login', { email: account.email, password: account.password }),
    );
    expect(login.data?.emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({
      success: false,
      message: VERIFY_INVALID,
      errors: { token: VERIFY_INVALID },
    });
  });

  it('accepts a link within 7 days and refuses one older', async () => {
    const early = await signedIn();
    const late = await signedIn();
    const earlyLink = await confirmationFor(early.account.email);
    const lateLink = await confirmationFor(late.account.email);
    clock += 7 * 24 * 3600_000 - 60_000;
    expect((await verify(earlyLink.token)).status).toBe(200);
    clock += 2 * 60_000;
    const expired = await verify(lateLink.token);
    expect(expired.status).toBe(400);
    expect((await json(expired)).errors?.token).toBe(VERIFY_INVALID);
    expect(await emailVerified(late.token)).toBe(false);
  });

  it('refuses a made-up token, and malformed bodies with a field error, changing nothing', async () => {
    const { account, token: session } = await signedIn();
    const { token } = await confirmationFor(account.email);
    const madeUp = await verify('A'.repeat(43));
    expect(madeUp.status).toBe(400);
    expect((await json(madeUp)).errors?.token).toBe(VERIFY_INVALID);
    for (const malformed of [token.slice(0, 20), `${token}x`, '', { $ne: null }, 42]) {
      const refused = await verify(malformed);
      expect(refused.status, JSON.stringify(malformed)).toBe(400);
      expect(Object.keys((await json(refused)).errors ?? {})).toEqual(['token']);
    }
    expect((await json(await verify(token.slice(0, 20)))).errors?.token).toBe(EMAIL_LINK_INCOMPLETE);
    expect((await post('auth/email/verify', {})).status).toBe(400);
    expect((await post('auth/email/verify', '{"token":')).status).toBe(400);
    expect(await emailVerified(session)).toBe(false);
    // None of the refusals used the real link up.
    expect((await verify(token)).status).toBe(200);
  });
});

describe('a new confirmation link', () => {
  it('needs a signed-in account', async () => {
    const response = await post('auth/email/verification', {});
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'authorization token required' });
  });

  it('waits 60 s after the last link, then sends a new one and the older one stops working', async () => {
    const { account, token: session } = await signedIn();
    const first = await confirmationFor(account.email);
    const tooSoon = await resend(session);
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    clock += 61_000;
    const sent = await resend(session);
    expect(sent.status).toBe(202);
    const answer = await sent.text();
    expect(JSON.parse(answer)).toEqual({
      success: true,
      data: { email: account.email, verified: false, message: `We sent a new link to ${account.email}.` },
    });
    const second = await confirmationFor(account.email, 2);
    expect(second.token).not.toBe(first.token);
    expect(answer).not.toContain(second.token);
    expect((await resend(session)).status).toBe(429);

    expect((await verify(first.token)).status).toBe(400);
    expect(await emailVerified(session)).toBe(false);
    expect((await verify(second.token)).status).toBe(200);
    expect(await emailVerified(session)).toBe(true);
  });

  it('answers 200 and sends nothing for an address already confirmed', async () => {
    const { account, token: session } = await signedIn();
    await verify((await confirmationFor(account.email)).token);
    clock += 61_000;
    const response = await resend(session);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      success: true,
      data: { email: account.email, verified: true, message: ALREADY_VERIFIED },
    });
    expect(
      await database.db
        .collection('mail_outbox')
        .countDocuments({ to: account.email, template: 'email-verification' }),
    ).toBe(1);
  });

  it('is limited per address like sign-ups', async () => {
    let limitedClock = clock;
    const limited = await identityApp({ formRateLimit: 2, now: () => new Date(limitedClock) });
    const [a, b] = [await limited.signedIn(), await limited.signedIn()];
    limitedClock += 61_000;
    const from = { 'x-forwarded-for': '198.51.100.41' };
    const ask = (session: string, headers: Record<string, string> = from) =>
      limited.post('auth/email/verification', {}, { ...bearer(session), ...headers });
    expect((await ask(a.token)).status).toBe(202);
    expect((await ask(b.token)).status).toBe(202);
    limitedClock += 61_000;
    const refused = await ask(a.token);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      message: expect.stringContaining('Too many confirmation e-mails'),
    });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await ask(a.token, { 'x-forwarded-for': '198.51.100.42' })).status).toBe(202);
  });
});
