import type { Logger } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { WorkGate } from '@aspire/service-kit/work-gate';
import type { MiddlewareHandler } from 'hono';
import type { AccountErasure } from '../lib/account-erasure.ts';
import type { Passwords } from '../lib/passwords.ts';
import type { SecondFactors } from '../lib/second-factor.ts';
import type { LoginThrottle } from '../lib/throttle.ts';
import type { Tokens } from '../lib/tokens.ts';
import type { ConsentsRepo } from '../repo/consents.ts';
import type { ErasuresRepo } from '../repo/erasures.ts';
import type { SingleUseTokensRepo } from '../repo/single-use-tokens.ts';
import type { UsersRepo } from '../repo/users.ts';

/** What every route module of identity is built from. */
export type RouteDeps = {
  users: UsersRepo;
  /** Password-reset tokens. */
  resets: SingleUseTokensRepo;
  /** E-mail confirmation tokens. */
  verifications: SingleUseTokensRepo;
  /** The step between a staff member's password and their second factor. */
  challenges: SingleUseTokensRepo;
  /** The links of the e-mails confirming an erasure. */
  erasureLinks: SingleUseTokensRepo;
  consents: ConsentsRepo;
  erasures: ErasuresRepo;
  /** Erases an account (the person's confirmation and an admin's record both) and completes erasures. */
  erasure: AccountErasure;
  /** Identity's audit log (staff changes, corrections and erasures). */
  audit: AuditLog;
  /** Staff authenticators (TOTP) and recovery codes. */
  secondFactors: SecondFactors;
  /** The e-mail outbox: a message is queued in the step that owes it and sent in the background. */
  mail: Pick<MailOutbox, 'queue'>;
  tokens: Tokens;
  throttle: LoginThrottle;
  /** Every password hash and check runs through it (a cap on concurrent hashing). */
  hashing: WorkGate;
  /** New password hashes at the service's cost. */
  passwords: Passwords;
  logger: Logger;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  /** The cap on a form's requests per address (FORM_RATE_LIMIT per 10 minutes); `what` names them in the 429. */
  formLimit: (what: string) => MiddlewareHandler;
  now: () => Date;
};
