import { type MyInboxRecord, myCatalogDataSchema } from '@aspire/contracts/admissions';
import { myDataPartSchema, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy';
import { receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { CONSENT_SUBJECT } from '../mail/guardian-mails.ts';
import { person, send } from '../privacy/test-people.ts';
import { testApp } from '../test-app.ts';
import { CONFIRM_TO_INCLUDE, STAFF_TEAM } from './my-data.ts';

const { call, sign, staffToken } = await testApp();
const officer = await staffToken(['admissions']);
const tokenIn = (text: string) => /guardian-consent\?token=([\w-]{43})/.exec(text)?.[1] ?? '';

describe('GET /api/catalog/my-data', () => {
  it('answers every record sent from the confirmed address, with what the college noted on it', async () => {
    const zubaida = person('Zubaida');
    const parent = person('Rukhsana');
    const application = await send(call, zubaida, 'admissions', {
      minor: true,
      guardian: { name: parent.name, email: parent.email, phone: parent.mobile },
    });
    const enquiry = await send(call, zubaida, 'enquiries');
    const message = await send(call, { ...zubaida, email: zubaida.email.toUpperCase() }, 'contact');
    await send(call, person('Farhana'), 'enquiries');
    await call('POST', 'guardian-consent', {
      body: { token: tokenIn((await receivedMail(parent.email, CONSENT_SUBJECT)).Text) },
    });
    await call('PATCH', `staff/inbox/${application}`, {
      token: officer,
      body: { status: 'fee_received', fee: { amount: 25000, mode: 'upi', reference: 'UPI-778' } },
    });
    await call('POST', `staff/inbox/${application}/notes`, {
      token: officer,
      body: { note: 'Asked about the hostel.' },
    });

    const answer = await call('GET', 'my-data', {
      token: await sign({ id: 'u-z', email: zubaida.email, emailVerified: true }),
    });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('cache-control')).toBe('private, no-store');
    const part = myDataPartSchema.parse(answer.data);
    const { inbox } = myCatalogDataSchema.parse(part.data);
    expect(inbox.map((mine) => mine.reference).sort()).toEqual([application, enquiry, message].sort());

    const applied = inbox.find((mine) => mine.reference === application) as MyInboxRecord;
    expect(applied).toMatchObject({
      kind: 'Application',
      name: zubaida.name,
      email: zubaida.email,
      course: 'B.Sc. Psychology',
      status: 'Fee received — enrolment on its way',
      underEighteen: true,
      guardian: { name: parent.name, email: parent.email, consentedAt: expect.any(String) },
      privacyNotice: { version: PRIVACY_NOTICE_VERSION, agreedAt: expect.any(String) },
      fee: { amount: 25000, mode: 'upi', reference: 'UPI-778', recordedBy: STAFF_TEAM },
      notes: [{ at: expect.any(String), by: STAFF_TEAM, text: 'Asked about the hostel.' }],
      willBeErasedOn: null,
    });
    expect(applied.statusHistory.map((step) => [step.status, step.by])).toEqual([
      ['Received — our admissions team will be in touch', 'You, with the form'],
      ['Fee received — enrolment on its way', STAFF_TEAM],
    ]);
    expect(applied.emails.map((mail) => mail.what)).toContain('Consent request to the guardian');
    expect(inbox.find((mine) => mine.reference === message)).toMatchObject({
      kind: 'Message',
      subject: 'Hostel for my sister',
      willBeErasedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // No secrets, and staff by their team only.
    const text = JSON.stringify(part);
    expect(text).not.toMatch(/consentTokenHash|fingerprint|Mariam/);

    expect(part.summary[0]).toBe(
      `We hold 1 application, 1 enquiry and 1 message sent from ${zubaida.email}.`,
    );
    const about = part.summary.find((line) => line.startsWith('Your application')) ?? '';
    expect(about).toContain('about B.Sc. Psychology: Fee received — enrolment on its way.');
    expect(about).toContain(`${parent.name}, your parent or guardian, gave consent on`);
    expect(about).toContain(`under our privacy notice of ${PRIVACY_NOTICE_VERSION}`);
    expect(part.summary.find((line) => line.startsWith('Your enquiry'))).toMatch(
      /We will erase it on \d{1,2} \w+ \d{4} unless it becomes an application\.$/,
    );
  });

  it('says there is nothing for an address that sent nothing', async () => {
    const nobody = person('Nobody');
    const answer = await call('GET', 'my-data', {
      token: await sign({ id: 'u-n', email: nobody.email, emailVerified: true }),
    });
    expect(answer.data).toEqual({
      summary: [`We hold no applications, enquiries or messages sent from ${nobody.email}.`],
      data: { inbox: [] },
    });
  });

  it('includes nothing for an address not confirmed, and needs a sign-in', async () => {
    const zainab = person('Zainab');
    await send(call, zainab, 'enquiries');
    const unconfirmed = await call('GET', 'my-data', {
      token: await sign({ id: 'u-u', email: zainab.email, emailVerified: false }),
    });
    expect(unconfirmed.status).toBe(200);
    expect(unconfirmed.response.headers.get('cache-control')).toBe('private, no-store');
    expect(unconfirmed.data).toEqual({ summary: [CONFIRM_TO_INCLUDE], data: {} });
    expect((await call('GET', 'my-data')).status).toBe(401);
  });
});
