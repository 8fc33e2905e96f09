import { z } from 'zod';

/**
 * What a member of staff may do. One person may hold several; identity puts them in the access token
 * (claim `roles`) only for a sign-in that passed the second factor, and every service checks them on its
 * staff routes. `admin` manages staff and passes every staff check.
 */
export const STAFF_ROLES = ['admin', 'admissions', 'shop', 'learning', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  admissions: 'Admissions',
  shop: 'Shop',
  learning: 'Learning',
  content: 'Content',
};

/** The refusal of a staff route to someone signed in without its role (403). */
export const STAFF_ROLE_REQUIRED = 'Your account does not have access to this';

/** Whether someone holding `roles` may use a route that needs `role`. */
export const mayAct = (roles: readonly StaffRole[], role: StaffRole) =>
  roles.includes(role) || roles.includes('admin');

/** The member of staff who made a change, as every audit entry and timeline names them. */
export const actorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type Actor = z.infer<typeof actorSchema>;

/**
 * One recorded staff change (who, when, what): kept by the service that owns the record, shown in the
 * record's timeline and in the admin's log. `changes` holds each changed field's value before and after.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: actorSchema,
  service: z.string(),
  action: z.string(),
  subject: z.object({ kind: z.string(), id: z.string(), label: z.string().optional() }),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).optional(),
  note: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/** A note a member of staff adds to a record's timeline (an applicant, an order). */
export const staffNoteSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, 'Write the note first')
    .max(4000, 'Note is too long (4000 characters at most)'),
});

/** A page of the audit log, newest first; `next` is the cursor of the following page. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next: z.string().nullable() });
export const auditQuerySchema = z.object({
  before: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  subjectKind: z.string().max(40).optional(),
  subjectId: z.string().max(80).optional(),
  actorId: z.string().max(40).optional(),
});

// Staff sign-in with a second factor (identity, `/api/identity/auth/staff/…`).

/** Step one: e-mail and password, as any sign-in. */
export const staffSignInSchema = z.object({
  email: z.string().trim().max(254, 'Email is too long').min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required').max(128, 'Password is too long'),
});
/**
 * What step one answers: a short-lived `challenge` for step two, and for a first sign-in the
 * authenticator to enrol (the `otpauth://` address as text and as a QR code, an SVG document).
 */
export const staffChallengeSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('verify'), challenge: z.string() }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    otpauthUrl: z.string(),
    secret: z.string(),
    qrSvg: z.string(),
  }),
]);
export type StaffChallenge = z.infer<typeof staffChallengeSchema>;

export const SECOND_FACTOR_INVALID =
  'That code is not right. Enter the current code from your authenticator app.';
/** Step two: the authenticator's 6-digit code, or one of the recovery codes (`abcd-efgh`). */
export const staffVerifySchema = z.object({
  challenge: z.string().min(10).max(2000),
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app')
    .max(20, SECOND_FACTOR_INVALID)
    .regex(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i, SECOND_FACTOR_INVALID),
});
/**
 * A staff sign-in: the profile with its roles and the access token (also in the `authorization`
 * header); `recoveryCodes` only once, when the authenticator was just enrolled (or codes renewed).
 */
export const staffSessionSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  emailVerified: z.boolean(),
  roles: z.array(staffRoleSchema),
  accessToken: z.string(),
  recoveryCodes: z.array(z.string()).optional(),
  /** Recovery codes not yet used, so the screen can warn when few are left. */
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

// Staff and roles (identity, admins only: `/api/identity/staff/members…`).

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(staffRoleSchema),
  /** Whether an authenticator is enrolled (false until the member's first staff sign-in). */
  secondFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMemberListSchema = z.array(staffMemberSchema);
/**
 * Give an account roles: an existing account by its e-mail, or a new one (named) that is sent a link to
 * set its password. An empty list of roles takes someone off the staff.
 */
export const staffGrantSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  roles: z.array(staffRoleSchema).max(STAFF_ROLES.length),
});
export const staffRolesSchema = z.object({ roles: z.array(staffRoleSchema).max(STAFF_ROLES.length) });

/** Colleagues for pickers (an assignee): identity's `GET /staff/directory`, open to every member of staff. */
export const staffDirectorySchema = z.array(
  z.object({ id: z.string(), name: z.string(), email: z.string(), roles: z.array(staffRoleSchema) }),
);
export type StaffPerson = z.infer<typeof staffDirectorySchema>[number];
