import { createHash } from 'node:crypto';
import { AUTH_REQUIRED, JWT_EXPIRED } from '@aspire/contracts/envelope';
import { ERASURE_DAYS, ERASURE_LINK_INCOMPLETE } from '@aspire/contracts/privacy';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { STAFF_ERASURE } from '../lib/account-erasure.ts';
import { ERASURE_DONE_SUBJECT, ERASURE_REQUEST_SUBJECT } from '../mail/erasure-mails.ts';
import { json, staffIdentityApp } from '../test-app.ts';
import { INVALID_CREDENTIALS } from './auth.ts';
import { ERASURE_LINK_EXPIRED, ERASURE_LINK_INVALID } from './erasure.ts';
import { NO_SUCH_ERASURE } from './internal.ts';

const identity = await staffIdentityApp();
const { app, database, post, get, account, clock } = identity;
const { db } = database;

const signIn = async (who: { email: string; password: string }) =>
  post('auth/user/login', { email: who.email, password: who.password });
const tokenOf = async (who: { email: string; password: string }) =>
  (await json(await signIn(who))).data?.accessToken as string;

/** Asks for the erasure as the person, and answers the token of the link the e-mail brought. */
async function askAndReadLink(who: { email: string; password: string }) {
  const response = await post('erasure', {}, bearer(await tokenOf(who)));
  expect(response.status).toBe(202);
  const mail = await receivedMail(who.email, ERASURE_REQUEST_SUBJECT);
  const link = /http:\/\/site\.test\/erase-account\?token=([\w-]{43})/.exec(mail.Text);
  return { response, mail, link: link?.[0] ?? '', token: link?.[1] ?? '' };
}
const confirm = (token: unknown) => post('erasure/confirm', { token });

const feed = async (service: string) => {
  const response = await app.request(`/internal/erasures?service=${service}`);
  const body = await json(response);
  return { response, body, erasures: (body.data?.erasures ?? []) as Record<string, string>[] };
};
const ack = (id: string, payload: unknown) =>
  app.request(`/internal/erasures/${id}/ack`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

/** Every document of the identity database that mentions one of `values`: the collection and the match. */
async function mentions(values: string[]) {
  const found: string[] = [];
  for (const { name } of await db.listCollections().toArray()) {
    for (const doc of await db.collection(name).find().toArray()) {
      const text = JSON.stringify(doc).toLowerCase();
      for (const value of values) if (text.includes(value.toLowerCase())) found.push(`${name}: ${value}`);
    }
  }
  return found;
}

describe('asking to erase my account', () => {
  it('mails a single-use link for 24 hours, saying what is erased, what is kept and that ignoring it is safe', async () => {
    const person = await account();
    const { response, mail, link, token } = await askAndReadLink(person);
    expect((await json(response)).data).toEqual({
      email: person.email,
      message: `We sent a link to ${person.email}. Your account is erased only when you open it and confirm, within 24 hours.`,
    });
    expect(link).toBe(`http://site.test/erase-account?token=${token}`);
    expect(mail.HTML).toContain(`href="${link}"`);
    for (const words of [
      'What is erased',
      'What is kept',
      'Receipts of your orders',
      'ignore this e-mail',
      '24 hours',
    ])
      expect(mail.Text).toContain(words);
    expect(JSON.stringify(await db.collection('account_erasure_links').find().toArray())).not.toContain(
      token,
    );
    // Nothing happens until the link is used.
    expect((await signIn(person)).status).toBe(200);
  });

  it('refuses an anonymous caller and a staff account', async () => {
    expect((await post('erasure', {})).status).toBe(401);
    const member = await account(['content']);
    const refused = await post('erasure', {}, bearer(await tokenOf(member)));
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(STAFF_ERASURE);
    expect(await mailsTo(member.email)).not.toContainEqual(
      expect.objectContaining({ Subject: ERASURE_REQUEST_SUBJECT }),
    );
  });
});

describe('confirming an erasure', () => {
  it('refuses an incomplete, unknown or expired link with a field error, erasing nothing', async () => {
    const person = await account();
    const { token } = await askAndReadLink(person);
    const incomplete = await confirm('abc');
    expect(incomplete.status).toBe(400);
    expect((await json(incomplete)).errors?.token).toBe(ERASURE_LINK_INCOMPLETE);
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).errors?.token).toBe(ERASURE_LINK_INVALID);

    clock.advance(24 * 3600_000 + 1000);
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect((await json(expired)).message).toBe(ERASURE_LINK_EXPIRED);
    expect((await signIn(person)).status).toBe(200);
    expect(await db.collection('erasures').countDocuments()).toBe(0);
  });
});

describe('the whole erasure', () => {
  it('erases the account at once, serves it to each service until acknowledged, then mails once and forgets the address', async () => {
    const person = await account([], {
      firstName: 'Zainab',
      lastName: 'Qureshi',
      mobileNumber: '9840012399',
    });
    const oldToken = await tokenOf(person);
    const userId = String((await db.collection('users').findOne({ email: person.email }))?._id);
    await signIn({ ...person, password: 'a-wrong-password' });
    const { token } = await askAndReadLink(person);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const answer = (await json(confirmed)).data;
    expect(answer).toEqual({ email: person.email, completeBy: expect.any(String) });
    const erasure = await db.collection('erasures').findOne({});
    expect(new Date(String(answer?.completeBy)).getTime() - erasure?.requestedAt.getTime()).toBe(
      ERASURE_DAYS * 24 * 3600_000,
    );

    // Identity's part, at once: nothing names the person, no sign-in, no session.
    expect(await mentions([person.email, 'Zainab', 'Qureshi', '9840012399'])).toEqual([]);
    const refused = await signIn(person);
    expect(refused.status).toBe(401);
    expect((await json(refused)).message).toBe(INVALID_CREDENTIALS);
    const me = await get('me', bearer(oldToken));
    expect(me.status).toBe(401);
    expect((await json(me)).message).toBe(JWT_EXPIRED);
    const versions = (await json(await app.request('/internal/token-versions?since=0'))).data?.versions;
    expect(versions).toHaveProperty(userId);
    const user = await db.collection('users').findOne({ email: `erased:${userId}` });
    expect(user).toMatchObject({
      firstName: '',
      lastName: '',
      mobileNumber: '',
      passwordHash: '',
      roles: [],
    });
    expect(user?.erasedAt).toBeInstanceOf(Date);
    const consents = await db.collection('consents').find({ purpose: 'account' }).toArray();
    expect(consents.find((doc) => String(doc.userId) === userId)?.withdrawnAt).toBeInstanceOf(Date);
    const [logged] = await db.collection('audit_log').find({ action: 'account.erased' }).toArray();
    expect(logged).toMatchObject({
      actor: { id: userId, name: 'The account holder', email: '' },
      subject: { kind: 'erasure', id: String(erasure?._id) },
    });

    // A second click (or a mail scanner) answers the same and changes nothing more.
    const snapshot = async () => ({
      user: await db.collection('users').findOne({ email: `erased:${userId}` }),
      erasures: await db.collection('erasures').find().toArray(),
      audit: await db.collection('audit_log').countDocuments(),
    });
    const before = await snapshot();
    const twice = await confirm(token);
    expect(twice.status).toBe(200);
    expect((await json(twice)).data).toEqual(answer);
    expect(await snapshot()).toEqual(before);

    // The address is free for a new account.
    const anew = await post('auth/user/signup', { ...person, confirmPassword: person.password });
    expect(anew.status).toBe(201);
    expect(String((await db.collection('users').findOne({ email: person.email }))?._id)).not.toBe(userId);

    // Each service is served it, with the address, until it acknowledges.
    const id = String(erasure?._id);
    for (const service of ['catalog', 'shop', 'lms']) {
      const { response, erasures } = await feed(service);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(erasures).toEqual([
        { id, userId, email: person.email, requestedAt: erasure?.requestedAt.toISOString() },
      ]);
    }
    expect((await json(await ack(id, { service: 'shop' }))).data).toEqual({ done: false });
    expect((await json(await ack(id, { service: 'shop' }))).data).toEqual({ done: false });
    expect((await feed('shop')).erasures).toEqual([]);
    expect((await feed('catalog')).erasures.map((order) => order.id)).toEqual([id]);
    expect((await json(await ack(id, { service: 'catalog' }))).data).toEqual({ done: false });
    const acks = await Promise.all([ack(id, { service: 'lms' }), ack(id, { service: 'lms' })]);
    for (const last of acks) expect((await json(last)).data).toEqual({ done: true });
    expect((await json(await ack(id, { service: 'lms' }))).data).toEqual({ done: true });

    // Told once, then the address leaves the record (its hash stays).
    const done = await receivedMail(person.email, ERASURE_DONE_SUBJECT);
    for (const words of ['What was erased', 'Receipts of your orders', 'its code, the course and the date'])
      expect(done.Text).toContain(words);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const doneMails = (await mailsTo(person.email)).filter((mail) => mail.Subject === ERASURE_DONE_SUBJECT);
    expect(doneMails.length).toBe(1);
    const record = await db.collection('erasures').findOne({ _id: erasure?._id });
    expect(record?.email).toBeUndefined();
    expect(record?.emailSha256).toBe(createHash('sha256').update(person.email).digest('hex'));
    expect(record?.doneAt).toBeInstanceOf(Date);
    for (const service of ['catalog', 'shop', 'lms']) expect((await feed(service)).erasures).toEqual([]);
  });

  it('refuses a feed for an unknown service and acknowledgements that name no erasure or service', async () => {
    const unknownService = await feed('library');
    expect(unknownService.response.status).toBe(400);
    expect(unknownService.body.errors).toHaveProperty('service');
    expect((await feed('')).response.status).toBe(400);

    const missing = await ack('0123456789abcdef01234567', { service: 'shop' });
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe(NO_SUCH_ERASURE);
    expect((await ack('not-an-id', { service: 'shop' })).status).toBe(400);
    const erasure = await db.collection('erasures').findOne({});
    const before = await db.collection('erasures').find().toArray();
    const badService = await ack(String(erasure?._id), { service: 'library' });
    expect(badService.status).toBe(400);
    expect((await json(badService)).errors).toHaveProperty('service');
    expect(await db.collection('erasures').find().toArray()).toEqual(before);
  });

  it('is not under /api/ (the public proxy only forwards /api/)', async () => {
    expect((await get('internal/erasures?service=shop')).status).toBe(404);
    expect((await post('internal/erasures/0123456789abcdef01234567/ack', { service: 'shop' })).status).toBe(
      404,
    );
  });
});

describe('after an erasure', () => {
  it('an erased account no longer reaches its consents, its data or another erasure', async () => {
    const person = await account();
    const oldToken = await tokenOf(person);
    const { token } = await askAndReadLink(person);
    expect((await confirm(token)).status).toBe(200);
    for (const path of ['consents', 'my-data']) {
      const response = await get(path, bearer(oldToken));
      expect(response.status, path).toBe(401);
    }
    expect((await post('erasure', {}, bearer(oldToken))).status).toBe(401);
    expect((await get('consents')).status).toBe(401);
    expect((await json(await get('consents'))).message).toBe(AUTH_REQUIRED);
  });
});
