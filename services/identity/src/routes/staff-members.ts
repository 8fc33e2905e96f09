import { STAFF_ROLES, staffGrantSchema, staffRolesSchema } from '@aspire/contracts/staff';
import { ApiError, body, ok, params } from '@aspire/service-kit';
import { actorOf } from '@aspire/service-kit/audit';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  memberOf,
  NOT_STAFF_MEMBER,
  rolesText,
  type StaffAccounts,
  unknowablePassword,
} from '../lib/staff-accounts.ts';
import { resetLink } from '../mail/password-mails.ts';
import { staffRolesMail, staffWelcomeMail } from '../mail/staff-mails.ts';
import { DuplicateEmailError } from '../repo/users.ts';
import type { RouteDeps } from './deps.ts';
import { type StaffEnv, staffGuard } from './staff-guard.ts';

/** How long the "set your password" link of a new staff account works. */
export const WELCOME_LINK_TTL_MS = 7 * 24 * 3600_000;
export const ROLES_REQUIRED = 'Choose at least one role';
export const NAME_REQUIRED = 'A new account needs a name';

const memberParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, NOT_STAFF_MEMBER) });

/**
 * The staff list (admins): who holds which roles, granting them (a new account is mailed a link to set
 * its password), changing them and resetting a lost authenticator; and the directory any member of
 * staff picks colleagues from.
 */
export function staffMemberRoutes(deps: RouteDeps & { accounts: StaffAccounts }) {
  const { users, accounts, resets, mail, hashing, passwords, siteUrl, now } = deps;
  const staff = staffGuard(deps.tokens);
  const api = new Hono<StaffEnv>();
  api.use('/staff/*', async (c, next) => {
    c.header('cache-control', 'private, no-store');
    await next();
  });

  api.get('/staff/directory', staff(...STAFF_ROLES), async (c) => {
    const members = await users.staff();
    return ok(
      c,
      members.map((user) => {
        const { id, email, firstName, lastName, roles } = memberOf(user);
        return { id, name: `${firstName} ${lastName}`.trim() || email, email, roles };
      }),
    );
  });

  api.get('/staff/members', staff('admin'), async (c) => ok(c, (await users.staff()).map(memberOf)));

  api.post('/staff/members', staff('admin'), body(staffGrantSchema), async (c) => {
    const { email, firstName, lastName, roles } = c.req.valid('json');
    const actor = actorOf(c.var.user);
    const existing = await users.findByEmail(email);
    if (existing) {
      const changed = await accounts.setRoles(actor, existing, roles);
      if (changed !== existing && changed.roles?.length)
        await mail.queue({
          key: `staff-roles:${changed._id.toHexString()}:${changed.tokenVersion}`,
          to: changed.email,
          template: 'staff-roles',
          ...(await staffRolesMail(changed, rolesText(changed.roles), siteUrl)),
        });
      return ok(c, memberOf(changed));
    }
    const missing = {
      ...(roles.length ? {} : { roles: ROLES_REQUIRED }),
      ...(firstName ? {} : { firstName: NAME_REQUIRED }),
      ...(lastName ? {} : { lastName: NAME_REQUIRED }),
    };
    if (!roles.length || !firstName || !lastName)
      throw new ApiError(400, Object.values(missing)[0] ?? ROLES_REQUIRED, missing);
    try {
      const user = await accounts.create(actor, {
        email,
        firstName,
        lastName,
        mobileNumber: '',
        // Nobody knows it: the owner chooses theirs through the mailed link, which proves the address.
        passwordHash: await hashing.run(() => passwords.hash(unknowablePassword())),
        roles,
      });
      const { id, token } = await resets.create(user._id, WELCOME_LINK_TTL_MS, now());
      await mail.queue({
        key: `staff-welcome:${id}`,
        to: user.email,
        template: 'staff-welcome',
        ...(await staffWelcomeMail(user, rolesText(roles), resetLink(siteUrl, token), siteUrl)),
      });
      return ok(c, memberOf(user), 201);
    } catch (error) {
      // Someone signed up with the address a moment ago: granting again finds their account.
      if (error instanceof DuplicateEmailError)
        throw new ApiError(409, 'An account with this email was just created. Try again.');
      throw error;
    }
  });

  const member = async (id: string) => {
    const user = await users.findById(id);
    if (!user) throw new ApiError(404, NOT_STAFF_MEMBER);
    return user;
  };

  api.put(
    '/staff/members/:id/roles',
    staff('admin'),
    params(memberParams),
    body(staffRolesSchema),
    async (c) => {
      const user = await member(c.req.valid('param').id);
      return ok(c, memberOf(await accounts.setRoles(actorOf(c.var.user), user, c.req.valid('json').roles)));
    },
  );

  api.post('/staff/members/:id/reset-second-factor', staff('admin'), params(memberParams), async (c) => {
    const user = await member(c.req.valid('param').id);
    return ok(c, memberOf(await accounts.resetSecondFactor(actorOf(c.var.user), user)));
  });
  return api;
}
