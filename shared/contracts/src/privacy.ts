/**
 * A person's rights over their data (India's DPDP Act 2023 and its Rules of 2025): what the site holds
 * about them downloaded, their account erased, and the consents they gave recorded.
 */
import { z } from 'zod';
import { emailSchema } from './email.ts';
import { phoneSchema } from './phone.ts';

export * from './privacy-notice.ts';

/** Every service that holds personal data and so must act on an erasure before it is done. */
export const ERASURE_SERVICES = ['catalog', 'shop', 'lms'] as const;
export type ErasureService = (typeof ERASURE_SERVICES)[number];

/**
 * One service's part of "Download my data": sentences a person can read (`summary`), and everything it
 * holds about them (`data`), as the service keeps it, minus secrets (password hashes, tokens).
 */
export const myDataPartSchema = z.object({
  summary: z.array(z.string()),
  data: z.record(z.string(), z.unknown()),
});
export type MyDataPart = z.infer<typeof myDataPartSchema>;

/** Purposes a person consents to. `account` is given at sign-up and ends only with the account. */
export const CONSENT_PURPOSES = ['account', 'news'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_TEXT: Record<ConsentPurpose, string> = {
  account: 'Keeping your account, orders and courses as the privacy notice describes',
  news: 'E-mails about events, open days and admission dates',
};
/** Purposes a person may withdraw while keeping their account. */
export const OPTIONAL_PURPOSES: readonly ConsentPurpose[] = ['news'];

export const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  text: z.string(),
  optional: z.boolean(),
  /** Whether it stands now. */
  given: z.boolean(),
  /** The notice version the person saw when they last gave it, and when; null if never given. */
  noticeVersion: z.string().nullable(),
  givenAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentListSchema = z.array(consentSchema);
/** `PUT /api/identity/consents/:purpose`: give or withdraw an optional consent. */
export const consentChangeSchema = z.object({ given: z.boolean() });

/** `PATCH /api/identity/me`: the person corrects their own details (the e-mail is their sign-in). */
export const profileChangeSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(60, 'First name is too long'),
    lastName: z.string().trim().min(1, 'Last name is required').max(60, 'Last name is too long'),
    mobileNumber: phoneSchema,
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });
export type ProfileChange = z.infer<typeof profileChangeSchema>;

/** `POST /api/identity/erasure`: a signed-in person asks; the confirmation link goes to their address. */
export const ERASURE_LINK_INCOMPLETE = 'This link is incomplete. Open the link from the e-mail again.';
/** `POST /api/identity/erasure/confirm`: the link's token, as e-mail confirmation links are made. */
export const erasureConfirmSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, ERASURE_LINK_INCOMPLETE),
});
export const erasureConfirmedSchema = z.object({
  /** The address the "it is done" e-mail will go to. */
  email: z.string(),
  /** ISO time by which every service will have erased its part. */
  completeBy: z.string(),
});

/** `POST /api/identity/staff/erasures` (admin): a request made by post or phone, checked by staff. */
export const staffErasureSchema = z.object({
  email: emailSchema,
  reason: z.string().trim().min(5, 'Say how the request was made and checked').max(500, 'Reason is too long'),
});

/** An erasure as the admin's list shows it: the address is gone once the person has been told. */
export const erasureStatusSchema = z.object({
  id: z.string(),
  requestedAt: z.string(),
  /** Self (confirmed from the e-mail) or the admin who recorded it. */
  requestedBy: z.string(),
  reason: z.string().nullable(),
  /** The address until the person has been told, then null. */
  email: z.string().nullable(),
  completeBy: z.string(),
  services: z.array(z.object({ service: z.enum(ERASURE_SERVICES), doneAt: z.string().nullable() })),
  doneAt: z.string().nullable(),
});
export type ErasureStatus = z.infer<typeof erasureStatusSchema>;
export const erasureStatusListSchema = z.array(erasureStatusSchema);

/**
 * Service to service (identity's own port, outside `/api/`): `GET /internal/erasures?service=shop`
 * answers the erasures the service has not acknowledged; it erases its part of each, then acknowledges
 * with `POST /internal/erasures/:id/ack` and `{ service }`. Erasing twice must change nothing.
 */
export const erasureOrderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The account's address, confirmed by the erasure link or checked by staff: data kept by address goes too. */
  email: z.string(),
  requestedAt: z.string(),
});
export type ErasureOrder = z.infer<typeof erasureOrderSchema>;
export const erasureFeedSchema = z.object({ erasures: z.array(erasureOrderSchema) });
export const erasureAckSchema = z.object({ service: z.enum(ERASURE_SERVICES) });

/** What a service writes where a person's name or address was, so a record still reads sensibly. */
export const ERASED = 'Erased';
