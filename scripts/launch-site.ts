import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  MAX_INSTANCES,
  type ServiceName,
  serviceInstancePort,
  servicePort,
} from '../shared/config/src/site-map.ts';
import { trustedProxyHops } from '../shared/web-server/src/client-address.ts';

/**
 * What the launcher adds to every service's environment. The profile comes from NODE_ENV, which the
 * launcher never sets: development unless the caller says `production`. Development turns on what the
 * local site and its tests use (demo learners, mail into the launcher's Mailpit, links to localhost);
 * production adds nothing that would loosen a part's own checks, so each refuses what is unsafe (mail
 * then needs the caller's SMTP_URL, MAIL_FROM and MAIL_ENCRYPTION_KEY). `env` can replace a development
 * default (DEMO_ACCOUNTS=0, MAIL_FROM=…). `site.smtpUrl` is where development mail goes: the launcher's
 * Mailpit, or the caller's SMTP_URL.
 */
export function servicesEnvironment(
  env: NodeJS.ProcessEnv,
  site: { port: number; mongodbUri: string; smtpUrl?: string },
): Record<string, string> {
  // TRUST_PROXY_HOPS given to the launcher counts the proxies in front of the shell (none on a
  // developer's machine); the services sit behind one more, the shell's.
  const proxiesInFront = trustedProxyHops(env.TRUST_PROXY_HOPS, 0);
  const common = {
    MONGODB_URI: site.mongodbUri,
    IDENTITY_JWKS_URL: `http://127.0.0.1:${servicePort('identity', site.port)}/api/identity/.well-known/jwks.json`,
    TRUST_PROXY_HOPS: String(proxiesInFront + 1),
    // Public reads (courses, products, events) are answered from memory for 10 s.
    READ_CACHE_MS: env.READ_CACHE_MS ?? '10000',
  };
  if (env.NODE_ENV === 'production') return common;
  return {
    ...common,
    CORS_ORIGINS: `http://localhost:${site.port},http://127.0.0.1:${site.port}`,
    // Development mail goes over real SMTP, to the launcher's Mailpit unless the caller gave SMTP_URL.
    // Queued bodies are sealed with a key random per run of the launcher (the same across a supervised
    // restart of a service); a message still queued when the whole site stops is not sent by the next run.
    ...(site.smtpUrl ? { SMTP_URL: site.smtpUrl } : {}),
    MAIL_FROM: env.MAIL_FROM ?? 'Aspire College <no-reply@aspirecollege.in>',
    MAIL_ENCRYPTION_KEY: env.MAIL_ENCRYPTION_KEY ?? RUN_SECRETS.mail,
    // The demo learners of the README, for the learner area.
    DEMO_ACCOUNTS: env.DEMO_ACCOUNTS ?? '1',
    // Links in e-mails (password reset) point at this site.
    SITE_URL: `http://localhost:${site.port}`,
    // The sandbox's secrets, random for this run of the site but the same across a supervised restart
    // of the shop, so a payment answered before the restart still verifies after it.
    SANDBOX_KEY_SECRET: env.SANDBOX_KEY_SECRET ?? RUN_SECRETS.sandboxKey,
    SANDBOX_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET ?? RUN_SECRETS.sandboxWebhook,
  };
}

const RUN_SECRETS = {
  sandboxKey: randomBytes(24).toString('base64url'),
  sandboxWebhook: randomBytes(24).toString('base64url'),
  mail: randomBytes(32).toString('base64url'),
};

/**
 * Where the launcher runs Mailpit, the development mail catcher: SMTP on PORT+1025 and its web page and
 * API on PORT+1026 (4025 and 4026 for the default site). None in production, nor when the caller gives
 * SMTP_URL (mail then goes there).
 */
export function mailCatcherPorts(env: NodeJS.ProcessEnv, port: number) {
  if (env.NODE_ENV === 'production' || env.SMTP_URL) return undefined;
  return { smtpPort: port + 1025, httpPort: port + 1026 };
}

/**
 * Starts the whole site (`scripts/site.ts`) as a child process, quiet, with `env` on top of this
 * process's, and resolves once it says it is running. Used by the benchmarks and the reliability
 * report, each on its own port and data; with `NODE_ENV: 'production'` in `env` it starts
 * the production profile, and a part that refuses its settings makes the promise reject with the
 * part's refusal lines.
 */
export async function launchSite(env: Record<string, string>): Promise<ChildProcess> {
  const site = spawn(process.execPath, [path.join(import.meta.dirname, 'site.ts')], {
    env: { ...process.env, SITE_QUIET: '1', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const refusals: string[] = [];
  if (site.stderr)
    createInterface({ input: site.stderr }).on('line', (line) => {
      process.stderr.write(`${line}\n`);
      if (line.includes('refusing to start')) refusals.push(line);
    });
  await new Promise<void>((resolve, reject) => {
    site.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('is running') && resolve());
    site.once('exit', (code) => reject(new Error([`site exited (${code})`, ...refusals].join('\n'))));
  });
  return site;
}

/**
 * How many instances of `service` the launcher starts: `<NAME>_INSTANCES` (SHOP_INSTANCES=3), 1 to
 * MAX_INSTANCES, else 1. The shell's proxy takes them in turn, as a production reverse proxy would.
 */
export function instancesOf(service: ServiceName, env: NodeJS.ProcessEnv): number {
  const value = env[`${service.toUpperCase()}_INSTANCES`];
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTANCES)
    throw new Error(
      `${service.toUpperCase()}_INSTANCES must be a whole number from 1 to ${MAX_INSTANCES} (got "${value}")`,
    );
  return count;
}

/** The addresses of a service's instances, as the shell's SERVICE_<NAME>_URL lists them. */
export const instanceUrls = (service: ServiceName, count: number, port: number) =>
  Array.from(
    { length: count },
    (_, instance) => `http://127.0.0.1:${serviceInstancePort(service, instance, port)}`,
  );
