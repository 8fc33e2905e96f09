import {
  APPLICANT_STATUS_TEXT,
  guardianConsentSchema,
  myApplicationListSchema,
} from '@aspire/contracts/admissions';
import type { AuthEnv } from '@aspire/service-kit';
import { ApiError, body, ok, requireAuth } from '@aspire/service-kit';
import { Hono } from 'hono';
import { hashToken } from '../consent-token.ts';
import type { RouteDeps } from './deps.ts';
import { awaitingGuardian } from './inbox-view.ts';

export const CONFIRM_EMAIL_FIRST = 'Confirm your e-mail address to see your applications';
export const CONSENT_LINK_UNKNOWN =
  'This consent link is not valid. Please use the link in the latest e-mail we sent you.';
export const CONSENT_LINK_EXPIRED =
  'This consent link has expired. Please contact our admissions team and we will send you a new one.';

/**
 * The applicant's side: a signed-in applicant's own applications (by their confirmed e-mail), and the
 * guardian's confirmation of consent for an applicant under 18.
 */
export function applicantRoutes({ inbox, keys, now }: RouteDeps) {
  const api = new Hono<AuthEnv>();

  api.get('/applications/mine', requireAuth(keys), async (c) => {
    const { user } = c.var;
    // An address nobody has confirmed could be anyone's: its records are shown only to its owner.
    if (!user.emailVerified) throw new ApiError(403, CONFIRM_EMAIL_FIRST);
    c.header('cache-control', 'private, no-store');
    const docs = await inbox.mine(user.email);
    return ok(
      c,
      myApplicationListSchema.parse(
        docs.map((doc) => ({
          id: doc._id.toHexString(),
          kind: doc.kind,
          receivedAt: doc.receivedAt.toISOString(),
          courseTitle: doc.courseTitle,
          status: doc.status,
          statusText: APPLICANT_STATUS_TEXT[doc.status],
          awaitingGuardian: awaitingGuardian(doc),
        })),
      ),
    );
  });

  api.post('/guardian-consent', body(guardianConsentSchema), async (c) => {
    const record = await inbox.byConsentToken(hashToken(c.req.valid('json').token));
    if (!record?.guardian) throw new ApiError(400, CONSENT_LINK_UNKNOWN, { token: CONSENT_LINK_UNKNOWN });
    // Confirmed already: the same answer again (a second click, a mail scanner's visit).
    if (!record.guardian.consentedAt) {
      if ((record.consentExpiresAt?.getTime() ?? 0) < now().getTime())
        throw new ApiError(410, CONSENT_LINK_EXPIRED, { token: CONSENT_LINK_EXPIRED });
      await inbox.confirmConsent(record._id, now());
    }
    return ok(c, { studentName: record.name, confirmed: true as const });
  });
  return api;
}
