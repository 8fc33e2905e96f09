import { randomBytes } from 'node:crypto';
import {
  type Actor,
  ROLE_LABELS,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@aspire/contracts/staff';
import { ApiError } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { UserDoc, UsersRepo } from '../repo/users.ts';
import { refuseWeakPassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';

export const STAFF_SUBJECT = 'staff-member';
export const LAST_ADMIN =
  'This is the last administrator: give someone else the Administrator role before taking it away.';
export const NOT_STAFF_MEMBER = 'There is no such account';

/** Roles without repeats, in the order the college lists them. */
export const normaliseRoles = (roles: readonly StaffRole[]) =>
  STAFF_ROLES.filter((role) => roles.includes(role));
/** "Admissions and Shop": roles as a sentence names them. */
export const rolesText = (roles: readonly StaffRole[]) => {
  const labels = normaliseRoles(roles).map((role) => ROLE_LABELS[role]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? 'none');
};
/** Who `pnpm staff` changes are recorded as. */
export const CLI_ACTOR: Actor = { id: 'cli', name: 'pnpm staff', email: '' };
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_SHORT = `A staff password needs at least ${STAFF_PASSWORD_MIN} characters.`;

/** Refuses a password too weak for a staff account: short, common, or the address itself. */
export function refuseWeakStaffPassword(password: string, email: string) {
  if (password.length < STAFF_PASSWORD_MIN)
    throw new ApiError(400, STAFF_PASSWORD_SHORT, { password: STAFF_PASSWORD_SHORT });
  refuseWeakPassword(password, email, 'password');
}

/** "Mariam Rahman" (or, without a name, the address's "mariam.rahman") as first and last name. */
export function splitName(name: string | undefined, email: string) {
  const given = name?.trim();
  const words = given
    ? given.split(/\s+/)
    : (email.split('@')[0] ?? '')
        .split(/[._-]+/)
        .filter(Boolean)
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { firstName: words[0] ?? email, lastName: words.slice(1).join(' ') };
}

/** A password nobody knows, for an account whose owner sets their own through a mailed link. */
export const unknowablePassword = () => randomBytes(32).toString('base64url');

export const memberOf = (user: UserDoc): StaffMember => ({
  id: user._id.toHexString(),
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: normaliseRoles(user.roles ?? []),
  secondFactor: Boolean(user.secondFactor?.enrolledAt),
  lastSignInAt: user.lastStaffSignInAt?.toISOString() ?? null,
});

const subjectOf = (user: UserDoc) => ({
  kind: STAFF_SUBJECT,
  id: user._id.toHexString(),
  label: `${user.firstName} ${user.lastName}`.trim() || user.email,
});

/**
 * Who is on the staff and with which roles, as both the admin's screen and `pnpm staff` change it:
 * every change moves the account's token version (tokens with the old roles stop working) and is
 * recorded in identity's audit log.
 */
export function staffAccounts({ users, audit }: { users: UsersRepo; audit: AuditLog }) {
  const accounts = {
    /** Gives an account exactly `roles` (none takes it off the staff); the last admin keeps theirs. */
    async setRoles(actor: Actor, user: UserDoc, roles: readonly StaffRole[]): Promise<UserDoc> {
      const from = normaliseRoles(user.roles ?? []);
      const to = normaliseRoles(roles);
      if (from.join() === to.join()) return user;
      const losesAdmin = from.includes('admin') && !to.includes('admin');
      // Two admins taking the role from each other at once would each see the other still holding it.
      const changed = losesAdmin
        ? await users.holdingAdmins(async () => {
            if ((await users.countWithRole('admin', user._id)) === 0)
              throw new ApiError(409, LAST_ADMIN, { roles: LAST_ADMIN });
            return users.setRoles(user._id, to);
          })
        : await users.setRoles(user._id, to);
      if (!changed) throw new ApiError(404, NOT_STAFF_MEMBER);
      await audit.record(actor, {
        action: from.length ? (to.length ? 'staff.roles-changed' : 'staff.removed') : 'staff.added',
        subject: subjectOf(changed),
        changes: { roles: { from, to } },
      });
      return changed;
    },
    /** A new account on the staff, holding `roles` from the start. */
    async create(actor: Actor, account: Parameters<UsersRepo['create']>[0] & { roles: StaffRole[] }) {
      const user = await users.create({ ...account, roles: normaliseRoles(account.roles) });
      await audit.record(actor, {
        action: 'staff.added',
        subject: subjectOf(user),
        changes: { roles: { from: [], to: user.roles } },
        note: 'New account',
      });
      return user;
    },
    /** Forgets the member's authenticator (lost phone); their next staff sign-in enrols a new one. */
    async resetSecondFactor(actor: Actor, user: UserDoc) {
      const changed = await users.resetSecondFactor(user._id);
      if (!changed) throw new ApiError(404, NOT_STAFF_MEMBER);
      await audit.record(actor, {
        action: 'staff.second-factor-reset',
        subject: subjectOf(changed),
        changes: { secondFactor: { from: Boolean(user.secondFactor?.enrolledAt), to: false } },
      });
      return changed;
    },
    /**
     * `pnpm staff add`: an existing account gains `roles` (its password stays); a new one is made with
     * the password `passwordFor` gives (asked only then) and its address confirmed, since the operator
     * running the command vouches for it.
     */
    async add(
      actor: Actor,
      { email, roles, name }: { email: string; roles: StaffRole[]; name?: string },
      passwordFor: () => Promise<string>,
    ) {
      const existing = await users.findByEmail(email);
      if (existing) {
        const user = await accounts.setRoles(actor, existing, [...(existing.roles ?? []), ...roles]);
        return { user, created: false };
      }
      const password = await passwordFor();
      refuseWeakStaffPassword(password, email);
      const user = await accounts.create(actor, {
        email,
        ...splitName(name, email),
        mobileNumber: '',
        passwordHash: await hashPassword(password),
        emailVerified: true,
        roles,
      });
      return { user, created: true };
    },
    /** `pnpm staff remove`: takes every role away (the account stays, as a learner's). */
    async remove(actor: Actor, email: string) {
      const user = await users.findByEmail(email);
      if (!user) throw new ApiError(404, NOT_STAFF_MEMBER);
      return accounts.setRoles(actor, user, []);
    },
    list: async () => (await users.staff()).map(memberOf),
  };
  return accounts;
}
export type StaffAccounts = ReturnType<typeof staffAccounts>;
