import { expect, it } from 'vitest';
import { guardianConsentMail } from './guardian-mails.ts';
import { offerLetterPdf, offerMail } from './offer-mails.ts';

const offer = {
  id: '65f1c2a9e4b0a1b2c3d4e5f6',
  name: 'Ayesha Siddiqa',
  email: 'ayesha@example.com',
  courseTitle: 'B.Sc. Psychology',
  campus: 'chennai' as const,
  at: new Date('2026-03-05T06:00:00Z'),
};

it('writes the offer letter: the college, the date, the applicant, course and campus, next steps, a reference', async () => {
  const text = Buffer.from(await offerLetterPdf(offer)).toString('latin1');
  expect(text.startsWith('%PDF-1.4')).toBe(true);
  for (const part of [
    'Aspire College & Trust',
    'Date: 5 March 2026',
    'Dear Ayesha Siddiqa,',
    'B.Sc. Psychology, at our Chennai campus',
    'Pay the programme fee',
    'admissions@aspirecollege.in',
    '+91 44 4555 2300',
    'Reference: ASP-C3D4E5F6',
  ])
    expect(text, part).toContain(part);
});

it('mails the offer with the letter attached', async () => {
  const mail = await offerMail(offer, 'http://site.test');
  expect(mail.text).toContain('Assalamu alaikum Ayesha,');
  expect(mail.text).toContain('ASP-C3D4E5F6');
  expect(mail.attachments).toEqual([
    expect.objectContaining({ filename: 'offer-letter-ASP-C3D4E5F6.pdf', contentType: 'application/pdf' }),
  ]);
});

it('asks the guardian for consent with the single-use link', async () => {
  const mail = await guardianConsentMail(
    {
      id: offer.id,
      studentName: 'Ayesha Siddiqa',
      courseTitle: 'B.Sc. Psychology',
      guardian: { name: 'Rukhsana Begum', email: 'rukhsana@example.com' },
      token: 'a'.repeat(43),
    },
    'http://site.test',
  );
  expect(mail.text).toContain('Assalamu alaikum Rukhsana,');
  expect(mail.text).toContain(`http://site.test/guardian-consent?token=${'a'.repeat(43)}`);
  expect(mail.text).toContain('14 days');
});
