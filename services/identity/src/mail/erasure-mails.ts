/** Identity's e-mails about erasing an account, in the college's layout, as HTML and plain text. */

import { SITE } from '@aspire/config/site';
import { ERASURE_DAYS, ERASURE_LINK_HOURS } from '@aspire/contracts/privacy';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import {
  actionButton,
  detailsTable,
  mailLayout,
  paragraph,
  plainLink,
} from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';

export const ERASURE_REQUEST_SUBJECT = 'Confirm erasing your Aspire account';
export const ERASURE_DONE_SUBJECT = 'Your Aspire account has been erased';

/** The link of an erasure token: the site's page, which posts the token back. */
export const erasureLink = (siteUrl: string, token: string) =>
  `${siteUrl}/erase-account?token=${encodeURIComponent(token)}`;

const ERASED =
  'Your name, e-mail address, mobile number and password; your cart, course enrolments and progress; your sign-in history and the consents you gave.';
const KEPT =
  'Receipts of your orders, without your name or contact details, as the tax law requires; your applications only as numbers in our admission figures; and, if you earned a certificate, its public check shows only its code, the course and the date (the PDF you downloaded stays yours).';

/** Asks the owner to confirm that they want their account erased: nothing happens without the click. */
export async function erasureRequestMail(to: { firstName: string }, link: string, siteUrl: string) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: 'Confirm that you want your Aspire account erased. Nothing happens unless you do.',
      heading: 'Confirm erasing your account',
      children: [
        paragraph(`Assalamu alaikum ${to.firstName},`),
        paragraph(
          'You asked us to erase your Aspire account. If you still want this, confirm it with this link:',
        ),
        actionButton(link, 'Erase my account'),
        paragraph('If the button does not work, copy this address into your browser:'),
        paragraph(plainLink(link)),
        detailsTable([
          ['What is erased', ERASED],
          ['What is kept', KEPT],
        ]),
        paragraph(
          `Once you confirm, you are signed out everywhere and cannot sign in again with this account. Every part of the site finishes erasing within ${ERASURE_DAYS} days, usually within minutes, and we e-mail you when it is done.`,
        ),
        paragraph(
          `The link works once, for ${ERASURE_LINK_HOURS} hours. If you did not ask for this, or have changed your mind, simply ignore this e-mail: nothing happens and your account stays as it is.`,
        ),
      ],
    }),
  );
  return { subject: ERASURE_REQUEST_SUBJECT, ...content };
}

/** Tells the person their account is erased everywhere; the last e-mail sent to the address. */
export async function erasureDoneMail(requestedAt: Date, siteUrl: string) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: 'Every part of the Aspire website has erased your account.',
      heading: 'Your account has been erased',
      children: [
        paragraph('Assalamu alaikum,'),
        paragraph(
          `Your Aspire account has been erased, as asked on ${longDateInIndia(requestedAt)}. Every part of the website has done its share.`,
        ),
        detailsTable([
          ['What was erased', ERASED],
          ['What is kept, and why', KEPT],
        ]),
        paragraph(
          'This is the last e-mail we send to this address: we now forget it too. You are welcome to create a new account at any time.',
        ),
        paragraph(
          `If you have a question or a complaint about your data, write to our ${SITE.grievance.role}, ${SITE.grievance.name}, at ${SITE.grievance.email}.`,
        ),
      ],
    }),
  );
  return { subject: ERASURE_DONE_SUBJECT, ...content };
}
