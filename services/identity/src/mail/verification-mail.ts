/** Identity's e-mail confirming an account's address, in the college's layout, as HTML and plain text. */
import { actionButton, mailLayout, paragraph, plainLink } from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';

export const VERIFY_SUBJECT = 'Confirm your Aspire e-mail address';

/** The link of a confirmation token: the site's page, which posts the token back. */
export const verifyLink = (siteUrl: string, token: string) =>
  `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`;

/** Asks the owner of a new account to confirm that the address is theirs. */
export async function verificationMail(to: { firstName: string }, link: string, siteUrl: string) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: 'One click confirms the e-mail address of your new Aspire account.',
      heading: 'Confirm your e-mail address',
      children: [
        paragraph(`Assalamu alaikum ${to.firstName},`),
        paragraph(
          'Welcome to Aspire College. Please confirm that this is your e-mail address, so we can reach you about your studies, your applications and your orders:',
        ),
        actionButton(link, 'Confirm my e-mail address'),
        paragraph('If the button does not work, copy this address into your browser:'),
        paragraph(plainLink(link)),
        paragraph(
          'The link works once, for 7 days. If you did not create an Aspire account, you can ignore this e-mail: the address stays unconfirmed.',
        ),
      ],
    }),
  );
  return { subject: VERIFY_SUBJECT, ...content };
}
