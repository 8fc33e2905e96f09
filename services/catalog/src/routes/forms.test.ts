import { randomUUID } from 'node:crypto';
import { INVALID_PHONE } from '@aspire/contracts/phone';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app.ts';
import { testApp } from '../test-app.ts';

const { app, database } = await testApp();

const valid = () => ({
  studentName: 'Ayesha Siddiqa',
  email: 'ayesha@example.com',
  mobileNumber: '9876543210',
  gender: 'Female',
  message: 'I would like to join the next batch. Are evening classes available?',
  idempotencyKey: randomUUID(),
});

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.request(`/api/catalog/${path}`, {
    method: 'POST',
    headers: { ...jsonHeaders, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

type Answer = {
  success: boolean;
  data?: { id: string; receivedAt: string };
  message?: string;
  errors?: Record<string, string>;
};
const answer = async (response: Response) => (await response.json()) as Answer;

const count = (collection: string) => database.db.collection(collection).countDocuments();
const inbox = database.db.collection('inbox');
const KIND = { admissions: 'application', enquiries: 'enquiry', contact: 'contact' } as const;
/** The record of a form fill, found by its idempotency key. */
const storedForm = (path: 'admissions' | 'enquiries', key: string) =>
  inbox.findOne({ formKey: `${KIND[path]}:${key}` });
const countOf = (path: string) => inbox.countDocuments({ kind: KIND[path as keyof typeof KIND] });

async function expectRefused(path: string, payload: unknown, field: string, status = 400) {
  const before = await countOf(path);
  const mailsBefore = await count('mail_outbox');
  const response = await post(path, payload);
  expect(response.status, JSON.stringify(payload)).toBe(status);
  const json = await answer(response);
  expect(json.success).toBe(false);
  expect(Object.keys(json.errors ?? {}), JSON.stringify(payload)).toContain(field);
  expect(await countOf(path)).toBe(before);
  // A refused form owes nobody an e-mail.
  expect(await count('mail_outbox')).toBe(mailsBefore);
}

describe.each(['admissions', 'enquiries'] as const)('POST /api/catalog/%s', (path) => {
  it('stores a valid form and answers 201 with the record id', async () => {
    const form = valid();
    const response = await post(path, form);
    expect(response.status).toBe(201);
    const { data } = await answer(response);
    expect(data?.id).toMatch(/^[0-9a-f]{24}$/);
    const stored = await storedForm(path, form.idempotencyKey);
    expect(stored).toMatchObject({
      kind: KIND[path],
      status: 'new',
      name: 'Ayesha Siddiqa',
      gender: 'Female',
      phone: '+919876543210',
    });
    expect(stored?._id.toHexString()).toBe(data?.id);
  });

  it('stores one record for a double submit, and both answers name it', async () => {
    const form = valid();
    const [first, second] = await Promise.all([post(path, form), post(path, form)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const [a, b] = [await answer(first), await answer(second)];
    expect(a.success && b.success).toBe(true);
    expect(a.data?.id).toBe(b.data?.id);
    const third = await post(path, form);
    expect(third.status).toBe(200);
    expect((await answer(third)).data?.id).toBe(a.data?.id);
    expect(await inbox.countDocuments({ formKey: `${KIND[path]}:${form.idempotencyKey}` })).toBe(1);
  });

  it('takes the idempotency key from the Idempotency-Key header too', async () => {
    const { idempotencyKey, ...form } = valid();
    const first = await post(path, form, { 'idempotency-key': idempotencyKey });
    const second = await post(path, form, { 'Idempotency-Key': idempotencyKey.toUpperCase() });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await inbox.countDocuments({ formKey: `${KIND[path]}:${idempotencyKey}` })).toBe(1);
  });

  it('requires a UUID idempotency key that agrees between body and header', async () => {
    const { idempotencyKey: _, ...keyless } = valid();
    await expectRefused(path, keyless, 'idempotencyKey');
    await expectRefused(path, { ...valid(), idempotencyKey: 'not-a-uuid' }, 'idempotencyKey');
    const bad = await post(path, keyless, { 'idempotency-key': '1234' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await answer(bad)).errors ?? {})).toEqual(['idempotencyKey']);
    const clash = await post(path, valid(), { 'idempotency-key': randomUUID() });
    expect(clash.status).toBe(400);
    expect(Object.keys((await answer(clash)).errors ?? {})).toEqual(['idempotencyKey']);
  });

  it('refuses a reused key with different details (409) and keeps the first record', async () => {
    const form = valid();
    expect((await post(path, form)).status).toBe(201);
    const response = await post(path, { ...form, message: 'Something else entirely' });
    expect(response.status).toBe(409);
    expect(Object.keys((await answer(response)).errors ?? {})).toEqual(['idempotencyKey']);
    const stored = await storedForm(path, form.idempotencyKey);
    expect(stored?.message).toBe(form.message);
  });

  it('names every missing field of an empty form', async () => {
    const response = await post(path, { idempotencyKey: randomUUID() });
    expect(response.status).toBe(400);
    expect(Object.keys((await answer(response)).errors ?? {}).sort()).toEqual(
      ['email', 'gender', 'message', 'mobileNumber', 'studentName'].sort(),
    );
    const blanks = await post(path, {
      ...valid(),
      studentName: '  ',
      email: '',
      mobileNumber: '',
      message: ' ',
    });
    expect(Object.keys((await answer(blanks)).errors ?? {}).sort()).toEqual(
      ['email', 'message', 'mobileNumber', 'studentName'].sort(),
    );
  });

  it('checks the email format', async () => {
    for (const email of [
      'ayesha',
      'ayesha@',
      '@example.com',
      'a b@example.com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      await expectRefused(path, { ...valid(), email }, 'email');
    }
  });

  it('accepts a 10-digit Indian mobile as typed today and international numbers, stored in E.164', async () => {
    for (const [mobileNumber, e164] of [
      ['9876543210', '+919876543210'],
      ['+919876543210', '+919876543210'],
      ['+91 9876543210', '+919876543210'],
      ['+91-6123456789', '+916123456789'],
      ['0091 9876543210', '+919876543210'],
      ['+971 50 123 4567', '+971501234567'],
    ]) {
      const form = { ...valid(), mobileNumber };
      expect((await post(path, form)).status, mobileNumber).toBe(201);
      expect((await storedForm(path, form.idempotencyKey))?.phone).toBe(e164);
    }
    for (const mobileNumber of ['12345', '98765432101', 'abcdefghij', '+1 9876543210', '+44 12']) {
      await expectRefused(path, { ...valid(), mobileNumber }, 'mobileNumber');
      const response = await post(path, { ...valid(), mobileNumber });
      expect((await answer(response)).errors?.mobileNumber).toBe(INVALID_PHONE);
    }
  });

  it('allows only Male or Female as gender', async () => {
    for (const gender of ['Other', 'male', '', 1])
      await expectRefused(path, { ...valid(), gender }, 'gender');
    expect((await post(path, { ...valid(), gender: 'Male' })).status).toBe(201);
  });

  it('limits the lengths of name and message', async () => {
    await expectRefused(path, { ...valid(), studentName: 'A' }, 'studentName');
    await expectRefused(path, { ...valid(), studentName: 'A'.repeat(81) }, 'studentName');
    await expectRefused(path, { ...valid(), message: 'm'.repeat(2001) }, 'message');
    expect((await post(path, { ...valid(), message: 'm'.repeat(2000) })).status).toBe(201);
  });

  it('refuses operator-shaped input with 400 naming the field, never as a query', async () => {
    await expectRefused(path, { ...valid(), email: { $gt: '' } }, 'email');
    await expectRefused(path, { ...valid(), studentName: { $ne: null } }, 'studentName');
    await expectRefused(path, { ...valid(), idempotencyKey: { $exists: true } }, 'idempotencyKey');
    await expectRefused(path, { ...valid(), courseId: { $gt: 0 } }, 'courseId');
    await expectRefused(path, { ...valid(), gender: ['Male'] }, 'gender');
  });

  it('refuses an over-long body with 413 and a malformed body with 400, storing nothing', async () => {
    const before = await countOf(path);
    const huge = await post(path, { ...valid(), message: 'x'.repeat(MAX_BODY_BYTES + 10) });
    expect(huge.status).toBe(413);
    expect((await answer(huge)).success).toBe(false);
    const broken = await post(path, '{"studentName": ');
    expect(broken.status).toBe(400);
    expect(await countOf(path)).toBe(before);
  });

  it('records the course, its location and the admission mode of its category', async () => {
    const online = valid();
    expect((await post(path, { ...online, courseId: 13 })).status).toBe(201);
    expect(await storedForm(path, online.idempotencyKey)).toMatchObject({
      courseId: 13,
      admissionMode: 'online',
      location: 'Chennai | Bengaluru',
      campus: 'online',
    });
    const campus = valid();
    expect((await post(path, { ...campus, courseId: 2, location: 'Chennai' })).status).toBe(201);
    expect(await storedForm(path, campus.idempotencyKey)).toMatchObject({
      courseId: 2,
      courseSlug: 'bsc-psychology',
      courseTitle: 'B.Sc. Psychology',
      admissionMode: 'on-campus',
      location: 'Chennai',
      campus: 'chennai',
    });
    await expectRefused(path, { ...valid(), courseId: 19 }, 'courseId');
    await expectRefused(path, { ...valid(), courseId: '1' }, 'courseId');
    await expectRefused(path, { ...valid(), courseId: 1.5 }, 'courseId');
    await expectRefused(path, { ...valid(), admissionMode: 'hybrid' }, 'admissionMode');
    await expectRefused(path, { ...valid(), location: 'L'.repeat(61) }, 'location');
  });
});

describe('POST /api/catalog/contact', () => {
  const message = {
    firstName: 'Farhan',
    lastName: 'Ahmed',
    email: 'farhan@example.com',
    phoneNumber: '+91 9876543210',
    subject: 'Enquiry: Basic Arabic Diploma',
    message: 'Is there an evening batch in Bengaluru?',
  };

  it('stores the message and answers 201', async () => {
    const response = await post('contact', message);
    expect(response.status).toBe(201);
    const { data } = await answer(response);
    expect(data?.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await inbox.findOne({ kind: 'contact', subject: message.subject })).toMatchObject({
      name: 'Farhan Ahmed',
      firstName: 'Farhan',
      phone: '+919876543210',
      message: message.message,
    });
  });

  it('names the failing field and stores nothing', async () => {
    await expectRefused('contact', { ...message, firstName: '' }, 'firstName');
    await expectRefused('contact', { ...message, email: 'farhan' }, 'email');
    await expectRefused('contact', { ...message, phoneNumber: '12345' }, 'phoneNumber');
    await expectRefused('contact', { ...message, subject: 's'.repeat(151) }, 'subject');
    await expectRefused('contact', { ...message, message: { $where: 'sleep(1000)' } }, 'message');
  });
});

describe('form rate limit', () => {
  it('refuses a fourth form from one address within ten minutes with 429, storing nothing more', async () => {
    const limited = await testApp({ formRateLimit: 3 });
    const send = () =>
      limited.app.request('/api/catalog/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({
          firstName: 'Zainab',
          lastName: 'Ali',
          email: 'zainab@example.com',
          phoneNumber: '9876543210',
          subject: 'Hostel',
          message: 'Is there a hostel for women students?',
        }),
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await limited.database.db.collection('inbox').countDocuments({ kind: 'contact' })).toBe(3);
  });
});
