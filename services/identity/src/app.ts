import { createServiceApp, type Database, type Logger, rateLimit } from '@aspire/service-kit';
import { auditLog, auditRoutes } from '@aspire/service-kit/audit';
import { mailOutbox } from '@aspire/service-kit/mail/outbox';
import type { MailSettings } from '@aspire/service-kit/mail/transport';
import { dropCollection } from '@aspire/service-kit/mongo';
import { type WorkGate, workGate } from '@aspire/service-kit/work-gate';
import { accountErasure } from './lib/account-erasure.ts';
import { DEV_KEY_SECRET, keySeal } from './lib/key-seal.ts';
import { fixedKey, localKeys, storedKeys } from './lib/keyring.ts';
import { type PasswordCost, passwordsAt } from './lib/passwords.ts';
import { secondFactors } from './lib/second-factor.ts';
import { staffAccounts } from './lib/staff-accounts.ts';
import { DEFAULT_LIMITS, loginThrottle, type ThrottleLimits } from './lib/throttle.ts';
import { RETIRED_KEY_PUBLISHED_MS, tokenService } from './lib/tokens.ts';
import { consentsRepo } from './repo/consents.ts';
import { erasuresRepo } from './repo/erasures.ts';
import { keysRepo, type SigningKey } from './repo/keys.ts';
import { loginAttemptsRepo } from './repo/login-attempts.ts';
import { singleUseTokensRepo } from './repo/single-use-tokens.ts';
import { usersRepo } from './repo/users.ts';
import { authRoutes } from './routes/auth.ts';
import { consentRoutes } from './routes/consents.ts';
import type { RouteDeps } from './routes/deps.ts';
import { erasureRoutes } from './routes/erasure.ts';
import { internalRoutes } from './routes/internal.ts';
import { jwksRoutes } from './routes/jwks.ts';
import { myDataRoutes } from './routes/my-data.ts';
import { passwordRoutes } from './routes/password.ts';
import { profileRoutes } from './routes/profile.ts';
import { sessionRoutes } from './routes/session.ts';
import { staffAuthRoutes } from './routes/staff-auth.ts';
import { staffErasureRoutes } from './routes/staff-erasures.ts';
import { staffGuard } from './routes/staff-guard.ts';
import { staffMemberRoutes } from './routes/staff-members.ts';
import { verificationRoutes } from './routes/verification.ts';
import { seedDemoLearners } from './seed/demo-learners.ts';

/** What a sign-in waiting too long for a password check is told. */
export const HASHING_BUSY = 'Sign-in is busy right now, please try again in a moment';

export type Deps = {
  database: Database;
  logger: Logger;
  corsOrigins?: string[];
  /** Opens the stored signing keys (IDENTITY_KEY_SECRET). */
  keySecret?: string;
  /** How often the stored keys are read again (a rotation is taken up within this time). */
  keyRefreshMs?: number;
  /** One fixed signing key instead of the stored ones (tests that sign their own tokens). */
  signing?: SigningKey;
  /**
   * Where e-mail goes (SMTP_URL's transport, MAIL_FROM, MAIL_ENCRYPTION_KEY). Without a transport,
   * e-mails are queued and wait; the caller starts and stops the sender (`app.outbox`).
   */
  mail?: MailSettings;
  /** Creates the demo learners (DEMO_ACCOUNTS=1, development only). */
  demoAccounts?: boolean;
  /** Public address of the site, for links in e-mails. */
  siteUrl?: string;
  limits?: ThrottleLimits;
  /** Password hashes at once; the excess waits, then is answered 503. */
  hashing?: WorkGate;
  /** scrypt's cost for new password hashes: PASSWORD_COST unless a test asks for a cheaper one. */
  passwordCost?: PasswordCost;
  /** Sign-ups and password-reset requests accepted per address per 10 minutes. */
  formRateLimit?: number;
  now?: () => Date;
};

/** Builds the identity service from its dependencies: indexes, signing keys, demo learners, routes. */
export async function buildApp({ database, logger, corsOrigins, ...deps }: Deps) {
  const now = deps.now ?? (() => new Date());
  const users = usersRepo(database.db);
  const attempts = loginAttemptsRepo(database.db);
  const resets = singleUseTokensRepo(database.db, 'password-reset');
  const verifications = singleUseTokensRepo(database.db, 'email-verification');
  const challenges = singleUseTokensRepo(database.db, 'staff-challenge');
  const erasureLinks = singleUseTokensRepo(database.db, 'account-erasure');
  const audit = auditLog(database.db, 'identity');
  const outbox = mailOutbox(database.db, { ...deps.mail, logger });
  const keySecret = deps.keySecret ?? DEV_KEY_SECRET;
  const consents = consentsRepo(database.db);
  const erasures = erasuresRepo(database.db, keySecret);
  const keys = keysRepo(database.db, keySeal(keySecret), RETIRED_KEY_PUBLISHED_MS);
  await Promise.all([
    users.init(),
    attempts.init(now()),
    resets.init(now()),
    verifications.init(now()),
    challenges.init(now()),
    erasureLinks.init(now()),
    consents.init(),
    erasures.init(),
    audit.init(),
    outbox.init(),
    keys.init(now()),
    // The development mailbox this outbox replaced kept reset links readable: it goes.
    dropCollection(database.db, 'outbox'),
  ]);
  const keySource = deps.signing
    ? fixedKey(deps.signing)
    : storedKeys(keys, deps.keyRefreshMs ?? 30_000, now);
  // Fails the start, not a later request, when IDENTITY_KEY_SECRET does not open the stored key.
  await keySource();
  // A password hash holds 16 MiB and a core for a few hundred ms: four at once, the rest wait their turn.
  const hashing = deps.hashing ?? workGate({ concurrency: 4, maxWaitMs: 20_000, busy: HASHING_BUSY });
  if (deps.demoAccounts) {
    const added = await seedDemoLearners(users);
    if (added) logger('info', 'demo learners added', { added });
  }

  const throttle = loginThrottle(attempts, deps.limits ?? DEFAULT_LIMITS, now);
  const siteUrl = (deps.siteUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  const routeDeps: RouteDeps = {
    users,
    resets,
    verifications,
    challenges,
    erasureLinks,
    consents,
    erasures,
    erasure: accountErasure({
      users,
      consents,
      erasures,
      singleUseTokens: [resets, verifications, challenges],
      erasureLinks,
      throttle,
      mail: outbox,
      audit,
      siteUrl,
      now,
    }),
    audit,
    secondFactors: secondFactors(keySecret),
    tokens: tokenService(keySource, users),
    throttle,
    hashing,
    passwords: await passwordsAt(deps.passwordCost),
    mail: outbox,
    logger,
    siteUrl,
    formLimit: (what) => rateLimit({ limit: deps.formRateLimit ?? 20, windowMs: 10 * 60_000, what }),
    now,
  };

  const app = createServiceApp(
    {
      name: 'identity',
      logger,
      ready: database.ready,
      db: database.db,
      corsOrigins,
      maxBodyBytes: 16 * 1024,
      mailOutbox: outbox,
    },
    (api) => {
      api.route('/', jwksRoutes(routeDeps));
      api.route('/', authRoutes(routeDeps));
      api.route('/', sessionRoutes(routeDeps));
      api.route('/', passwordRoutes(routeDeps));
      api.route('/', verificationRoutes(routeDeps));
      api.route('/', profileRoutes(routeDeps));
      api.route('/', consentRoutes(routeDeps));
      api.route('/', myDataRoutes(routeDeps));
      api.route('/', erasureRoutes(routeDeps));
      api.route('/', staffErasureRoutes(routeDeps));
      api.route('/', staffAuthRoutes(routeDeps));
      api.route('/', staffMemberRoutes({ ...routeDeps, accounts: staffAccounts({ users, audit }) }));
      // The kit's log, behind identity's own check first: it also refuses tokens whose version moved.
      api.use('/staff/audit', staffGuard(routeDeps.tokens)('admin'));
      api.route('/', auditRoutes(audit, localKeys(keySource)));
    },
  );
  // Service-to-service only: outside /api/, which is all the site's reverse proxy forwards.
  app.route('/internal', internalRoutes(routeDeps));
  return Object.assign(app, { outbox });
}
