import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { bearer } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { STAFF_ERASURE } from '../lib/account-erasure.ts';
import { ERASURE_DONE_SUBJECT, ERASURE_REQUEST_SUBJECT } from '../mail/erasure-mails.ts';
import { json, staffIdentityApp } from '../test-app.ts';
import { INVALID_CREDENTIALS } from './auth.ts';
import { NO_ACCOUNT } from './staff-erasures.ts';

const identity = await staffIdentityApp();
const { app, post, get, account, staffSignIn, database } = identity;
const { db } = database;

const admin = await account(['admin'], { firstName: 'Khadija', lastName: 'Admin' });
const adminToken = (await staffSignIn(admin)).token;
const admissions = await account(['admissions']);
const admissionsToken = (await staffSignIn(admissions)).token;
const learner = await account();
const learnerToken = (await json(await post('auth/user/login', learner))).data?.accessToken as string;
const REASON = 'Letter received 2 March, signature checked against the application';

const record = (payload: unknown, token = adminToken) => post('staff/erasures', payload, bearer(token));
const ack = (id: string, service: string) =>
  app.request(`/internal/erasures/${id}/ack`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ service }),
  });

describe('privacy requests recorded by an admin', () => {
  it('are for admins only', async () => {
    for (const call of [
      (h: Record<string, string>) => get('staff/erasures', h),
      (h: Record<string, string>) => post('staff/erasures', { email: learner.email, reason: REASON }, h),
    ]) {
      expect((await call({})).status).toBe(401);
      const asLearner = await call(bearer(learnerToken));
      expect(asLearner.status).toBe(403);
      expect((await json(asLearner)).message).toBe(STAFF_ROLE_REQUIRED);
      expect((await call(bearer(admissionsToken))).status).toBe(403);
    }
    expect(await db.collection('erasures').countDocuments()).toBe(0);
  });

  it('refuses an unknown address, a staff account and a missing reason, erasing nothing', async () => {
    const unknown = await record({ email: 'nobody@example.com', reason: REASON });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).errors).toEqual({ email: NO_ACCOUNT });
    const staff = await record({ email: admissions.email, reason: REASON });
    expect(staff.status).toBe(409);
    expect((await json(staff)).message).toBe(STAFF_ERASURE);
    const noReason = await record({ email: learner.email, reason: 'ok' });
    expect(noReason.status).toBe(400);
    expect((await json(noReason)).errors?.reason).toBe('Say how the request was made and checked');
    const badEmail = await record({ email: 'not an address', reason: REASON });
    expect(badEmail.status).toBe(400);
    expect((await json(badEmail)).errors).toHaveProperty('email');
    expect(await db.collection('erasures').countDocuments()).toBe(0);
    expect((await post('auth/user/login', learner)).status).toBe(200);
  });

  it('erase the account at once without a confirmation e-mail, audited with the reason, and listed newest first', async () => {
    const created = await record({ email: learner.email.toUpperCase(), reason: REASON });
    expect(created.status).toBe(201);
    const status = (await json(created)).data;
    expect(status).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      requestedAt: expect.any(String),
      requestedBy: 'Khadija Admin',
      reason: REASON,
      email: learner.email,
      completeBy: expect.any(String),
      services: [
        { service: 'catalog', doneAt: null },
        { service: 'shop', doneAt: null },
        { service: 'lms', doneAt: null },
      ],
      doneAt: null,
    });
    const refused = await post('auth/user/login', learner);
    expect(refused.status).toBe(401);
    expect((await json(refused)).message).toBe(INVALID_CREDENTIALS);
    expect((await post('erasure', {}, bearer(learnerToken))).status).toBe(401);

    const [entry, ...more] = await db.collection('audit_log').find({ action: 'account.erased' }).toArray();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor: { name: 'Khadija Admin', email: admin.email },
      subject: { kind: 'erasure', id: status?.id },
      note: REASON,
    });
    expect(JSON.stringify(entry)).not.toContain(learner.email);

    // Recorded again (the address now has no account): nothing more.
    expect((await record({ email: learner.email, reason: REASON })).status).toBe(404);

    const list = await get('staff/erasures', bearer(adminToken));
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect((await json(list)).data).toEqual([status]);

    // The "done" e-mail still goes once every service has erased its part; the list shows it done.
    const id = String(status?.id);
    for (const service of ['catalog', 'shop', 'lms']) await ack(id, service);
    await receivedMail(learner.email, ERASURE_DONE_SUBJECT);
    const subjects = (await mailsTo(learner.email)).map((mail) => mail.Subject);
    expect(subjects).not.toContain(ERASURE_REQUEST_SUBJECT);
    const [done] = (await json(await get('staff/erasures', bearer(adminToken)))).data as unknown as Record<
      string,
      unknown
    >[];
    const acknowledged = { doneAt: expect.any(String) };
    expect(done).toMatchObject({
      id,
      email: null,
      doneAt: expect.any(String),
      services: [acknowledged, acknowledged, acknowledged],
    });
  });
});
