import { admissionModeOf, applicationSchema } from '@aspire/contracts/catalog';
import { contactMessageSchema } from '@aspire/contracts/contact';
import { ApiError, body, ok, rateLimit, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { FormKind } from '../repo/submissions.ts';
import type { RouteDeps } from './deps.ts';

const uuid = z.uuid();

/**
 * The admission and enquiry forms (one shape) and the contact overlay's message. A record is written
 * before success is answered; a repeated idempotency key answers the record already stored.
 */
export function formRoutes({ courses, submissions, formRateLimit }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
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
      if (application.courseId !== undefined) {
        const course = await courses.byId(application.courseId);
        if (!course)
          throw new ApiError(400, 'Invalid courseId: unknown course', { courseId: 'Unknown course' });
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
      return ok(c, { id: stored.id, receivedAt: stored.receivedAt }, stored.repeated ? 200 : 201);
    });
  }

  api.post('/contact', limit, body(contactMessageSchema), async (c) => {
    const receipt = await submissions.storeContact(c.req.valid('json'));
    return ok(c, receipt, 201);
  });
  return api;
}
