import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { servicePort } from '../shared/config/src/site-map.ts';
import { trustedProxyHops } from '../shared/web-server/src/client-address.ts';

/**
 * What the launcher adds to every service's environment. The profile comes from NODE_ENV, which the
 * launcher never sets: development unless the caller says `production`. Development turns on what the
 * local site and its tests use (demo learners, the development mailbox, links to localhost); production
 * adds nothing that would loosen a part's own checks, so each refuses what is unsafe. `env` can turn a
 * development default off (DEV_OUTBOX=0).
 */
export function servicesEnvironment(
  env: NodeJS.ProcessEnv,
  site: { port: number; mongodbUri: string },
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
    // Development mail: identity shows queued e-mails (password resets) to the local site and its tests.
    DEV_OUTBOX: env.DEV_OUTBOX ?? '1',
    // The demo learners of the README, for the learner area.
    DEMO_ACCOUNTS: env.DEMO_ACCOUNTS ?? '1',
    // Links in e-mails (password reset) point at this site.
    SITE_URL: `http://localhost:${site.port}`,
    // The sandbox's secrets, random for this run of the site but the same across a supervised restart
    // of the shop, so a payment answered before the restart still verifies after it.
    SANDBOX_KEY_SECRET: env.SANDBOX_KEY_SECRET ?? SANDBOX_SECRETS.key,
    SANDBOX_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET ?? SANDBOX_SECRETS.webhook,
  };
}

const SANDBOX_SECRETS = {
  key: randomBytes(24).toString('base64url'),
  webhook: randomBytes(24).toString('base64url'),
};

/**
 * Starts the whole site (`scripts/site.ts`) as a child process, quiet, with `env` on top of this
 * process's, and resolves once it says it is running. Used by prerendering, the benchmark and the
 * reliability report, each on its own port and data; with `NODE_ENV: 'production'` in `env` it starts
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
