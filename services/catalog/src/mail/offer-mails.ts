/** The offer of admission: an e-mail to the applicant with the offer letter as a PDF. */
import { SITE } from '@aspire/config/site';
import { CAMPUS_LABELS, type Campus } from '@aspire/contracts/admissions';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { actionButton, mailLayout, paragraph } from '@aspire/service-kit/mail/layout';
import type { PendingMail } from '@aspire/service-kit/mail/outbox';
import { renderMail } from '@aspire/service-kit/mail/render';
import { renderPdf } from '@aspire/service-kit/pdf';
import { callUs, firstNameOf, officesFor, oneLine } from './details.ts';
import { offerKey } from './record-mails.ts';

export const OFFER_SUBJECT = 'Your offer of admission to Aspire';

export type Offer = {
  id: string;
  name: string;
  email: string;
  courseTitle: string | null;
  campus: Campus | null;
  /** When the offer is made (the letter's date). */
  at: Date;
};

const courseOf = (offer: Offer) => offer.courseTitle ?? 'the course we discussed with you';
const campusOf = (offer: Offer) =>
  offer.campus === 'online' ? 'online' : offer.campus ? `at our ${CAMPUS_LABELS[offer.campus]} campus` : null;
const reference = (offer: Offer) => `ASP-${offer.id.slice(-8).toUpperCase()}`;

/** The letter: the college, the date, the applicant, the course and campus, what to do next, a reference. */
export function offerLetterPdf(offer: Offer) {
  const campus = campusOf(offer);
  const offices = officesFor(
    offer.campus && offer.campus !== 'online' ? CAMPUS_LABELS[offer.campus] : undefined,
  );
  return renderPdf({
    title: 'Offer of admission',
    subtitle: SITE.name,
    sections: [
      {
        heading: `Dear ${oneLine(offer.name)},`,
        paragraphs: [
          `Date: ${longDateInIndia(offer.at)}`,
          `Reference: ${reference(offer)}`,
          `We are glad to offer you a place on ${courseOf(offer)}${campus ? `, ${campus}` : ''}. Thank you for choosing ${SITE.name}; we look forward to welcoming you.`,
        ],
      },
      {
        heading: 'What to do next',
        paragraphs: [
          '1. Pay the programme fee to confirm your place. Our admissions team will tell you the amount and the ways to pay (UPI, bank transfer, card, cash, cheque or demand draft) and give you a receipt.',
          `2. Contact our admissions team with any question: write to ${SITE.email} or ${callUs(offices)}. Please quote the reference above.`,
          '3. Once your fee is received, we enrol you and e-mail you an invitation to the learner area, where your course begins.',
        ],
      },
      {
        heading: 'With warm regards',
        paragraphs: [`The Admissions Office, ${SITE.name}`],
      },
    ],
  });
}

export async function offerMail(offer: Offer, siteUrl: string) {
  const [content, pdf] = await Promise.all([
    renderMail(
      mailLayout({
        siteUrl,
        preview: `We are glad to offer you a place on ${courseOf(offer)}.`,
        heading: 'Your offer of admission',
        children: [
          paragraph(`Assalamu alaikum ${firstNameOf(offer.name)},`),
          paragraph(
            `We are glad to offer you a place on ${courseOf(offer)}. Your offer letter is attached: please keep it, and quote its reference ${reference(offer)} when you contact us.`,
          ),
          paragraph(
            'What to do next: pay the programme fee to confirm your place. Reply to this e-mail, and our admissions team will tell you the amount and the ways to pay.',
          ),
          actionButton(`${siteUrl}/account`, 'See your application'),
        ],
      }),
    ),
    offerLetterPdf(offer),
  ]);
  return {
    subject: OFFER_SUBJECT,
    ...content,
    attachments: [
      {
        filename: `offer-letter-${reference(offer)}.pdf`,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
}

/** Keyed by the record: an offer is mailed once, however often the status is set to offered. */
export const offerMails = (offer: Offer, siteUrl: string, admissionsEmail: string): PendingMail => ({
  key: offerKey(offer.id),
  to: offer.email,
  // The applicant's reply reaches the admissions office.
  replyTo: admissionsEmail,
  template: 'offer-letter',
  render: () => offerMail(offer, siteUrl),
});
