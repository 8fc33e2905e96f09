/**
 * The admission and enquiry forms' e-mails, in the college's layout, as HTML and plain text: an
 * acknowledgement to the applicant and a notification with every field to the admissions office.
 */
import { SITE } from '@aspire/config/site';
import type { Application } from '@aspire/contracts/application';
import type { AdmissionMode } from '@aspire/contracts/catalog';
import { displayPhone } from '@aspire/contracts/phone';
import { actionButton, detailsTable, mailLayout, paragraph } from '@aspire/service-kit/mail/layout';
import type { PendingMail } from '@aspire/service-kit/mail/outbox';
import { renderMail } from '@aspire/service-kit/mail/render';
import { callUs, firstNameOf, officesFor, oneLine, receivedTime } from './details.ts';

export type ApplicationKind = 'admission' | 'enquiry';

/** A stored admission or enquiry, with the title of its course when it names one. */
export type ApplicationRecord = {
  kind: ApplicationKind;
  id: string;
  receivedAt: Date | string;
  application: Omit<Application, 'idempotencyKey'>;
  course?: { id: number; title: string };
};

export const ACKNOWLEDGEMENT_SUBJECT: Record<ApplicationKind, string> = {
  admission: 'We received your application to Aspire',
  enquiry: 'Thank you for your enquiry to Aspire',
};

const KIND_LABEL: Record<ApplicationKind, string> = { admission: 'Admission', enquiry: 'Enquiry' };
const MODE_LABEL: Record<AdmissionMode, string> = { 'on-campus': 'On campus', online: 'Online' };

const courseName = (record: ApplicationRecord) => record.course?.title ?? 'No course chosen';

/** The office's subject: who, and for which course, so the inbox reads as a list of applicants. */
export const notificationSubject = (record: ApplicationRecord) =>
  `New ${record.kind}: ${oneLine(record.application.studentName)} — ${courseName(record)}`;

const coursePage = (record: ApplicationRecord, siteUrl: string) =>
  record.course ? `${siteUrl}/course/${record.course.id}` : `${siteUrl}/courses`;

/** What the applicant sent, for both e-mails (the office's adds the record's own details). */
const formRows = ({ application, course }: ApplicationRecord) =>
  [
    ['Student name', oneLine(application.studentName)],
    ['Email', application.email],
    ['Mobile number', displayPhone(application.mobileNumber)],
    ['Gender', application.gender],
    ['Course', course ? `${course.title} (course ${course.id})` : 'No course chosen'],
    ['Study mode', application.admissionMode && MODE_LABEL[application.admissionMode]],
    ['Campus or location', application.location],
    ['Message', application.message],
    ...(application.minor && application.guardian
      ? ([
          ['Under 18', 'Yes: we ask the parent or guardian for consent by e-mail'],
          ['Parent or guardian', oneLine(application.guardian.name)],
          ['Guardian’s email', application.guardian.email],
          ['Guardian’s phone', displayPhone(application.guardian.phone)],
        ] as const)
      : []),
  ] as const;

/** Thanks the applicant, says what happens next and whom to call, and repeats what they sent. */
export async function acknowledgementMail(record: ApplicationRecord, siteUrl: string) {
  const { application, kind } = record;
  const course = record.course ? record.course.title : 'studying with us';
  const offices = officesFor(application.location);
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview:
        kind === 'admission'
          ? `Your application for ${courseName(record)} has reached our admissions team.`
          : 'Your enquiry has reached our admissions team.',
      heading: kind === 'admission' ? 'Your application has reached us' : 'Thank you for your enquiry',
      children: [
        paragraph(`Assalamu alaikum ${firstNameOf(application.studentName)},`),
        kind === 'admission'
          ? paragraph(
              `Thank you for applying to ${SITE.name}. Your application for ${course} has reached our admissions team.`,
            )
          : paragraph(
              `Thank you for writing to ${SITE.name} about ${course}. Your enquiry has reached our admissions team.`,
            ),
        paragraph(
          `What happens next: someone from the team will read it and call you on ${displayPhone(application.mobileNumber)} within two working days.`,
          kind === 'admission'
            ? ' They will talk you through the fees and the start of the next batch, and tell you which documents to keep ready for admission, such as your latest mark sheet and a photo identity card.'
            : ' They will answer your questions and, if you wish, help you apply.',
        ),
        actionButton(
          coursePage(record, siteUrl),
          record.course ? 'Read about the course again' : 'See our courses',
        ),
        paragraph(`If you would like to talk to us sooner, ${callUs(offices)}.`),
        paragraph('This is what you sent us:'),
        detailsTable(formRows(record)),
        paragraph('If anything in it is not right, tell us when we call, and we will correct it.'),
      ],
    }),
  );
  return { subject: ACKNOWLEDGEMENT_SUBJECT[kind], ...content };
}

/** Tells the admissions office of a new form, with every field, so they can call the applicant. */
export async function notificationMail(record: ApplicationRecord, siteUrl: string) {
  const { application, kind } = record;
  const content = await renderMail(
    mailLayout({
      siteUrl,
      preview: `${oneLine(application.studentName)} sent the ${kind} form for ${courseName(record)}.`,
      heading: `New ${kind} from the website`,
      children: [
        paragraph(
          `${oneLine(application.studentName)} sent the ${kind} form on the website. They have been told that the admissions team will call them on ${displayPhone(application.mobileNumber)} within two working days.`,
        ),
        detailsTable([
          ['Form', KIND_LABEL[kind]],
          ['Reference', record.id],
          ['Received', receivedTime(record.receivedAt)],
          ...formRows(record),
        ]),
      ],
    }),
  );
  return { subject: notificationSubject(record), ...content };
}

/**
 * The two e-mails a new admission or enquiry owes, keyed by its record: sending a form again with the
 * same idempotency key names the same record, so it never queues a second copy.
 */
export function applicationMails(
  record: ApplicationRecord,
  { siteUrl, admissionsEmail }: { siteUrl: string; admissionsEmail: string },
): PendingMail[] {
  return [
    {
      key: `${record.kind}-ack:${record.id}`,
      to: record.application.email,
      template: `${record.kind}-acknowledgement`,
      render: () => acknowledgementMail(record, siteUrl),
    },
    {
      key: `${record.kind}-office:${record.id}`,
      to: admissionsEmail,
      // The office answers the applicant with Reply.
      replyTo: record.application.email,
      template: `${record.kind}-notification`,
      render: () => notificationMail(record, siteUrl),
    },
  ];
}
