import { describe, expect, it } from 'vitest';
import {
  type ApplicationRecord,
  acknowledgementMail,
  applicationMails,
  notificationMail,
} from './application-mails.ts';

const SITE_URL = 'http://site.test';

const admission: ApplicationRecord = {
  kind: 'admission',
  id: '65f1c2a9e4b0a1b2c3d4e5f6',
  receivedAt: '2026-03-01T10:00:00.000Z',
  application: {
    studentName: 'Ayesha  Siddiqa',
    email: 'ayesha@example.com',
    mobileNumber: '+919876543210',
    gender: 'Female',
    message: 'Are evening classes available for working students?',
    courseId: 2,
    location: 'Chennai',
    admissionMode: 'on-campus',
  },
  course: { id: 2, title: 'B.Sc. Psychology' },
};

const enquiry: ApplicationRecord = {
  kind: 'enquiry',
  id: '65f1c2a9e4b0a1b2c3d4e5f7',
  receivedAt: new Date('2026-03-01T10:00:00.000Z'),
  application: {
    studentName: 'Imran Khan',
    email: 'imran@example.com',
    mobileNumber: '9123456780',
    gender: 'Male',
    message: 'Which course suits someone who has finished 12th standard?',
  },
};

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the applicant’s acknowledgement', () => {
  it('greets by first name, names the course, what happens next, the chosen campus’s phone and every field', async () => {
    const mail = await acknowledgementMail(admission, SITE_URL);
    expect(mail.subject).toBe('We received your application to Aspire');
    expect(mail.text).toContain('Assalamu alaikum Ayesha,');
    expect(mail.text).toContain('B.Sc. Psychology');
    expect(mail.text).toContain('within two working days');
    expect(mail.text).toContain('documents');
    expect(mail.text).toContain('call our Chennai campus on +91 44 4555 2300');
    expect(mail.text).not.toContain('Bengaluru on');
    expect(mail.text).toContain('http://site.test/course/2');
    for (const value of [
      'Ayesha Siddiqa',
      'ayesha@example.com',
      '+91 98765 43210',
      'Female',
      'On campus',
      'Chennai',
    ])
      expect(mail.text).toContain(value);
    // Their own words appear once, in the summary, in both forms.
    expect(count(mail.text, admission.application.message)).toBe(1);
    expect(count(mail.html, admission.application.message)).toBe(1);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).not.toContain('<img');
  });

  it('gives both campuses’ phones and the courses page when no course or campus was chosen', async () => {
    const mail = await acknowledgementMail(enquiry, SITE_URL);
    expect(mail.subject).toBe('Thank you for your enquiry to Aspire');
    expect(mail.text).toContain('Assalamu alaikum Imran,');
    expect(mail.text).toContain('call us in Chennai on +91 44 4555 2300 or in Bengaluru on +91 80 4780 6100');
    expect(mail.text).toContain('http://site.test/courses');
    expect(mail.text).toContain('No course chosen');
    expect(mail.text).not.toContain('documents');
  });
});

describe('the admissions office’s notification', () => {
  it('carries every field, the reference and the time received in India', async () => {
    const mail = await notificationMail(admission, SITE_URL);
    expect(mail.subject).toBe('New admission: Ayesha Siddiqa — B.Sc. Psychology');
    for (const value of [
      'Admission',
      '65f1c2a9e4b0a1b2c3d4e5f6',
      '1 March 2026 at 3:30 pm IST',
      'Ayesha Siddiqa',
      'ayesha@example.com',
      '+91 98765 43210',
      'Female',
      'B.Sc. Psychology (course 2)',
      'On campus',
      'Chennai',
      admission.application.message,
    ])
      expect(mail.text).toContain(value);
  });

  it('names an enquiry without a course as such', async () => {
    const mail = await notificationMail(enquiry, SITE_URL);
    expect(mail.subject).toBe('New enquiry: Imran Khan — No course chosen');
    for (const value of [
      'Enquiry',
      'Imran Khan',
      'imran@example.com',
      '9123456780',
      'Male',
      enquiry.application.message,
    ])
      expect(mail.text).toContain(value);
  });

  it('keeps a name on one line in the subject', async () => {
    const mail = await notificationMail(
      { ...enquiry, application: { ...enquiry.application, studentName: 'Imran\r\nBcc: x@example.com' } },
      SITE_URL,
    );
    expect(mail.subject).toBe('New enquiry: Imran Bcc: x@example.com — No course chosen');
  });
});

it('keys both e-mails by the record, to the applicant and to the office', async () => {
  const mails = await applicationMails(admission, {
    siteUrl: SITE_URL,
    admissionsEmail: 'office@college.test',
  });
  expect(mails.map(({ key, to, template }) => ({ key, to, template }))).toEqual([
    {
      key: 'admission-ack:65f1c2a9e4b0a1b2c3d4e5f6',
      to: 'ayesha@example.com',
      template: 'admission-acknowledgement',
    },
    {
      key: 'admission-office:65f1c2a9e4b0a1b2c3d4e5f6',
      to: 'office@college.test',
      template: 'admission-notification',
    },
  ]);
});
