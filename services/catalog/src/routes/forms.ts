import { admissionModeOf, applicationSchema } from '@aspire/contracts/catalog';
import { contactMessageSchema } from '@aspire/contracts/contact';
import { ApiError, body, ok, rateLimit, type ServiceEnv } from '@aspire/service-kit';
import type { PendingMail } from '@aspire/service-kit/mail/outbox';
import { Hono } from 'hono';
import { z } from 'zod';
import { type ApplicationKind, applicationMails } from '../mail/application-mails.ts';
import { contactMails } from '../mail/contact-mails.ts';
import type { FormKind } from '../repo/submissions.ts';
import type { RouteDeps } from './deps.ts';

const uuid = z.uuid();

const MAIL_KIND: Record<FormKind, ApplicationKind> = { admissions: 'admission', enquiries: 'enquiry' };

/**
 * The admission and enquiry forms (one shape) and the contact overlay's message. A record and the
 * e-mails it owes (an acknowledgement to the sender, a notification to the college's office) are
 * written before success is answered; a repeated idempotency key answers the record already stored.
 */
export function formRoutes({ courses, submissions, mail, offices, siteUrl, formRateLimit }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const queueAll = async (mails: PendingMail[]) => {
    for (const message of mails) await mail.queueOnce(message);
  };
  // One limit for all three forms: a person fills in a handful; a script filling hundreds is refused.
  const limit = rateLimit({ limit: formRateLimit, windowMs: 10 * 60_000, what: 'form submissions' });
  for (const kind of ['admissions', 'enquiries'] as FormKind[]) {
    api.post(`/${kind}`, limit, body(applicationSchema), async (c) => {
      const { idempotencyKey: fromBody, ...application } = c.req.valid('json');
      const fromHeader = c.req.header('idempotency-key')?.trim();
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
      const course =
        application.courseId === undefined ? undefined : await courses.byId(application.courseId);
      if (course === null)
        throw new ApiError(400, 'Invalid courseId: unknown course', { courseId: 'Unknown course' });
      if (course) {
        application.admissionMode ??= admissionModeOf(course.id);
        application.location ||= course.location;
      }
      const stored = await submissions.storeForm(kind, application, key);
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
            kind: MAIL_KIND[kind],
            id: stored.id,
            receivedAt: stored.receivedAt,
            application,
            course: course ? { id: course.id, title: course.title } : undefined,
          },
          { siteUrl, admissionsEmail: offices.admissions },
        ),
      );
      return ok(c, { id: stored.id, receivedAt: stored.receivedAt }, stored.repeated ? 200 : 201);
    });
  }

  api.post('/contact', limit, body(contactMessageSchema), async (c) => {
    const message = c.req.valid('json');
    const receipt = await submissions.storeContact(message);
    await queueAll(contactMails({ ...receipt, message }, { siteUrl, contactEmail: offices.contact }));
    return ok(c, receipt, 201);
  });
  return api;
}
