import type { Logger } from '@aspire/service-kit';
import type { HashingGate } from '../lib/hashing-gate.ts';
import type { LoginThrottle } from '../lib/throttle.ts';
import type { Tokens } from '../lib/tokens.ts';
import type { OutboxMessage, OutboxRepo } from '../repo/outbox.ts';
import type { PasswordResetsRepo } from '../repo/password-resets.ts';
import type { UsersRepo } from '../repo/users.ts';

/** What every route module of identity is built from. */
export type RouteDeps = {
  users: UsersRepo;
  resets: PasswordResetsRepo;
  /** The development outbox (read only where DEV_OUTBOX=1 mounts it). */
  outbox: OutboxRepo;
  /** Sends an e-mail: into the development outbox, or nowhere yet in production (never to the log). */
  sendMail: (message: OutboxMessage) => Promise<void>;
  tokens: Tokens;
  throttle: LoginThrottle;
  /** Every password hash and check runs through it (a cap on concurrent hashing). */
  hashing: HashingGate;
  logger: Logger;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  /** Sign-ups and password-reset requests accepted per address per 10 minutes. */
  formRateLimit: number;
  now: () => Date;
};
