import { describe, expect, it } from 'vitest';
import {
  type ContactRecord,
  contactAcknowledgementMail,
  contactMails,
  contactNotificationMail,
} from './contact-mails.ts';

const SITE_URL = 'http://site.test';

const record: ContactRecord = {
  id: '65f1c2a9e4b0a1b2c3d4e5f8',
  receivedAt: '2026-03-01T04:45:00.000Z',
  message: {
    firstName: 'Farhan',
    lastName: 'Ahmed',
    email: 'farhan@example.com',
    phoneNumber: '+919876543210',
    subject: 'Evening batch',
    message: 'Is there an evening batch of the Basic Arabic Diploma in Bengaluru?',
  },
};

describe('the sender’s acknowledgement', () => {
  it('greets by first name, says when to expect an answer, gives the phones and repeats the message once', async () => {
    const mail = await contactAcknowledgementMail(record, SITE_URL);
    expect(mail.subject).toBe('We received your message');
    expect(mail.text).toContain('Assalamu alaikum Farhan,');
    expect(mail.text).toContain('within two working days');
    expect(mail.text).toContain('+91 44 4555 2300');
    expect(mail.text).toContain('+91 80 4780 6100');
    expect(mail.text).toContain('Evening batch');
    expect(mail.text.split(record.message.message)).toHaveLength(2);
  });
});

describe('the front desk’s notification', () => {
  it('carries every field, the reference and the time received in India', async () => {
    const mail = await contactNotificationMail(record, SITE_URL);
    expect(mail.subject).toBe('Website message from Farhan Ahmed');
    for (const value of [
      '65f1c2a9e4b0a1b2c3d4e5f8',
      '1 March 2026 at 10:15 am IST',
      'Farhan',
      'Ahmed',
      'farhan@example.com',
      '+91 98765 43210',
      'Evening batch',
      record.message.message,
    ])
      expect(mail.text).toContain(value);
  });

  it('names a sender without a last name by the first', async () => {
    const mail = await contactNotificationMail(
      { ...record, message: { ...record.message, lastName: '' } },
      SITE_URL,
    );
    expect(mail.subject).toBe('Website message from Farhan');
  });
});

it('keys both e-mails by the stored message, to the sender and to the front desk', async () => {
  const mails = await contactMails(record, { siteUrl: SITE_URL, contactEmail: 'desk@college.test' });
  expect(mails.map(({ key, to, template }) => ({ key, to, template }))).toEqual([
    {
      key: 'contact-ack:65f1c2a9e4b0a1b2c3d4e5f8',
      to: 'farhan@example.com',
      template: 'contact-acknowledgement',
    },
    {
      key: 'contact-office:65f1c2a9e4b0a1b2c3d4e5f8',
      to: 'desk@college.test',
      template: 'contact-notification',
    },
  ]);
});
