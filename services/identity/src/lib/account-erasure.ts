import type { Actor } from '@aspire/contracts/staff';
import { ApiError } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { ObjectId } from 'mongodb';
import { erasureDoneMail } from '../mail/erasure-mails.ts';
import type { ConsentsRepo } from '../repo/consents.ts';
import type { ErasureDoc, ErasuresRepo } from '../repo/erasures.ts';
import type { SingleUseTokensRepo } from '../repo/single-use-tokens.ts';
import type { UserDoc, UsersRepo } from '../repo/users.ts';
import type { LoginThrottle } from './throttle.ts';

export const STAFF_ERASURE =
  'A staff account is closed by an administrator. Ask one to remove your staff roles first.';

/**
 * Who identity's log names when a person acts on their own account: never their name or address, since
 * log entries outlive an erasure.
 */
export const accountHolder = (userId: ObjectId): Actor => ({
  id: userId.toHexString(),
  name: 'The account holder',
  email: '',
});

export type ErasureRequest = { requestedBy: 'self' | Actor; reason: string | null };

type Deps = {
  users: UsersRepo;
  consents: ConsentsRepo;
  erasures: ErasuresRepo;
  /** Every kind of single-use token an account can hold; the erasure links last. */
  singleUseTokens: SingleUseTokensRepo[];
  erasureLinks: SingleUseTokensRepo;
  throttle: LoginThrottle;
  mail: Pick<MailOutbox, 'queueOnce' | 'forget'>;
  audit: AuditLog;
  siteUrl: string;
  now: () => Date;
};

/**
 * Erasing an account, the same whether the person confirmed it or an admin recorded it: identity's part
 * at once, and an erasure record the other services follow; then, once each has erased its part, the
 * "it is done" e-mail and the address forgotten.
 */
export function accountErasure(deps: Deps) {
  const { users, consents, erasures, erasureLinks, throttle, mail, audit, siteUrl, now } = deps;

  /** Identity's part; every step may run again (a second click, a retry after a crash midway). */
  async function forgetInIdentity(user: UserDoc, email: string | null, by: ErasureRequest['requestedBy']) {
    const at = now();
    // First, so the account is out of reach (sign-in, every token) before anything else happens.
    await users.erase(user._id, at);
    await Promise.all([
      ...deps.singleUseTokens.map((tokens) => tokens.deleteAll(user._id)),
      // The used link stays (it names nobody) so that a second click answers as the first did.
      erasureLinks.deleteAll(user._id, { keepUsed: true }),
      consents.withdrawAll(user, at, by),
      email && throttle.clearAccount(email),
      email && mail.forget(email),
    ]);
  }

  return {
    /** Erases the account; answers its erasure and the address still on record (null once told). */
    async erase(user: UserDoc, request: ErasureRequest) {
      const existing = await erasures.byUser(user._id);
      if (!existing && user.roles?.length) throw new ApiError(409, STAFF_ERASURE);
      const { erasure, created } = existing
        ? { erasure: existing, created: false }
        : await erasures.record({ userId: user._id, email: user.email, ...request, at: now() });
      const email = erasures.addressOf(erasure);
      await forgetInIdentity(user, email, request.requestedBy);
      if (created)
        await audit.record(request.requestedBy === 'self' ? accountHolder(user._id) : request.requestedBy, {
          action: 'account.erased',
          subject: { kind: 'erasure', id: erasure._id.toHexString() },
          ...(request.reason ? { note: request.reason } : {}),
        });
      return { erasure, email };
    },

    /**
     * Once every service has erased its part: tells the person (the e-mail's key makes it once however
     * many instances get here), then forgets the address. Answers the erasure as it is now.
     */
    async settle(doc: ErasureDoc): Promise<ErasureDoc> {
      if (doc.doneAt || !erasures.allAcknowledged(doc)) return doc;
      const email = erasures.addressOf(doc);
      if (email) {
        await mail.queueOnce({
          key: `account-erased:${doc._id.toHexString()}`,
          to: email,
          template: 'account-erased',
          forgetRecipient: true,
          render: () => erasureDoneMail(doc.requestedAt, siteUrl),
        });
        await erasures.complete(doc, email, now());
      }
      return (await erasures.findById(doc._id.toHexString())) ?? doc;
    },
  };
}
export type AccountErasure = ReturnType<typeof accountErasure>;
