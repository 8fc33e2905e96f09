/**
 * The "Write to us" message's e-mails, in the college's layout, as HTML and plain text: an
 * acknowledgement to the sender and a notification with every field to the front desk.
 */

import { SITE } from '@aspire/config/site';
import type { ContactMessage } from '@aspire/contracts/contact';
import { displayPhone } from '@aspire/contracts/phone';
import { detailsTable, mailLayout, paragraph } from '@aspire/service-kit/mail/layout';
import type { PendingMail } from '@aspire/service-kit/mail/outbox';
import { renderMail } from '@aspire/service-kit/mail/render';
import { callUs, oneLine, receivedTime } from './details.ts';

/** A stored contact message. */
export type ContactRecord = { id: string; receivedAt: Date | string; message: ContactMessage };

export const CONTACT_ACK_SUBJECT = 'We received your message';

const fullName = ({ firstName, lastName }: ContactMessage) => oneLine(`${firstName} ${lastName}`);

export const contactNotificationSubject = (record: ContactRecord) =>
  `Website message from ${fullName(record.message)}`;

/** Thanks the sender, says when to expect an answer, and repeats what they wrote. */
export async function contactAcknowledgementMail(record: ContactRecord, siteUrl: string) {
  const { message } = record;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: 'Your message has reached our front desk. We reply within two working days.',
      heading: 'Thank you for writing to us',
      children: [
        paragraph(`Assalamu alaikum ${oneLine(message.firstName)},`),
        paragraph(
          `Thank you for writing to ${SITE.name}. Your message has reached our front desk: we read every one, and someone will reply by e-mail or call you on ${displayPhone(message.phoneNumber)}, usually within two working days.`,
        ),
        paragraph(`If it cannot wait, ${callUs(SITE.offices)}.`),
        paragraph('This is what you sent us:'),
        detailsTable([
          ['Subject', oneLine(message.subject)],
          ['Message', message.message],
        ]),
      ],
    }),
  );
  return { subject: CONTACT_ACK_SUBJECT, ...content };
}

/** Tells the front desk of a new message, with every field, so they can answer it. */
export async function contactNotificationMail(record: ContactRecord, siteUrl: string) {
  const { message } = record;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `${fullName(message)} wrote: ${oneLine(message.subject)}`,
      heading: 'A message from the website',
      children: [
        paragraph(
          `${fullName(message)} wrote to the college with “Write to us” on the website. They have been told to expect an answer within two working days.`,
        ),
        detailsTable([
          ['Reference', record.id],
          ['Received', receivedTime(record.receivedAt)],
          ['First name', oneLine(message.firstName)],
          ['Last name', oneLine(message.lastName)],
          ['Email', message.email],
          ['Phone number', displayPhone(message.phoneNumber)],
          ['Subject', oneLine(message.subject)],
          ['Message', message.message],
        ]),
      ],
    }),
  );
  return { subject: contactNotificationSubject(record), ...content };
}

/** The two e-mails a stored contact message owes, keyed by its record. */
export function contactMails(
  record: ContactRecord,
  { siteUrl, contactEmail }: { siteUrl: string; contactEmail: string },
): PendingMail[] {
  return [
    {
      key: `contact-ack:${record.id}`,
      to: record.message.email,
      template: 'contact-acknowledgement',
      render: () => contactAcknowledgementMail(record, siteUrl),
    },
    {
      key: `contact-office:${record.id}`,
      to: contactEmail,
      // The front desk answers the sender with Reply.
      replyTo: record.message.email,
      template: 'contact-notification',
      render: () => contactNotificationMail(record, siteUrl),
    },
  ];
}
