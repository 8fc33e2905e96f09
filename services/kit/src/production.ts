import type { Environment, ProductionCheck } from '@aspire/config/production';

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
 * keys are (no default, which points at this machine) and which sites may call it from a browser.
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
