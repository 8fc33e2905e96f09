/** Identity's e-mails about passwords, in the college's layout, as HTML and plain text. */
import { actionButton, mailLayout, paragraph, plainLink } from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';

export const RESET_SUBJECT = 'Reset your Aspire password';
export const CHANGED_SUBJECT = 'Your Aspire password was changed';

/** The link of a reset token: the site's reset page, which posts the token back. */
export const resetLink = (siteUrl: string, token: string) =>
  `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;

/** The reset e-mail: its link is a password, so it is only ever in this e-mail. */
export async function resetMail(to: { firstName: string }, link: string, siteUrl: string) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: 'Choose a new password for your Aspire account. The link works once, for 30 minutes.',
      heading: 'Reset your password',
      children: [
        paragraph(`Assalamu alaikum ${to.firstName},`),
        paragraph(
          'We received a request to reset the password of your Aspire account. Choose a new one with this link:',
        ),
        actionButton(link, 'Choose a new password'),
        paragraph('If the button does not work, copy this address into your browser:'),
        paragraph(plainLink(link)),
        paragraph(
          'The link works once and expires in 30 minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
        ),
      ],
    }),
  );
  return { subject: RESET_SUBJECT, ...content };
}

/** Tells the owner their password changed, so a change they did not make does not go unnoticed. */
export async function passwordChangedMail(to: { firstName: string }, siteUrl: string) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: 'The password of your Aspire account was just changed.',
      heading: 'Your password was changed',
      children: [
        paragraph(`Assalamu alaikum ${to.firstName},`),
        paragraph(
          'The password of your Aspire account was just changed, and every other signed-in session was signed out.',
        ),
        paragraph(
          'If it was you, there is nothing more to do. If it was not, reset your password now with “Forgot password” on the sign-in page, and call us.',
        ),
        actionButton(siteUrl, 'Go to the Aspire website'),
      ],
    }),
  );
  return { subject: CHANGED_SUBJECT, ...content };
}
