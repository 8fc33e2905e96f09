import { randomUUID } from 'node:crypto';
import type { OutboxDoc } from '@aspire/service-kit/mail/outbox';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_SUBJECT } from '../mail/application-mails.ts';
import { CONTACT_ACK_SUBJECT } from '../mail/contact-mails.ts';
import { testApp } from '../test-app.ts';

const { app, database, offices } = await testApp();
const outbox = database.db.collection<OutboxDoc>('mail_outbox');

const post = (path: string, payload: unknown) =>
  app.request(`/api/catalog/${path}`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(payload),
  });

/** An applicant of their own: the run's Mailpit holds every test's mail. */
const applicant = () => ({
  studentName: 'Ayesha Siddiqa',
  email: `ayesha.${randomUUID().slice(0, 8)}@example.com`,
  mobileNumber: '+91 98765 43210',
  gender: 'Female',
  message: 'I finished 12th standard this year. Is there an evening batch?',
  courseId: 2,
  location: 'Bengaluru',
  idempotencyKey: randomUUID(),
});

/** Waits until the outbox holds no message still to send, so Mailpit has all there is. */
const settled = () =>
  expect.poll(() => outbox.countDocuments({ status: 'pending' }), { timeout: 10_000 }).toBe(0);

/** The answer says which record was stored, and nothing of any e-mail. */
async function receiptOf(response: Response, sent: Record<string, unknown>) {
  const text = await response.text();
  const json = JSON.parse(text) as { data: Record<string, unknown> };
  expect(Object.keys(json.data).sort()).toEqual(['id', 'receivedAt']);
  expect(text).not.toContain(String(sent.message));
  expect(text).not.toMatch(/Assalamu|site\.test|<html/i);
  return json.data as { id: string; receivedAt: string };
}

describe.each([
  ['admissions', 'admission'],
  ['enquiries', 'enquiry'],
] as const)('e-mails of POST /api/catalog/%s', (path, kind) => {
  it('sends the applicant one acknowledgement and the office one notification with every field', async () => {
    const form = applicant();
    const response = await post(path, form);
    expect(response.status).toBe(201);
    const { id } = await receiptOf(response, form);

    const ack = await receivedMail(form.email, ACKNOWLEDGEMENT_SUBJECT[kind]);
    expect(ack.Text).toContain('Assalamu alaikum Ayesha,');
    expect(ack.Text).toContain('B.Sc. Psychology');
    expect(ack.Text).toContain('call our Bengaluru campus on +91 80 4780 6100');
    expect(ack.Text).toContain('http://site.test/course/2');
    expect(ack.HTML).toContain('href="http://site.test/course/2"');

    const subject = `New ${kind}: Ayesha Siddiqa — B.Sc. Psychology`;
    const note = await receivedMail(offices.admissions, subject);
    for (const value of [
      id,
      'Ayesha Siddiqa',
      form.email,
      '+91 98765 43210',
      'Female',
      'B.Sc. Psychology (course 2)',
      'On campus',
      'Bengaluru',
      form.message,
      ' IST',
    ])
      expect(note.Text, value).toContain(value);

    await settled();
    expect(await mailsTo(form.email)).toHaveLength(1);
    expect((await mailsTo(offices.admissions)).filter((mail) => mail.Subject === subject)).toHaveLength(1);
    // Once sent, only who, which template and when are kept.
    const kept = await outbox.find({ _id: { $in: [`${kind}-ack:${id}`, `${kind}-office:${id}`] } }).toArray();
    expect(kept.map((doc) => [doc.status, doc.content])).toEqual([
      ['sent', undefined],
      ['sent', undefined],
    ]);
  });

  it('sends nothing more for a repeated idempotency key', async () => {
    const form = applicant();
    expect((await post(path, form)).status).toBe(201);
    await receivedMail(form.email, ACKNOWLEDGEMENT_SUBJECT[kind]);
    const again = await post(path, form);
    expect(again.status).toBe(200);
    await receiptOf(again, form);
    await settled();
    expect(await mailsTo(form.email)).toHaveLength(1);
    expect(await outbox.countDocuments({ to: form.email })).toBe(1);
  });

  it('queues nothing for an invalid form', async () => {
    const before = await outbox.countDocuments();
    const form = applicant();
    for (const invalid of [
      { ...form, mobileNumber: '12345' },
      { ...form, courseId: 19 },
      { ...form, studentName: '' },
    ])
      expect((await post(path, invalid)).status).toBe(400);
    expect(await outbox.countDocuments()).toBe(before);
    await settled();
    expect(await mailsTo(form.email)).toHaveLength(0);
  });
});

it('names an enquiry without a course in the office’s subject', async () => {
  const { courseId: _, location: __, ...form } = applicant();
  expect((await post('enquiries', form)).status).toBe(201);
  // The office's inbox is this app's alone: the newest such notification is this one.
  const note = await receivedMail(offices.admissions, 'New enquiry: Ayesha Siddiqa — No course chosen');
  expect(note.Text).toContain(form.email);
});

describe('e-mails of POST /api/catalog/contact', () => {
  it('sends the sender an acknowledgement and the front desk a notification with every field', async () => {
    const message = {
      firstName: 'Farhan',
      lastName: 'Ahmed',
      email: `farhan.${randomUUID().slice(0, 8)}@example.com`,
      phoneNumber: '9876543210',
      subject: 'Hostel for students from outside Chennai',
      message: 'Does the college help students from other states find a hostel near the campus?',
    };
    const response = await post('contact', message);
    expect(response.status).toBe(201);
    const { id } = await receiptOf(response, message);

    const ack = await receivedMail(message.email, CONTACT_ACK_SUBJECT);
    expect(ack.Text).toContain('Assalamu alaikum Farhan,');
    expect(ack.Text).toContain(message.message);

    const note = await receivedMail(offices.contact, 'Website message from Farhan Ahmed');
    for (const value of [
      id,
      'Farhan',
      'Ahmed',
      message.email,
      '+91 98765 43210',
      message.subject,
      message.message,
    ])
      expect(note.Text, value).toContain(value);

    await settled();
    expect(await mailsTo(message.email)).toHaveLength(1);
  });

  it('queues nothing for an invalid message', async () => {
    const before = await outbox.countDocuments();
    const response = await post('contact', { firstName: 'Farhan', email: 'farhan' });
    expect(response.status).toBe(400);
    expect(await outbox.countDocuments()).toBe(before);
  });
});
