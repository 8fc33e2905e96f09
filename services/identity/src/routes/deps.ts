import type { Logger } from '@aspire/service-kit';
import type { LoginThrottle } from '../lib/throttle.ts';
import type { Tokens } from '../lib/tokens.ts';
import type { LoginFailuresRepo } from '../repo/login-failures.ts';
import type { OutboxRepo } from '../repo/outbox.ts';
import type { PasswordResetsRepo } from '../repo/password-resets.ts';
import type { UsersRepo } from '../repo/users.ts';

/** What every route module of identity is built from. */
export type RouteDeps = {
  users: UsersRepo;
  resets: PasswordResetsRepo;
  outbox: OutboxRepo;
  failures: LoginFailuresRepo;
  tokens: Tokens;
  throttle: LoginThrottle;
  logger: Logger;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  /** Sign-ups accepted per address per 10 minutes. */
  formRateLimit: number;
  now: () => Date;
};
