import { z } from 'zod';

/**
 * Certificates of completion (the learner area): issued once per enrolment when every unit of its course
 * is complete (and, where the course asks for it, a member of staff with the `learning` role has signed
 * the completion off), mailed with its PDF, listed for the learner, and verifiable by anyone at
 * `/certificates/{code}` through `GET /api/lms/certificates/{code}`.
 */

/** Crockford's base32 (no I, L, O, U): read aloud or typed from paper without confusion. */
const CODE_CHARS = '[0-9A-HJKMNP-TV-Z]';
/** `ASP-7K2M-Q9XD`: the college's prefix and eight random characters, unique. */
export const certificateCodeSchema = z
  .string({ error: 'Enter the certificate code' })
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^ASP-${CODE_CHARS}{4}-${CODE_CHARS}{4}$`), 'Enter the code as printed: ASP-XXXX-XXXX');
export const certificateParamsSchema = z.object({ code: certificateCodeSchema });

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export const certificateStatusSchema = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/**
 * `GET /api/lms/certificates/{code}` (public; 404 for an unknown code): only what the certificate itself
 * shows. `issuedOn` and `revokedOn` are days (`2026-11-26`, India). `name` is null once the holder had
 * their data erased: the check then shows only the code, the course and the date.
 */
export const certificateCheckSchema = z.object({
  code: z.string(),
  name: z.string().nullable(),
  courseTitle: z.string(),
  issuedOn: z.string(),
  status: certificateStatusSchema,
  revokedOn: z.string().nullable(),
});
export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

/** The public page's address of a certificate (printed on it as a QR code). */
export const certificatePath = (code: string) => `/certificates/${code}`;

/**
 * `GET /api/lms/my-certificates` (signed in): the learner's own certificates, newest first; each PDF is
 * `GET /api/lms/my-certificates/{code}.pdf`.
 */
export const myCertificateSchema = certificateCheckSchema.extend({
  courseId: z.number().int(),
  /** The learner-area course it completes (the viewer's `/lms/{slug}`). */
  slug: z.string(),
  pdfUrl: z.string(),
});
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificateListSchema = z.array(myCertificateSchema);

/** `POST /api/lms/staff/certificates/{code}/revoke` (role learning): why, for the record. */
export const certificateRevokeSchema = z.object({
  reason: z
    .string({ error: 'Say why the certificate is revoked' })
    .trim()
    .min(3, 'Say why the certificate is revoked')
    .max(300, 'Reason is too long (300 characters at most)'),
});

/**
 * `POST /api/lms/staff/certificates/{code}/reissue` (role learning): valid again, with the learner's name
 * as it is now (a corrected name) and a new PDF mailed; the code stays the same.
 */
export const certificateReissueSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name as it should be printed').max(120).optional(),
});
