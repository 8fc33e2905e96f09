import { type Application, applicationSchema } from '@aspire/contracts/application';
import { admissionModeOf } from '@aspire/contracts/catalog';
import { contactMessageSchema } from '@aspire/contracts/contact';
import { ApiError, body, ok, rateLimit, type ServiceEnv } from '@aspire/service-kit';
import type { PendingMail } from '@aspire/service-kit/mail/outbox';
import { Hono } from 'hono';
import { z } from 'zod';
import { newConsentToken } from '../consent-token.ts';
import { type ApplicationKind, applicationMails } from '../mail/application-mails.ts';
import { contactMails } from '../mail/contact-mails.ts';
import { guardianConsentMails } from '../mail/guardian-mails.ts';
import { guardianConsentKey } from '../mail/record-mails.ts';
import type { FormKind, Stored } from '../repo/inbox.ts';
import type { CourseRef } from '../repo/inbox-doc.ts';
import type { RouteDeps } from './deps.ts';

const uuid = z.uuid();

const FORMS = {
  admissions: { kind: 'application', mail: 'admission' },
  enquiries: { kind: 'enquiry', mail: 'enquiry' },
} as const satisfies Record<string, { kind: FormKind; mail: ApplicationKind }>;

/** The idempotency key of a form fill: from the body or the `Idempotency-Key` header, agreeing. */
function idempotencyKeyOf(fromBody: string | undefined, fromHeader: string | undefined) {
  if (fromHeader !== undefined && !uuid.safeParse(fromHeader).success) {
    throw new ApiError(400, 'Invalid idempotencyKey: must be a UUID', {
      idempotencyKey: 'Idempotency key must be a UUID',
    });
  }
  if (fromBody && fromHeader && fromBody.toLowerCase() !== fromHeader.toLowerCase()) {
    throw new ApiError(400, 'Invalid idempotencyKey: body and header disagree', {
      idempotencyKey: 'The Idempotency-Key header and the idempotencyKey field differ',
    });
  }
  const key = (fromBody ?? fromHeader)?.toLowerCase();
  if (!key) {
    throw new ApiError(400, 'Invalid idempotencyKey: required', {
      idempotencyKey:
        'An idempotency key (UUID) is required, in the idempotencyKey field or the Idempotency-Key header',
    });
  }
  return key;
}

/**
 * The admission and enquiry forms (one shape) and the contact overlay's message, each stored in the
 * inbox. A record and the e-mails it owes (an acknowledgement to the sender, a notification to the
 * college's office, a consent request to an under-18 applicant's guardian) are written before success
 * is answered; a repeated idempotency key answers the record already stored.
 */
export function formRoutes({ courses, inbox, mail, offices, siteUrl, formRateLimit, now }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const queueAll = async (mails: PendingMail[]) => {
    for (const message of mails) await mail.queueOnce(message);
  };

  /**
   * Mails the guardian their link. The token exists only in the request that stored the record; a
   * repeat whose first try never queued the e-mail makes a new one (replacing the hash kept).
   */
  async function askGuardian(
    stored: Stored,
    form: Omit<Application, 'idempotencyKey'>,
    course: CourseRef | null,
    firstToken: ReturnType<typeof newConsentToken>,
  ) {
    if (!form.minor || !form.guardian) return;
    let { token } = firstToken;
    if (stored.repeated) {
      if (await mail.has(guardianConsentKey(stored.id))) return;
      const fresh = newConsentToken(now());
      const record = await inbox.byId(stored.id);
      if (!record) return;
      await inbox.setConsentToken(record._id, fresh.tokenHash, fresh.expiresAt);
      token = fresh.token;
    }
    await mail.queueOnce(
      guardianConsentMails(
        {
          id: stored.id,
          studentName: form.studentName,
          courseTitle: course?.title ?? null,
          guardian: form.guardian,
          token,
        },
        siteUrl,
      ),
    );
  }

  // One limit for all three forms: a person fills in a handful; a script filling hundreds is refused.
  const limit = rateLimit({ limit: formRateLimit, windowMs: 10 * 60_000, what: 'form submissions' });
  for (const [path, form] of Object.entries(FORMS)) {
    api.post(`/${path}`, limit, body(applicationSchema), async (c) => {
      const { idempotencyKey: fromBody, ...application } = c.req.valid('json');
      const key = idempotencyKeyOf(fromBody, c.req.header('idempotency-key')?.trim());
      const course =
        application.courseId === undefined ? undefined : await courses.byId(application.courseId);
      if (course === null)
        throw new ApiError(400, 'Invalid courseId: unknown course', { courseId: 'Unknown course' });
      if (course) {
        application.admissionMode ??= admissionModeOf(course);
        application.location ||= course.location;
      }
      if (!application.minor) delete application.guardian;
      const courseRef = course ? { id: course.id, slug: course.slug, title: course.title } : null;
      const consent = newConsentToken(now());
      const stored = await inbox.storeForm(form.kind, application, key, courseRef, consent);
      if (!stored.sameContent) {
        throw new ApiError(
          409,
          'This form was already sent with different details. Reload the form to send a new one.',
          {
            idempotencyKey: 'Already used for a different submission',
          },
        );
      }
      // Queued on a repeat too: the keys name the record, so nothing is sent (or rendered) twice, and a
      // request retried after a failure between storing and queueing still gets its e-mails out.
      await queueAll(
        applicationMails(
          {
            kind: form.mail,
            id: stored.id,
            receivedAt: stored.receivedAt,
            application,
            course: course ? { id: course.id, title: course.title } : undefined,
          },
          { siteUrl, admissionsEmail: offices.admissions },
        ),
      );
      await askGuardian(stored, application, courseRef, consent);
      return ok(c, { id: stored.id, receivedAt: stored.receivedAt }, stored.repeated ? 200 : 201);
    });
  }

  api.post('/contact', limit, body(contactMessageSchema), async (c) => {
    const message = c.req.valid('json');
    const receipt = await inbox.storeContact(message);
    await queueAll(contactMails({ ...receipt, message }, { siteUrl, contactEmail: offices.contact }));
    return ok(c, receipt, 201);
  });
  return api;
}
