/** The learner area's invitation to a course the college enrolled someone in, as HTML and plain text. */
import {
  actionButton,
  detailsTable,
  mailLayout,
  paragraph,
  plainLink,
} from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';

export const invitationSubject = (courseTitle: string) => `You are enrolled in ${courseTitle}`;

/** The idempotency key of the invitation: one per address and course, however often staff enrol them. */
export const invitationKey = (email: string, slug: string) => `enrolment-invitation:${email}:${slug}`;

/** A stored day (`2026-07-06`) as people read it: 6 July 2026. */
const day = (isoDate: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * Tells a newly enrolled learner their course is ready and how to reach it: sign in (or sign up) with
 * this very address, confirm it, then find the course on their progress page.
 */
export async function invitationMail(
  invitation: { name: string; email: string; courseTitle: string; startDate: string; endDate: string },
  siteUrl: string,
) {
  const firstName = invitation.name.trim().split(/\s+/)[0] ?? invitation.name;
  const signIn = `${siteUrl}/lms/login?next=${encodeURIComponent('/course/progress')}`;
  const progress = `${siteUrl}/course/progress`;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `Your place in ${invitation.courseTitle} is ready. Sign in with this e-mail address to begin.`,
      heading: invitationSubject(invitation.courseTitle),
      children: [
        paragraph(`Assalamu alaikum ${firstName},`),
        paragraph(
          `Welcome to Aspire College. You now have a place in ${invitation.courseTitle}, and its lessons, readings and your progress are waiting for you in our learner area.`,
        ),
        detailsTable([
          ['Course', invitation.courseTitle],
          ['Starts', day(invitation.startDate)],
          ['Ends', day(invitation.endDate)],
          ['Your sign-in address', invitation.email],
        ]),
        paragraph('Three steps to begin:'),
        paragraph(
          `1. Sign in to the learner area with this e-mail address, ${invitation.email}. New to Aspire? Choose Sign up at the top of any page of our site and create your account with this same address.`,
        ),
        actionButton(signIn, 'Sign in to the learner area'),
        paragraph('If the button does not work, copy this address into your browser:'),
        paragraph(plainLink(signIn)),
        paragraph(
          '2. If your address is not confirmed yet, confirm it with the link we e-mail you when you sign up. Your course opens only to a confirmed address, so nobody else can take your place.',
        ),
        paragraph(`3. Open your progress page, where ${invitation.courseTitle} is listed:`),
        paragraph(plainLink(progress)),
        paragraph(
          'If you did not expect this e-mail, please call either of our offices below and we will put it right.',
        ),
      ],
    }),
  );
  return { subject: invitationSubject(invitation.courseTitle), ...content };
}
