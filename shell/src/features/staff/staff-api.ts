import { call, http } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import { useSession } from '@aspire/client/session';
import type { ServiceName } from '@aspire/config/site-map';
import {
  auditPageSchema,
  type StaffRole,
  staffChallengeSchema,
  type staffGrantSchema,
  staffMemberListSchema,
  staffMemberSchema,
  staffRoleSchema,
  staffSessionSchema,
  type staffSignInSchema,
} from '@aspire/contracts/staff';
import { z } from 'zod';
import { useRecoveryCodes } from './recovery-codes-store.ts';

/** Step one of a staff sign-in: the password; answers the challenge (and the authenticator to enrol). */
export const startStaffSignIn = (credentials: z.input<typeof staffSignInSchema>) =>
  call(http.post('identity/auth/staff/login', { json: credentials }), staffChallengeSchema);

/**
 * Step two: the authenticator's code (or a recovery code). The session is stored as an ordinary
 * sign-in stores it; the answer's recovery codes (first enrolment only) are put up to be shown first,
 * so the page asked for never flashes before them.
 */
export async function finishStaffSignIn(challenge: string, code: string) {
  const { accessToken, firstName, lastName, email, mobileNumber, recoveryCodes, recoveryCodesLeft } =
    await call(http.post('identity/auth/staff/verify', { json: { challenge, code } }), staffSessionSchema);
  useRecoveryCodes.setState({ left: recoveryCodesLeft });
  if (recoveryCodes?.length) useRecoveryCodes.getState().show(recoveryCodes);
  useSession.getState().signIn(accessToken, { firstName, lastName, email, mobileNumber });
}

export const MEMBERS_PATH = 'identity/staff/members';
export const membersQuery = () => apiQuery(MEMBERS_PATH, staffMemberListSchema, { private: true });

export const grantRoles = (grant: z.input<typeof staffGrantSchema>) =>
  call(http.post(MEMBERS_PATH, { json: grant }), staffMemberSchema);

export const setRoles = (id: string, roles: StaffRole[]) =>
  call(http.put(`${MEMBERS_PATH}/${id}/roles`, { json: { roles } }), staffMemberSchema);

export const resetSecondFactor = (id: string) =>
  call(http.post(`${MEMBERS_PATH}/${id}/reset-second-factor`, { json: {} }), staffMemberSchema);

/** What identity's staff directory answers: everyone on the staff, for pickers. */
const directorySchema = z.array(
  z.object({ id: z.string(), name: z.string(), email: z.string(), roles: z.array(staffRoleSchema) }),
);
export const directoryQuery = () => apiQuery('identity/staff/directory', directorySchema, { private: true });

/** The services whose staff changes the activity log shows, each with its own `GET …/staff/audit`. */
export const AUDITED_SERVICES = [
  'identity',
  'catalog',
  'shop',
  'lms',
  'info',
] as const satisfies readonly ServiceName[];
export type AuditedService = (typeof AUDITED_SERVICES)[number];

/** One page of a service's log, older than the cursor `before`, optionally one person's changes. */
export const auditPage = (
  service: AuditedService,
  options: { before?: string; actorId?: string; signal?: AbortSignal },
) =>
  call(
    http.get(`${service}/staff/audit`, {
      signal: options.signal,
      searchParams: {
        ...(options.before ? { before: options.before } : {}),
        ...(options.actorId ? { actorId: options.actorId } : {}),
      },
    }),
    auditPageSchema,
  );
