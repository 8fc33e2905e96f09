/** Identity's e-mails to people given access to the staff area, as HTML and plain text. */
import { actionButton, mailLayout, paragraph, plainLink } from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';

export const WELCOME_SUBJECT = 'Welcome to the Aspire staff area: set your password';
export const ROLES_SUBJECT = 'Your access to the Aspire staff area';

/** A new account made by an administrator: the link sets its password (it works once, for 7 days). */
export async function staffWelcomeMail(
  to: { firstName: string },
  roles: string,
  link: string,
  siteUrl: string,
) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `You have been given access to Aspire's staff area as ${roles}. Set your password to begin.`,
      heading: 'Welcome to the staff area',
      children: [
        paragraph(`Assalamu alaikum ${to.firstName},`),
        paragraph(`You have been given access to Aspire's staff area as ${roles}.`),
        paragraph('An account was made for you. Choose its password with this link:'),
        actionButton(link, 'Set your password'),
        paragraph('If the button does not work, copy this address into your browser:'),
        paragraph(plainLink(link)),
        paragraph(
          `The link works once, for 7 days. Then sign in at ${siteUrl}/staff: the first time, you will set up an authenticator app on your phone, which staff sign-in asks for every time.`,
        ),
      ],
    }),
  );
  return { subject: WELCOME_SUBJECT, ...content };
}

/** An existing account given staff roles: a short note, so access nobody asked for does not go unseen. */
export async function staffRolesMail(to: { firstName: string }, roles: string, siteUrl: string) {
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `You have been given access to Aspire's staff area as ${roles}.`,
      heading: 'Your staff access',
      children: [
        paragraph(`Assalamu alaikum ${to.firstName},`),
        paragraph(`You have been given access to Aspire's staff area as ${roles}.`),
        paragraph(
          'Sign in there with your usual e-mail and password. The first time, you will set up an authenticator app on your phone, which staff sign-in asks for every time.',
        ),
        actionButton(`${siteUrl}/staff`, 'Open the staff area'),
        paragraph('If you did not expect this, please tell the college office.'),
      ],
    }),
  );
  return { subject: ROLES_SUBJECT, ...content };
}
