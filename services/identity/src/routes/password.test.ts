import type { Logger } from '@aspire/service-kit';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOO_COMMON } from '../lib/common-passwords.ts';
import { CHANGED_SUBJECT, RESET_SUBJECT } from '../mail/password-mails.ts';
import { VERIFY_SUBJECT } from '../mail/verification-mail.ts';
import { identityApp, json, newAccount } from '../test-app.ts';
import {
  FORGOT_ANSWER,
  PASSWORD_CHANGED,
  RESET_INVALID,
  RESET_MAILS_PER_HOUR,
  WRONG_CURRENT_PASSWORD,
} from './password.ts';

let clock = new Date('2026-03-01T10:00:00Z').getTime();
const { app, database, post, get } = await identityApp({ now: () => new Date(clock) });

async function accountWithSession() {
  const account = newAccount();
  await post('auth/user/signup', account);
  const login = await json(
    await post('auth/user/login', { email: account.email, password: account.password }),
  );
  return { account, token: login.data?.accessToken as string };
}

/** The reset e-mails queued for an address (counted in the outbox: they are queued before the answer). */
const resetMailsQueued = (email: string) =>
  database.db.collection('mail_outbox').countDocuments({ to: email, template: 'password-reset' });

/** The reset e-mails that arrived in Mailpit for an address. */
const resetMailsTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.Subject === RESET_SUBJECT);

/** The newest reset e-mail to an address, as it arrived in Mailpit, and the token of its link. */
async function resetTokenFor(email: string) {
  const mail = await receivedMail(email, RESET_SUBJECT);
  const link = new URL(
    /http:\/\/site\.test\/reset-password\?token=\S+/.exec(mail.Text)?.[0] ?? 'http://missing',
  );
  return { token: link.searchParams.get('token') ?? '', mail, link };
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { account } = await accountWithSession();
    const known = await post('auth/password/forgot', { email: account.email });
    const unknown = await post('auth/password/forgot', { email: 'no.such.person@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [a, b] = [await json(known), await json(unknown)];
    expect(a).toEqual({ success: true, data: { message: FORGOT_ANSWER } });
    expect(b).toEqual(a);
    const { mail, link, token } = await resetTokenFor(account.email);
    expect(mail.Subject).toBe('Reset your Aspire password');
    expect(mail.From).toEqual({ Name: 'Aspire College', Address: 'no-reply@aspirecollege.in' });
    expect(link.href).toBe(`http://site.test/reset-password?token=${token}`);
    expect(mail.Text).toContain('Assalamu alaikum Fatima,');
    expect(mail.HTML).toContain(`href="${link.href}"`);
    // Sign-up sent its confirmation e-mail too: only the reset e-mails are counted.
    expect(await resetMailsTo(account.email)).toHaveLength(1);
    expect(await resetMailsQueued(account.email)).toBe(1);
    expect(await resetMailsQueued('no.such.person@example.com')).toBe(0);
  });

  it('stores only a hash of the token', async () => {
    const { account } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email.toUpperCase() });
    const { token } = await resetTokenFor(account.email);
    expect(token.length).toBeGreaterThan(30);
    const stored = await database.db.collection('password_resets').find().toArray();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sends at most 3 reset e-mails an hour to one address, answering the same every time', async () => {
    const { account } = await accountWithSession();
    for (let i = 0; i < 5; i += 1) {
      const response = await post('auth/password/forgot', { email: account.email });
      expect(await json(response)).toEqual({ success: true, data: { message: FORGOT_ANSWER } });
    }
    expect(await resetMailsQueued(account.email)).toBe(RESET_MAILS_PER_HOUR);
    clock += 61 * 60_000;
    await post('auth/password/forgot', { email: account.email });
    expect(await resetMailsQueued(account.email)).toBe(RESET_MAILS_PER_HOUR + 1);
    await expect.poll(async () => (await resetMailsTo(account.email)).length).toBe(RESET_MAILS_PER_HOUR + 1);
  });

  it('refuses an invalid or operator-shaped email with a 400', async () => {
    expect((await json(await post('auth/password/forgot', { email: 'nope' }))).errors?.email).toBe(
      'Enter a valid email address',
    );
    expect((await post('auth/password/forgot', { email: { $ne: null } })).status).toBe(400);
  });

  it('refuses, as its documented `format: email` does, an address no mail can reach', async () => {
    // Found by the schemathesis fuzz: these matched the old pattern and were answered 200.
    const unreachable = [
      `${'a'.repeat(65)}@example.com`, // a local part longer than RFC 5321's 64
      'ayesha@example-.com', // a label ending in a hyphen
      'ayesha@ab--cd.example.com', // `--` in a label's 3rd and 4th places
      `ayesha@${'a'.repeat(64)}.com`, // a label longer than 63
    ];
    for (const email of unreachable) {
      const forgot = await post('auth/password/forgot', { email });
      expect(forgot.status, email).toBe(400);
      expect((await json(forgot)).errors?.email).toBe('Enter a valid email address');
    }
    for (const email of [`${'a'.repeat(64)}@example.com`, "o'neil+aspire@mail.example.co.in"])
      expect((await post('auth/password/forgot', { email })).status, email).toBe(200);
  });
});

describe('reset password', () => {
  it('sets the new password, ends old sessions, and the token works only once', async () => {
    const { account, token: session } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    const reset = await post('auth/password/reset', {
      token,
      password: 'a-brand-new-pass',
      confirmPassword: 'a-brand-new-pass',
    });
    expect(reset.status).toBe(200);
    expect((await post('auth/user/login', { email: account.email, password: account.password })).status).toBe(
      401,
    );
    expect(
      (await post('auth/user/login', { email: account.email, password: 'a-brand-new-pass' })).status,
    ).toBe(200);
    expect((await get('me', bearer(session))).status).toBe(401);
    const again = await post('auth/password/reset', {
      token,
      password: 'yet-another-pass',
      confirmPassword: 'yet-another-pass',
    });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ message: RESET_INVALID, errors: { token: RESET_INVALID } });
    expect(
      (await post('auth/user/login', { email: account.email, password: 'a-brand-new-pass' })).status,
    ).toBe(200);
  });

  it('refuses a token older than 30 minutes', async () => {
    const { account } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    clock += 31 * 60_000;
    const late = await post('auth/password/reset', {
      token,
      password: 'too-late-pass',
      confirmPassword: 'too-late-pass',
    });
    expect(late.status).toBe(400);
    expect((await json(late)).message).toBe(RESET_INVALID);
    expect((await post('auth/user/login', { email: account.email, password: account.password })).status).toBe(
      200,
    );
  });

  it('accepts a token within 30 minutes', async () => {
    const { account } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    clock += 29 * 60_000;
    const reset = await post('auth/password/reset', {
      token,
      password: 'just-in-time',
      confirmPassword: 'just-in-time',
    });
    expect(reset.status).toBe(200);
  });

  it('refuses a made-up token, a short password and a mismatch with field errors, changing nothing', async () => {
    const { account } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    const madeUp = await post('auth/password/reset', {
      token: 'x'.repeat(43),
      password: 'whatever-pass',
      confirmPassword: 'whatever-pass',
    });
    expect((await json(madeUp)).errors?.token).toBe(RESET_INVALID);
    const short = await json(
      await post('auth/password/reset', { token, password: 'short', confirmPassword: 'short' }),
    );
    expect(short.errors?.password).toBe('Password must be at least 8 characters');
    const mismatch = await json(
      await post('auth/password/reset', {
        token,
        password: 'long-enough-1',
        confirmPassword: 'long-enough-2',
      }),
    );
    expect(mismatch.errors?.confirmPassword).toBe('Passwords do not match');
    const injected = await post('auth/password/reset', {
      token: { $ne: null },
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(injected.status).toBe(400);
    // The refused attempts did not use the token up.
    expect(
      (
        await post('auth/password/reset', {
          token,
          password: 'long-enough-3',
          confirmPassword: 'long-enough-3',
        })
      ).status,
    ).toBe(200);
  });
});

describe('reset links stay secret', () => {
  it('never writes a reset link or token to the log', async () => {
    const lines: string[] = [];
    const logger: Logger = (level, message, fields) => lines.push(JSON.stringify({ level, message, fields }));
    const logged = await identityApp({ logger });
    const { account } = await logged.signedIn();
    await logged.post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    await expect.poll(() => lines.some((line) => line.includes('e-mail sent'))).toBe(true);
    expect(token.length).toBeGreaterThan(30);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('reset-password');
  });

  /** Every document of every collection of a database, as one string. */
  const everything = async (db: typeof database.db) => {
    const collections = await db.listCollections().toArray();
    return (
      await Promise.all(
        collections.map(async ({ name }) => JSON.stringify(await db.collection(name).find().toArray())),
      )
    ).join('\n');
  };

  it('keeps no readable e-mail, link or token in the database, while queued or once sent', async () => {
    // No transport: the e-mail stays queued, sealed.
    const held = await identityApp({ mail: {} });
    const { account: waiting } = await held.signedIn();
    expect(await json(await held.post('auth/password/forgot', { email: waiting.email }))).toEqual({
      success: true,
      data: { message: FORGOT_ANSWER },
    });
    // Sign-up's confirmation e-mail waits beside it.
    expect(
      await held.database.db
        .collection('mail_outbox')
        .countDocuments({ status: 'pending', template: 'password-reset' }),
    ).toBe(1);
    const queued = await everything(held.database.db);
    for (const secret of ['reset-password', RESET_SUBJECT, 'verify-email', VERIFY_SUBJECT, 'Assalamu'])
      expect(queued).not.toContain(secret);

    const { account } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    const outbox = database.db.collection('mail_outbox');
    await expect
      .poll(async () => (await outbox.findOne({ to: account.email, template: 'password-reset' }))?.status)
      .toBe('sent');
    const sent = await everything(database.db);
    for (const secret of [token, encodeURIComponent(token), 'reset-password', RESET_SUBJECT])
      expect(sent).not.toContain(secret);
  });

  it('no route answers an e-mail, its link or its token; the development mailbox is gone', async () => {
    const { account, token: session } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    const confirmation = await receivedMail(account.email, VERIFY_SUBJECT);
    const verifyToken = /verify-email\?token=([\w-]+)/.exec(confirmation.Text)?.[1] ?? 'missing';
    expect(verifyToken).toHaveLength(43);
    expect((await get(`outbox?email=${encodeURIComponent(account.email)}`)).status).toBe(404);
    const document = (await (await get('openapi.json')).json()) as { paths: Record<string, object> };
    const reads = Object.entries(document.paths)
      .filter(([path, operations]) => 'get' in operations && !path.includes('{'))
      .map(([path]) => path);
    expect(reads.length).toBeGreaterThan(2);
    for (const path of reads) {
      const answer = await (await app.request(path, { headers: bearer(session) })).text();
      for (const secret of [
        token,
        'reset-password',
        RESET_SUBJECT,
        verifyToken,
        'verify-email',
        VERIFY_SUBJECT,
      ])
        expect(answer, path).not.toContain(secret);
    }
  });
});

describe('password-changed e-mail', () => {
  it('tells the owner after a reset, and after a change, once each', async () => {
    const { account } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    await post('auth/password/reset', {
      token,
      password: 'renewed-pass-2024',
      confirmPassword: 'renewed-pass-2024',
    });
    const afterReset = await receivedMail(account.email, CHANGED_SUBJECT);
    expect(afterReset.Text).toContain('The password of your Aspire account was just changed');
    expect(afterReset.HTML).toContain('href="http://site.test"');

    const login = await json(
      await post('auth/user/login', { email: account.email, password: 'renewed-pass-2024' }),
    );
    await post(
      'password/change',
      {
        currentPassword: 'renewed-pass-2024',
        newPassword: 'renewed-again-2025',
        confirmPassword: 'renewed-again-2025',
      },
      bearer(login.data?.accessToken as string),
    );
    await expect
      .poll(
        async () => (await mailsTo(account.email)).filter((mail) => mail.Subject === CHANGED_SUBJECT).length,
      )
      .toBe(2);
    expect(
      await database.db
        .collection('mail_outbox')
        .countDocuments({ to: account.email, template: 'password-changed' }),
    ).toBe(2);
  });
});

describe('password rules and limits', () => {
  it('refuses a common password at reset with a field error, leaving the link usable', async () => {
    const { account } = await accountWithSession();
    await post('auth/password/forgot', { email: account.email });
    const { token } = await resetTokenFor(account.email);
    const common = await post('auth/password/reset', {
      token,
      password: 'qwerty123',
      confirmPassword: 'qwerty123',
    });
    expect(common.status).toBe(400);
    expect(await json(common)).toMatchObject({ message: TOO_COMMON, errors: { password: TOO_COMMON } });
    const good = await post('auth/password/reset', {
      token,
      password: 'a-harder-one-2023',
      confirmPassword: 'a-harder-one-2023',
    });
    expect(good.status).toBe(200);
  });

  it('limits reset requests per address', async () => {
    const limited = await identityApp({ formRateLimit: 2 });
    const from = { 'x-forwarded-for': '198.51.100.23' };
    for (let i = 0; i < 2; i += 1)
      expect((await limited.post('auth/password/forgot', { email: `n${i}@example.com` }, from)).status).toBe(
        200,
      );
    const refused = await limited.post('auth/password/forgot', { email: 'n9@example.com' }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await limited.post('auth/password/forgot', { email: 'n9@example.com' })).status).toBe(200);
  });
});

describe('change password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    post('password/change', payload, bearer(token));

  it('changes it, ends the other sessions and answers a fresh token for this one', async () => {
    const { account, token } = await accountWithSession();
    const other = await json(
      await post('auth/user/login', { email: account.email, password: account.password }),
    );
    const response = await change(token, {
      currentPassword: account.password,
      newPassword: 'patience-pays-2024',
      confirmPassword: 'patience-pays-2024',
    });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.data?.message).toBe(PASSWORD_CHANGED);
    const fresh = body.data?.token as string;
    expect(response.headers.get('authorization')).toBe(`Bearer ${fresh}`);
    // Same session, new version; the token it replaces and the other session's token are refused.
    expect(decodeJwt(fresh)).toMatchObject({ sid: decodeJwt(token).sid, ver: 1 });
    expect((await get('me', bearer(fresh))).status).toBe(200);
    expect((await get('me', bearer(token))).status).toBe(401);
    expect((await get('me', bearer(other.data?.accessToken as string))).status).toBe(401);
    expect((await post('auth/user/login', { email: account.email, password: account.password })).status).toBe(
      401,
    );
    expect(
      (await post('auth/user/login', { email: account.email, password: 'patience-pays-2024' })).status,
    ).toBe(200);
  });

  it('refuses a wrong current password, a common or mismatched new one, changing nothing', async () => {
    const { account, token } = await accountWithSession();
    const wrong = await change(token, {
      currentPassword: 'not-my-password',
      newPassword: 'patience-pays-2024',
      confirmPassword: 'patience-pays-2024',
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ errors: { currentPassword: WRONG_CURRENT_PASSWORD } });
    const common = await change(token, {
      currentPassword: account.password,
      newPassword: 'password123',
      confirmPassword: 'password123',
    });
    expect(await json(common)).toMatchObject({ errors: { newPassword: TOO_COMMON } });
    const mismatch = await change(token, {
      currentPassword: account.password,
      newPassword: 'patience-pays-2024',
      confirmPassword: 'patience-pays-2025',
    });
    expect((await json(mismatch)).errors?.confirmPassword).toBe('Passwords do not match');
    expect((await change(token, { currentPassword: { $ne: null } })).status).toBe(400);
    expect((await get('me', bearer(token))).status).toBe(200);
    expect((await post('auth/user/login', { email: account.email, password: account.password })).status).toBe(
      200,
    );
  });

  it('needs a signed-in user', async () => {
    const response = await post('password/change', {
      currentPassword: 'x',
      newPassword: 'patience-pays-2024',
      confirmPassword: 'patience-pays-2024',
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'authorization token required' });
  });

  it('slows down guesses at the current password like sign-in attempts', async () => {
    const { token } = await accountWithSession();
    for (let i = 0; i < 5; i += 1)
      await change(token, {
        currentPassword: `guess-${i}`,
        newPassword: 'patience-pays-2024',
        confirmPassword: 'patience-pays-2024',
      });
    const slowed = await change(token, {
      currentPassword: 'guess-6',
      newPassword: 'patience-pays-2024',
      confirmPassword: 'patience-pays-2024',
    });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBeTruthy();
  });
});
