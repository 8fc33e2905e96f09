/** The learner area's invitation to a course the college enrolled someone in, as HTML and plain text. */

import { longDateInIndia } from '@aspire/service-kit/india-days';
import {
  actionButton,
  detailsTable,
  mailLayout,
  paragraph,
  plainLink,
} from '@aspire/service-kit/mail/layout';
import { renderMail } from '@aspire/service-kit/mail/render';
import type { ObjectId } from 'mongodb';

export const invitationSubject = (courseTitle: string) => `You are enrolled in ${courseTitle}`;

/**
 * The idempotency key of the invitation: one per enrolment (that is, per address and catalogue course),
 * however often staff enrol them (or import them again). It names no address: the outbox keeps keys
 * after an erasure.
 */
export const invitationKey = (enrolmentId: ObjectId) => `enrolment-invitation:${enrolmentId.toHexString()}`;

/**
 * Tells a newly enrolled learner which course they have a place in and when it starts, and how to reach
 * it: the link signs them in (or lets a new learner sign up) with this very address and lands them in
 * the course, which opens once the address is confirmed.
 */
export async function invitationMail(
  invitation: {
    name: string;
    email: string;
    courseTitle: string;
    slug: string;
    startDate: string;
    endDate: string;
  },
  siteUrl: string,
) {
  const firstName = invitation.name.trim().split(/\s+/)[0] ?? invitation.name;
  const course = `${siteUrl}/lms/login?next=${encodeURIComponent(`/lms/${invitation.slug}`)}`;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `Your place in ${invitation.courseTitle} is ready from ${longDateInIndia(invitation.startDate)}. Sign in with this e-mail address to begin.`,
      heading: invitationSubject(invitation.courseTitle),
      children: [
        paragraph(`Assalamu alaikum ${firstName},`),
        paragraph(
          `Welcome to Aspire College. You now have a place in ${invitation.courseTitle}, and its lessons, readings and your progress are waiting for you in our learner area.`,
        ),
        detailsTable([
          ['Course', invitation.courseTitle],
          ['Starts', longDateInIndia(invitation.startDate)],
          ['Ends', longDateInIndia(invitation.endDate)],
          ['Your sign-in address', invitation.email],
        ]),
        paragraph(
          `Use the button below and sign in with this e-mail address, ${invitation.email}. New to Aspire? Choose Sign up on that page and create your account with this same address. Either way, you will arrive in your course.`,
        ),
        actionButton(course, 'Go to my course'),
        paragraph('If the button does not work, copy this address into your browser:'),
        paragraph(plainLink(course)),
        paragraph(
          'If your address is not confirmed yet, confirm it with the link we e-mail you when you sign up. Your course opens only to a confirmed address, so nobody else can take your place.',
        ),
        paragraph(
          'If you did not expect this e-mail, please call either of our offices below and we will put it right.',
        ),
      ],
    }),
  );
  return { subject: invitationSubject(invitation.courseTitle), ...content };
}
