import {
  certificateCodeSchema,
  certificateParamsSchema,
  certificateReissueSchema,
  certificateRevokeSchema,
  type MyCertificate,
} from '@aspire/contracts/certificates';
import { ApiError, body, ok, params, rateLimit, type ServiceEnv } from '@aspire/service-kit';
import { type AuditChange, actorOf } from '@aspire/service-kit/audit';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { certificateIssuing } from '../certificates/issuing.ts';
import { certificateFileName, certificatePdf, certificatePdfPath } from '../certificates/pdf.ts';
import { learnerOf, privateAnswer } from '../lib/learner.ts';
import { revokedMails } from '../mail/certificate-mail.ts';
import { checkOf, type StoredCertificate, statusOf } from '../repo/certificates.ts';
import type { RouteDeps } from './deps.ts';
import { enrolmentSubject } from './enrol-learner.ts';
import { ENROLMENT_NOT_FOUND, enrolmentParamsSchema, enrolmentRecord } from './staff-learning-view.ts';

export const NO_SUCH_CERTIFICATE = 'No certificate has this code';
export const CERTIFICATE_REVOKED = 'This certificate has been revoked, so it can no longer be downloaded';
export const HOLDER_ERASED =
  'The holder of this certificate had their data erased at their request, so it cannot be reissued. It can still be revoked.';

/**
 * Public checks one address may make a minute: plenty for a person checking certificates by hand, and
 * at that pace guessing a code (one in 2^40) would take far longer than anyone has.
 */
export const CHECKS_PER_MINUTE = 30;

/** `ASP-7K2M-Q9XD.pdf` in a path: the code (normalised as the contract does) of the PDF asked for. */
const pdfParamsSchema = z.object({
  file: z
    .string()
    .regex(/\.pdf$/i, 'Ask for the certificate as ASP-XXXX-XXXX.pdf')
    .transform((file) => file.slice(0, -'.pdf'.length))
    .pipe(certificateCodeSchema),
});

/** A certificate names a person: never kept by a cache, never indexed, also when the code is unknown. */
const unlisted: MiddlewareHandler = async (c, next) => {
  c.header('cache-control', 'no-store');
  c.header('x-robots-tag', 'noindex');
  await next();
};

/**
 * Certificates: anyone's check of a code, the learner's own list and PDFs, and staff's sign-off,
 * revoke and reissue (role `learning`; each audited on the enrolment's timeline and mailed).
 */
export function certificateRoutes(deps: RouteDeps) {
  const issuing = certificateIssuing(deps);
  const api = new Hono<ServiceEnv>();
  const checks = rateLimit({ limit: CHECKS_PER_MINUTE, windowMs: 60_000, what: 'certificate checks' });

  /** `GET /certificates/{code}` (public): only what the certificate itself shows. */
  api.get('/certificates/:code', unlisted, checks, params(certificateParamsSchema), async (c) => {
    const certificate = await deps.certificates.find(c.req.valid('param').code);
    if (!certificate) throw new ApiError(404, NO_SUCH_CERTIFICATE);
    return ok(c, checkOf(certificate));
  });

  /** The signed-in learner's certificates, newest first. */
  api.get('/my-certificates', deps.auth, async (c) => {
    const certificates = await deps.certificates.listForHolder(learnerOf(c).id);
    const mine: MyCertificate[] = certificates.map((certificate) => ({
      ...checkOf(certificate),
      courseId: certificate.courseId,
      slug: certificate.slug,
      pdfUrl: certificatePdfPath(certificate._id),
    }));
    return privateAnswer(c, mine);
  });

  /** A certificate's PDF, to its holder only (404 to anyone else); a revoked one is gone (410). */
  api.get('/my-certificates/:file', deps.auth, params(pdfParamsSchema), async (c) => {
    const code = c.req.valid('param').file;
    const certificate = await deps.certificates.find(code);
    if (!certificate || certificate.userId !== learnerOf(c).id) throw new ApiError(404, NO_SUCH_CERTIFICATE);
    if (statusOf(certificate) === 'revoked') throw new ApiError(410, CERTIFICATE_REVOKED);
    const pdf = await certificatePdf(
      { code, name: certificate.name, courseTitle: certificate.courseTitle, issuedOn: certificate.issuedOn },
      deps.siteUrl,
    );
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${certificateFileName(code)}"`,
      'cache-control': 'private, no-store',
    });
  });

  /** A certificate's change as the audit log keeps it: on its enrolment's timeline. */
  async function audited(certificate: StoredCertificate, change: Omit<AuditChange, 'subject'>) {
    const enrolment = await deps.enrolments.findById(certificate.enrolmentId.toHexString());
    if (!enrolment) throw new ApiError(404, ENROLMENT_NOT_FOUND);
    return { ...change, subject: enrolmentSubject(enrolment, certificate.courseTitle) };
  }

  /** Signs a complete enrolment off: its certificate is issued and mailed (409 saying what is missing). */
  api.post(
    '/staff/learning/enrolments/:id/sign-off',
    deps.learning,
    params(enrolmentParamsSchema),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const { id } = c.req.valid('param');
      const enrolment = await deps.enrolments.findById(id);
      if (!enrolment) throw new ApiError(404, ENROLMENT_NOT_FOUND);
      const actor = actorOf(c.var.user);
      const { certificate, created } = await issuing.signOff(enrolment, actor);
      if (created)
        await deps.audit.record(
          actor,
          await audited(certificate, {
            action: 'certificate.issued',
            changes: { certificate: { from: null, to: certificate._id } },
            note: 'Completion signed off',
          }),
        );
      return ok(c, await enrolmentRecord(deps, id));
    },
  );

  /**
   * Revokes a certificate (its page then says revoked); the learner is told, unless they were erased.
   * A repeat changes nothing.
   */
  api.post(
    '/staff/certificates/:code/revoke',
    deps.learning,
    params(certificateParamsSchema),
    body(certificateRevokeSchema),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const { code } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const actor = actorOf(c.var.user);
      const result = await deps.certificates.revoke(code, reason, actor);
      if (!result) throw new ApiError(404, NO_SUCH_CERTIFICATE);
      const { certificate, changed } = result;
      if (changed) {
        await deps.audit.record(
          actor,
          await audited(certificate, {
            action: 'certificate.revoked',
            changes: { status: { from: 'valid', to: 'revoked' } },
            note: reason,
          }),
        );
        // An erased holder has no address to tell.
        if (!certificate.erasedAt) await deps.mail.queueOnce(revokedMails(certificate, deps.siteUrl));
      }
      return ok(c, await enrolmentRecord(deps, certificate.enrolmentId.toHexString()));
    },
  );

  /**
   * Reissues a certificate under the same code: valid again, with the name corrected when one is given,
   * and its new PDF mailed. Reissuing a valid one with the same name changes nothing; an erased
   * holder's is refused (409).
   */
  api.post(
    '/staff/certificates/:code/reissue',
    deps.learning,
    params(certificateParamsSchema),
    body(certificateReissueSchema),
    async (c) => {
      c.header('cache-control', 'private, no-store');
      const { code } = c.req.valid('param');
      const before = await deps.certificates.find(code);
      if (!before) throw new ApiError(404, NO_SUCH_CERTIFICATE);
      if (before.erasedAt) throw new ApiError(409, HOLDER_ERASED);
      const result = await deps.certificates.reissue(code, c.req.valid('json').name);
      if (!result) throw new ApiError(404, NO_SUCH_CERTIFICATE);
      const { certificate, changed } = result;
      if (changed) {
        const changes: AuditChange['changes'] = {};
        if (statusOf(before) !== 'valid') changes.status = { from: statusOf(before), to: 'valid' };
        if (before.name !== certificate.name) changes.name = { from: before.name, to: certificate.name };
        await deps.audit.record(
          actorOf(c.var.user),
          await audited(certificate, { action: 'certificate.reissued', changes }),
        );
        await issuing.mailIfValid(certificate);
      }
      return ok(c, await enrolmentRecord(deps, certificate.enrolmentId.toHexString()));
    },
  );
  return api;
}
