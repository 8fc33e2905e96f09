import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { describe, expect, it } from 'vitest';
import { certificateMails, certificateSubject, revokedMails, revokedSubject } from './certificate-mail.ts';

const certificate = {
  _id: 'ASP-7K2M-Q9XD',
  email: 'amina@example.com',
  name: 'Amina Rahman',
  courseTitle: 'Basic Arabic Diploma',
  issuedOn: '2026-11-26',
  reissues: 0,
  revokedOn: null,
};
const SITE = 'https://aspirecollege.in';

describe('the certificate mail', () => {
  it('congratulates the learner, links the public page and the dashboard, and attaches the PDF', async () => {
    const pending = certificateMails(certificate, SITE);
    expect(pending).toMatchObject({ key: 'certificate:ASP-7K2M-Q9XD:0', to: 'amina@example.com' });
    const mail = await pending.render();
    expect(mail.subject).toBe(certificateSubject('Basic Arabic Diploma'));
    expect(mail.subject).toBe('Your certificate for Basic Arabic Diploma');
    expect(mail.text).toContain('Assalamu alaikum Amina,');
    expect(mail.text).toContain('Congratulations on completing Basic Arabic Diploma!');
    expect(mail.text).toContain('26 November 2026');
    expect(mail.text).toContain(`${SITE}/certificates/ASP-7K2M-Q9XD`);
    expect(mail.text).toContain(`${SITE}/course/progress`);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({
      filename: 'certificate-ASP-7K2M-Q9XD.pdf',
      contentType: 'application/pdf',
    });
    const text = pdfText(Buffer.from(attachment!.contentBase64, 'base64'));
    expect(text).toContain('Amina Rahman');
    expect(text).toContain('ASP-7K2M-Q9XD');
  });

  it('is owed again, saying so, for each reissue', async () => {
    const reissued = certificateMails({ ...certificate, name: 'Amina Begum Rahman', reissues: 2 }, SITE);
    expect(reissued.key).toBe('certificate:ASP-7K2M-Q9XD:2');
    const mail = await reissued.render();
    expect(mail.text).toContain('We have reissued your certificate of completion for Basic Arabic Diploma');
    expect(pdfText(Buffer.from(mail.attachments![0]!.contentBase64, 'base64'))).toContain(
      'Amina Begum Rahman',
    );
  });
});

describe('the notice of a revoked certificate', () => {
  it('says which certificate, from when, and whom to call, without the internal reason', async () => {
    const pending = revokedMails({ ...certificate, revokedOn: '2026-12-01' }, SITE);
    expect(pending.key).toBe('certificate-revoked:ASP-7K2M-Q9XD:0');
    const mail = await pending.render();
    expect(mail.subject).toBe(revokedSubject('Basic Arabic Diploma'));
    expect(mail.text).toContain('code ASP-7K2M-Q9XD');
    expect(mail.text).toContain('shows it as revoked from 1 December 2026');
    expect(mail.text).toContain('please call either of our offices');
    expect(mail).not.toHaveProperty('attachments');
  });
});
