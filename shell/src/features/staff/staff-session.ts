import { useSession } from '@aspire/client/session';
import { tokenClaims } from '@aspire/client/session-renewal';
import { staffNavigation } from '@aspire/config/site-map';
import { mayAct, STAFF_ROLES, type StaffRole } from '@aspire/contracts/staff';
import { useMemo } from 'react';

/** A staff page's need: one role, or `staff` (any role). */
export type StaffNeed = StaffRole | 'staff';

/**
 * The staff roles an access token carries (claim `roles`), read from its payload without verifying it:
 * the services verify; the page only decides what to show. Identity writes the claim only for a sign-in
 * that passed the second factor and keeps it on renewal, so no roles means no staff session.
 */
export function tokenRoles(token: string | null): StaffRole[] {
  const { roles } = tokenClaims(token);
  return Array.isArray(roles) ? STAFF_ROLES.filter((role) => roles.includes(role)) : [];
}

/** The roles of the page's session (none when signed out or signed in without the second factor). */
export function useStaffRoles() {
  const token = useSession((state) => state.accessToken);
  return useMemo(() => tokenRoles(token), [token]);
}

/** Whether someone holding `roles` may open a page that needs `need`. */
export const mayOpen = (roles: readonly StaffRole[], need: StaffNeed) =>
  need === 'staff' ? roles.length > 0 : mayAct(roles, need);

/** The staff navigation someone holding `roles` sees: only the pages they may open. */
export const navigationFor = (roles: readonly StaffRole[]) =>
  staffNavigation().filter((item) => mayOpen(roles, item.role));
