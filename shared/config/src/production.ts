/**
 * The production profile: with `NODE_ENV=production` every part of the site (each service, the shell's
 * server) refuses to start on a setting that is only safe on a developer's machine. One registry of
 * checks: the common ones below, which each part extends with its own (payments, mail, seeds, keys).
 */

export type Environment = Record<string, string | undefined>;

/** One setting to check; `problem` says what is wrong with it, or nothing when it is fine. */
export type ProductionCheck = { setting: string; problem: (env: Environment) => string | undefined };

export const isProduction = (env: Environment = process.env) => env.NODE_ENV === 'production';

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0|.+\.local|.+\.localhost)$/i;

/** A public https address that is not this machine's. */
export function publicAddressProblem(value: string | undefined): string | undefined {
  if (!value) return 'is missing: set the public address of the site (https://…)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `is not an address (${value})`;
  }
  if (LOCAL_HOSTS.test(url.hostname)) return `points at this machine (${url.host}), not the public site`;
  if (url.protocol !== 'https:') return 'must be an https:// address';
  return undefined;
}

/**
 * Values of secrets that appear in this repository (examples, development defaults): a deployment
 * that uses one has a secret everyone can read.
 */
export const SHIPPED_SECRETS = new Set(['change-me', 'changeme', 'secret', 'password', 'development']);

/** A secret that must be set, long enough and not one the repository ships. */
export function secretProblem(value: string | undefined, minLength = 32): string | undefined {
  if (!value) return 'is missing';
  if (SHIPPED_SECRETS.has(value.toLowerCase()) || /^(dev|sandbox|test|example)[-_]/i.test(value))
    return 'is a value that ships in the repository; generate your own';
  if (value.length < minLength) return `is shorter than ${minLength} characters`;
  return undefined;
}

/** Checks every part shares. */
export const COMMON_CHECKS: ProductionCheck[] = [
  { setting: 'SITE_URL', problem: (env) => publicAddressProblem(env.SITE_URL) },
  {
    setting: 'DEMO_ACCOUNTS',
    problem: (env) =>
      env.DEMO_ACCOUNTS === '1'
        ? 'is on: demo accounts with published passwords would be created'
        : undefined,
  },
];

/** Every problem of `env` for a part with these checks (empty outside production). */
export function productionProblems(checks: ProductionCheck[], env: Environment = process.env): string[] {
  if (!isProduction(env)) return [];
  return [...COMMON_CHECKS, ...checks].flatMap(({ setting, problem }) => {
    const found = problem(env);
    return found ? [`${setting} ${found}`] : [];
  });
}

/**
 * Stops the process, exiting 1 with one line per unsafe setting, when `env` is a production one that
 * fails a check. Outside production it does nothing.
 */
export function refuseUnsafeProduction(
  part: string,
  checks: ProductionCheck[],
  env: Environment = process.env,
) {
  const problems = productionProblems(checks, env);
  if (problems.length === 0) return;
  for (const problem of problems)
    process.stderr.write(`[${part}] refusing to start with NODE_ENV=production: ${problem}\n`);
  process.exit(1);
}
