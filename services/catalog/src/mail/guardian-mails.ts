/**
 * The consent request to a parent or guardian of an applicant under 18 (DPDP Act 2023, section 9): a
 * single-use link that confirms they agree to the college processing the application.
 */
import { SITE } from '@aspire/config/site';
import { actionButton, mailLayout, paragraph, plainLink } from '@aspire/service-kit/mail/layout';
import type { PendingMail } from '@aspire/service-kit/mail/outbox';
import { renderMail } from '@aspire/service-kit/mail/render';
import { firstNameOf, oneLine } from './details.ts';
import { guardianConsentKey } from './record-mails.ts';

export const CONSENT_DAYS = 14;
export const CONSENT_SUBJECT = 'Please confirm your consent for an application to Aspire';

export type ConsentRequest = {
  id: string;
  studentName: string;
  courseTitle: string | null;
  guardian: { name: string; email: string };
  /** The raw token: only ever in this e-mail (the record keeps its hash). */
  token: string;
};

export const consentLink = (siteUrl: string, token: string) =>
  `${siteUrl}/guardian-consent?token=${encodeURIComponent(token)}`;

export async function guardianConsentMail(request: ConsentRequest, siteUrl: string) {
  const student = oneLine(request.studentName);
  const link = consentLink(siteUrl, request.token);
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `${student} has applied to ${SITE.name}. As they are under 18, we ask for your consent.`,
      heading: 'Your consent for an application',
      children: [
        paragraph(`Assalamu alaikum ${firstNameOf(request.guardian.name)},`),
        paragraph(
          `${student} has applied to ${SITE.name}${request.courseTitle ? ` for ${request.courseTitle}` : ''} and named you as their parent or guardian.`,
          ' As they are under 18, India’s Digital Personal Data Protection Act asks us for your consent before we use their details to process the application.',
        ),
        paragraph('If you agree, please confirm with the button below. The link works once, for 14 days.'),
        actionButton(link, 'I give my consent'),
        paragraph('If the button does not work, open this address: ', plainLink(link)),
        paragraph(
          `If you do not know about this application, you need do nothing: we will not process it without your consent. Questions are welcome at ${SITE.email}.`,
        ),
      ],
    }),
  );
  return { subject: CONSENT_SUBJECT, ...content };
}

/** Keyed by the record: one consent request per application. */
export const guardianConsentMails = (request: ConsentRequest, siteUrl: string): PendingMail => ({
  key: guardianConsentKey(request.id),
  to: request.guardian.email,
  template: 'guardian-consent',
  render: () => guardianConsentMail(request, siteUrl),
});
