/** The learner's e-mails about their certificate: issued (or reissued) with its PDF, and revoked. */
import { certificatePath } from '@aspire/contracts/certificates';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import {
  actionButton,
  detailsTable,
  mailLayout,
  paragraph,
  plainLink,
} from '@aspire/service-kit/mail/layout';
import type { PendingMail } from '@aspire/service-kit/mail/outbox';
import { renderMail } from '@aspire/service-kit/mail/render';
import { certificateFileName, certificatePdf } from '../certificates/pdf.ts';
import type { StoredCertificate } from '../repo/certificates.ts';

type Mailed = Pick<
  StoredCertificate,
  '_id' | 'email' | 'name' | 'courseTitle' | 'issuedOn' | 'reissues' | 'revokedOn'
>;

export const certificateSubject = (courseTitle: string) => `Your certificate for ${courseTitle}`;
export const revokedSubject = (courseTitle: string) =>
  `Your certificate for ${courseTitle} is no longer valid`;

/** Once per certificate, and once more per reissue (each sends its new PDF). */
export const certificateMailKey = (code: string, reissues: number) => `certificate:${code}:${reissues}`;
/** Once per revocation: a certificate reissued and revoked again owes a second notice. */
export const revokedMailKey = (code: string, reissues: number) => `certificate-revoked:${code}:${reissues}`;

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

async function certificateMail(certificate: Mailed, siteUrl: string) {
  const { _id: code, courseTitle } = certificate;
  const publicPage = `${siteUrl}${certificatePath(code)}`;
  const dashboard = `${siteUrl}/course/progress`;
  const reissued = certificate.reissues > 0;
  const [content, pdf] = await Promise.all([
    renderMail(
      mailLayout({
        siteUrl,
        preview: reissued
          ? `Your certificate for ${courseTitle} has been reissued. The new copy is attached.`
          : `Congratulations on completing ${courseTitle}. Your certificate is attached.`,
        heading: certificateSubject(courseTitle),
        children: [
          paragraph(`Assalamu alaikum ${firstNameOf(certificate.name)},`),
          paragraph(
            reissued
              ? `We have reissued your certificate of completion for ${courseTitle}. The new copy is attached to this e-mail as a PDF and replaces the one we sent before; its code stays the same.`
              : `Congratulations on completing ${courseTitle}! Your certificate of completion is attached to this e-mail as a PDF. Please keep it safe.`,
          ),
          detailsTable([
            ['Name on the certificate', certificate.name],
            ['Course', courseTitle],
            ['Date of issue', longDateInIndia(certificate.issuedOn)],
            ['Certificate code', code],
          ]),
          paragraph(
            'Anyone you show it to, such as an employer or another college, can check that it is genuine on its page on our site, or by scanning the QR code printed on it:',
          ),
          actionButton(publicPage, 'Check the certificate'),
          paragraph(plainLink(publicPage)),
          paragraph('You can download it again at any time from your dashboard, under Completed:'),
          paragraph(plainLink(dashboard)),
          paragraph(
            'If anything on it is not right, such as the spelling of your name, please call either of our offices below and we will reissue it.',
          ),
        ],
      }),
    ),
    certificatePdf({ code, name: certificate.name, courseTitle, issuedOn: certificate.issuedOn }, siteUrl),
  ]);
  return {
    subject: certificateSubject(courseTitle),
    ...content,
    attachments: [
      {
        filename: certificateFileName(code),
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
}

/** The certificate's mail, with its PDF: owed once per issue and per reissue. */
export const certificateMails = (certificate: Mailed, siteUrl: string): PendingMail => ({
  key: certificateMailKey(certificate._id, certificate.reissues),
  to: certificate.email,
  template: 'certificate',
  render: () => certificateMail(certificate, siteUrl),
});

async function revokedMail(certificate: Mailed, siteUrl: string) {
  const { _id: code, courseTitle } = certificate;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `Your certificate for ${courseTitle} (${code}) has been revoked.`,
      heading: revokedSubject(courseTitle),
      children: [
        paragraph(`Assalamu alaikum ${firstNameOf(certificate.name)},`),
        paragraph(
          `We are writing to let you know that we have revoked your certificate of completion for ${courseTitle}, code ${code}. Its page on our site now shows it as revoked${certificate.revokedOn ? ` from ${longDateInIndia(certificate.revokedOn)}` : ''}.`,
        ),
        paragraph(plainLink(`${siteUrl}${certificatePath(code)}`)),
        paragraph(
          'If you think this is a mistake, or would like to know more, please call either of our offices below and we will gladly help.',
        ),
      ],
    }),
  );
  return { subject: revokedSubject(courseTitle), ...content };
}

/** A short notice that the certificate was revoked: owed once per revocation. */
export const revokedMails = (certificate: Mailed, siteUrl: string): PendingMail => ({
  key: revokedMailKey(certificate._id, certificate.reissues),
  to: certificate.email,
  template: 'certificate-revoked',
  render: () => revokedMail(certificate, siteUrl),
});
