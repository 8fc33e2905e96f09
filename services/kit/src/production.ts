import { type Environment, type ProductionCheck, secretProblem } from '@aspire/config/production';

/** An https origin a browser could send: `https://host[:port]`, nothing after it. */
function httpsOriginProblem(entry: string): string | undefined {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `has an entry that is not an origin (${entry})`;
  }
  if (url.protocol !== 'https:') return `has an origin that is not https (${entry})`;
  if (url.origin !== entry.replace(/\/$/, '')) return `has an entry that is not just an origin (${entry})`;
  return undefined;
}

/**
 * The production checks every service shares, before its own: where its database is, where identity's
 * keys are (no default, which points at this machine), which sites may call it from a browser, and that
 * its clock is the real one.
 */
export function kitChecks(service: string): ProductionCheck[] {
  const checks: ProductionCheck[] = [
    {
      setting: 'MONGODB_URI',
      problem: (env: Environment) => (env.MONGODB_URI ? undefined : 'is missing: set the database address'),
    },
    {
      setting: 'CORS_ORIGINS',
      problem: (env: Environment) =>
        (env.CORS_ORIGINS ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
          .map(httpsOriginProblem)
          .find(Boolean),
    },
    {
      setting: 'TEST_CLOCK',
      problem: (env: Environment) =>
        env.TEST_CLOCK === '1' ? "is on: anyone could move the site's clock" : undefined,
    },
  ];
  // Identity verifies its own tokens; every other service needs its keys and its revocation list.
  if (service !== 'identity')
    checks.push({
      setting: 'IDENTITY_JWKS_URL',
      problem: (env: Environment) =>
        env.IDENTITY_JWKS_URL
          ? undefined
          : "is missing: set identity's key set address (…/api/identity/.well-known/jwks.json)",
    });
  return checks;
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/**
 * A relay that can deliver: an smtp:// or smtps:// address, and not a development mail catcher on this
 * machine (Mailpit's 1025, or the launcher's PORT+1025: 4025 for the site on 3000), which keeps every
 * message to itself.
 */
function smtpUrlProblem(value: string | undefined): string | undefined {
  if (!value) return 'is missing: set the SMTP relay e-mail goes through (smtp://user:password@host:587)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an address';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return 'must be an smtp:// or smtps:// address';
  const port = Number(url.port);
  if (LOOPBACK.test(url.hostname) && port >= 1025 && port % 1000 === 25)
    return `points at a development mail catcher on this machine (port ${port}): no e-mail would reach anyone`;
  return undefined;
}

/** The checks of a service that sends e-mail (`runService({ sendsMail: true })`). */
export const MAIL_CHECKS: ProductionCheck[] = [
  { setting: 'SMTP_URL', problem: (env) => smtpUrlProblem(env.SMTP_URL) },
  {
    setting: 'MAIL_FROM',
    problem: (env) =>
      env.MAIL_FROM?.includes('@')
        ? undefined
        : 'is missing: set the sender of the e-mails (Aspire College <no-reply@your-domain>)',
  },
  {
    setting: 'MAIL_ENCRYPTION_KEY',
    problem: (env) => {
      const problem = secretProblem(env.MAIL_ENCRYPTION_KEY);
      return problem && `${problem} (it encrypts queued e-mails, reset links included, in the database)`;
    },
  },
];

/**
 * A college mailbox a service writes to (the admissions office, the contact desk): required in
 * production, since the default is the development catcher's inbox and nobody at the college reads it.
 */
export const officeAddressCheck = (setting: string, who: string): ProductionCheck => ({
  setting,
  problem: (env) =>
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env[setting] ?? '')
      ? undefined
      : `is missing: set the e-mail address of ${who} (it receives every notification of theirs)`,
});
