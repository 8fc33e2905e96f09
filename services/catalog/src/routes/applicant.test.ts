import { randomUUID } from 'node:crypto';
import type { InboxRecord } from '@aspire/contracts/admissions';
import { receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { CONSENT_SUBJECT } from '../mail/guardian-mails.ts';
import { testApp } from '../test-app.ts';
import { CONFIRM_EMAIL_FIRST, CONSENT_LINK_EXPIRED, CONSENT_LINK_UNKNOWN } from './applicant.ts';

let now = new Date();
const { call, sign, staffToken } = await testApp({ now: () => now });
const officer = await staffToken(['admissions']);

const apply = async (email: string, extra: Record<string, unknown> = {}) => {
  const answer = await call('POST', 'admissions', {
    body: {
      studentName: 'Ayesha Siddiqa',
      email,
      mobileNumber: '9876543210',
      gender: 'Female',
      message: 'I would like to join.',
      courseId: 2,
      idempotencyKey: randomUUID(),
      ...extra,
    },
  });
  expect(answer.status, answer.text).toBe(201);
  return (answer.data as { id: string }).id;
};
const guardian = () => ({
  name: 'Rukhsana Begum',
  email: `rukhsana.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+44 7911 123456',
});
const tokenIn = (text: string) => /guardian-consent\?token=([\w-]{43})/.exec(text)?.[1] ?? '';

describe('GET /api/catalog/applications/mine', () => {
  it('lists the applications sent from the verified e-mail of the token, and nobody else’s', async () => {
    const email = `ayesha.${randomUUID().slice(0, 8)}@example.com`;
    const id = await apply(email);
    await apply(`other.${randomUUID().slice(0, 8)}@example.com`);
    const mine = await call('GET', 'applications/mine', {
      token: await sign({ id: 'u1', email: email.toUpperCase(), emailVerified: true }),
    });
    expect(mine.status).toBe(200);
    expect(mine.data).toEqual([
      expect.objectContaining({
        id,
        courseTitle: 'B.Sc. Psychology',
        status: 'new',
        awaitingGuardian: false,
      }),
    ]);
  });

  it('asks for a confirmed e-mail first, and a sign-in', async () => {
    const unverified = await call('GET', 'applications/mine', { token: await sign({ id: 'u2' }) });
    expect(unverified.status).toBe(403);
    expect(unverified.json?.message).toBe(CONFIRM_EMAIL_FIRST);
    expect((await call('GET', 'applications/mine')).status).toBe(401);
  });
});

describe('a student under 18', () => {
  it('needs a guardian, named field by field', async () => {
    const refused = await call('POST', 'admissions', {
      body: {
        studentName: 'Ayesha',
        email: 'a@example.com',
        mobileNumber: '9876543210',
        gender: 'Female',
        message: 'Hi',
        minor: true,
        idempotencyKey: randomUUID(),
      },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json?.errors ?? {}).sort()).toEqual([
      'guardian.email',
      'guardian.name',
      'guardian.phone',
    ]);
    const badPhone = await call('POST', 'admissions', {
      body: {
        studentName: 'Ayesha',
        email: 'a@example.com',
        mobileNumber: '9876543210',
        gender: 'Female',
        message: 'Hi',
        minor: true,
        guardian: { ...guardian(), phone: '123' },
        idempotencyKey: randomUUID(),
      },
    });
    expect(Object.keys(badPhone.json?.errors ?? {})).toEqual(['guardian.phone']);
  });

  it('mails the guardian a single-use link; confirming it (twice) releases the application', async () => {
    const parent = guardian();
    const id = await apply(`minor.${randomUUID().slice(0, 8)}@example.com`, {
      minor: true,
      guardian: parent,
    });
    const mail = await receivedMail(parent.email, CONSENT_SUBJECT);
    expect(mail.Text).toContain('Assalamu alaikum Rukhsana,');
    const token = tokenIn(mail.Text);
    expect(token).toHaveLength(43);

    for (let i = 0; i < 2; i++) {
      const confirmed = await call('POST', 'guardian-consent', { body: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.data).toEqual({ studentName: 'Ayesha Siddiqa', confirmed: true });
    }
    const record = (await call('GET', `staff/inbox/${id}`, { token: officer })).data as InboxRecord;
    expect(record.awaitingGuardian).toBe(false);
    expect(record.guardian).toMatchObject({ phone: '+447911123456', consentedAt: expect.any(String) });
    expect(record.timeline.some((event) => event.text.includes('confirmed consent'))).toBe(true);
  });

  it('refuses an unknown link (400) and an expired one (410)', async () => {
    const unknown = await call('POST', 'guardian-consent', { body: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.json?.message).toBe(CONSENT_LINK_UNKNOWN);
    expect((await call('POST', 'guardian-consent', { body: { token: 'short' } })).status).toBe(400);

    const parent = guardian();
    await apply(`late.${randomUUID().slice(0, 8)}@example.com`, { minor: true, guardian: parent });
    const token = tokenIn((await receivedMail(parent.email, CONSENT_SUBJECT)).Text);
    now = new Date(Date.now() + 15 * 24 * 60 * 60_000);
    const expired = await call('POST', 'guardian-consent', { body: { token } });
    now = new Date();
    expect(expired.status).toBe(410);
    expect(expired.json?.message).toBe(CONSENT_LINK_EXPIRED);
  });
});
