/**
 * The `production` section: what the production profile must refuse. First each part (the five service
 * bundles and the shell's server) is started with NODE_ENV=production, settings that pass every check,
 * and ONE unsafe setting: it must exit non-zero with exactly the line naming that setting. Then the
 * attacks of the security review are tried against a production-profile back end
 * (production-attacks.ts), each of which must be refused.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from '../../services/kit/src/dev/embedded-db.ts';
import { REMOTES } from '../../shared/config/src/site-map.ts';
import { productionAttacks } from './production-attacks.ts';
import {
  mailSettings,
  OFFICES,
  PUBLIC_SITE,
  randomSecret,
  razorpayKeys,
  SENDS_MAIL,
  type ServiceName,
} from './production-backend.ts';
import type { Figure } from './sections.ts';
import { SERVICES } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
type Part = ServiceName | 'shell';
/** A setting's value, or undefined to leave it unset. */
type Settings = Record<string, string | undefined>;
type Refusal = { part: Part; change: Settings; line: string };

const entry = (part: Part) =>
  part === 'shell'
    ? path.join(ROOT, 'shell/server.ts')
    : path.join(ROOT, `services/${part}/dist/node/server.mjs`);

/** Settings with which `part` passes every production check (so a refusal is the one change's doing). */
function safeSettings(part: Part): Settings {
  const common = { NODE_ENV: 'production', SITE_URL: PUBLIC_SITE, LOG_LEVEL: 'silent' };
  const razorpay = razorpayKeys();
  if (part === 'shell')
    return {
      ...common,
      PAYMENT_GATEWAY: 'razorpay',
      ...Object.fromEntries(
        REMOTES.map((remote) => [
          `REMOTE_${remote.toUpperCase()}_URL`,
          `https://${remote}.aspire.example/mf-manifest.json`,
        ]),
      ),
      // Private addresses: the shell proxies to services no visitor reaches directly.
      ...Object.fromEntries(
        SERVICES.map((service, i) => [
          `SERVICE_${service.toUpperCase()}_URL`,
          `http://10.0.0.${11 + i}:4001`,
        ]),
      ),
    };
  return {
    ...common,
    CORS_ORIGINS: PUBLIC_SITE,
    // Nothing listens there: every refusal must come before the database is reached.
    MONGODB_URI: 'mongodb://127.0.0.1:9/',
    IDENTITY_JWKS_URL: 'http://10.0.0.11:4001/api/identity/.well-known/jwks.json',
    ...(SENDS_MAIL.has(part) ? mailSettings() : {}),
    ...(part === 'identity' ? { IDENTITY_KEY_SECRET: randomSecret() } : {}),
    ...(part === 'catalog' ? OFFICES : {}),
    ...(part === 'shop'
      ? {
          PAYMENT_GATEWAY: 'razorpay',
          RAZORPAY_KEY_ID: razorpay.keyId,
          RAZORPAY_KEY_SECRET: razorpay.keySecret,
          RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
          SHOP_EMAIL: 'shop@aspire.example',
        }
      : {}),
  };
}

/** Every unsafe setting tried, one at a time, with the start of the line that must name it. */
function refusals(): Refusal[] {
  const parts: Part[] = [...SERVICES, 'shell'];
  const common = parts.flatMap((part): Refusal[] => [
    { part, change: { SITE_URL: 'http://localhost:3000' }, line: 'SITE_URL points at this machine' },
    { part, change: { SITE_URL: undefined }, line: 'SITE_URL is missing' },
    { part, change: { DEMO_ACCOUNTS: '1' }, line: 'DEMO_ACCOUNTS is on' },
  ]);
  const services = SERVICES.flatMap((part): Refusal[] => [
    {
      part,
      change: { CORS_ORIGINS: 'http://localhost:3000' },
      line: 'CORS_ORIGINS has an origin that is not https',
    },
    ...(part === 'identity'
      ? []
      : [{ part, change: { IDENTITY_JWKS_URL: undefined }, line: 'IDENTITY_JWKS_URL is missing' }]),
  ]);
  const shipped = 'is a value that ships in the repository';
  return [
    ...common,
    ...services,
    { part: 'identity', change: { IDENTITY_KEY_SECRET: undefined }, line: 'IDENTITY_KEY_SECRET is missing' },
    { part: 'identity', change: { SMTP_URL: undefined }, line: 'SMTP_URL is missing' },
    {
      part: 'identity',
      change: { SMTP_URL: 'smtp://127.0.0.1:4025' },
      line: 'SMTP_URL points at a development mail catcher',
    },
    { part: 'identity', change: { MAIL_ENCRYPTION_KEY: undefined }, line: 'MAIL_ENCRYPTION_KEY is missing' },
    { part: 'lms', change: { SMTP_URL: undefined }, line: 'SMTP_URL is missing' },
    { part: 'catalog', change: { ADMISSIONS_EMAIL: undefined }, line: 'ADMISSIONS_EMAIL is missing' },
    { part: 'catalog', change: { CONTACT_EMAIL: undefined }, line: 'CONTACT_EMAIL is missing' },
    { part: 'shop', change: { SHOP_EMAIL: undefined }, line: 'SHOP_EMAIL is missing' },
    {
      part: 'identity',
      change: { IDENTITY_KEY_SECRET: 'dev-identity-key-secret-for-this-machine-only' },
      line: `IDENTITY_KEY_SECRET ${shipped}`,
    },
    { part: 'shop', change: { PAYMENT_GATEWAY: 'sandbox' }, line: 'PAYMENT_GATEWAY is sandbox' },
    { part: 'shop', change: { PAYMENT_GATEWAY: undefined }, line: 'PAYMENT_GATEWAY is not set' },
    {
      part: 'shop',
      change: { RAZORPAY_KEY_ID: 'rzp_test_aspiresandbox' },
      line: `RAZORPAY_KEY_ID ${shipped}`,
    },
    { part: 'shop', change: { RAZORPAY_KEY_SECRET: undefined }, line: 'RAZORPAY_KEY_SECRET is missing' },
    {
      // The sandbox's webhook secret that used to be fixed in the repository.
      part: 'shop',
      change: { RAZORPAY_WEBHOOK_SECRET: 'sandbox-webhook-secret-aspire-local' },
      line: `RAZORPAY_WEBHOOK_SECRET ${shipped}`,
    },
    {
      part: 'shop',
      change: { RAZORPAY_API_BASE_URL: 'http://127.0.0.1:7000' },
      line: 'RAZORPAY_API_BASE_URL must be an https:// address',
    },
    { part: 'shell', change: { PAYMENT_GATEWAY: 'sandbox' }, line: 'PAYMENT_GATEWAY is "sandbox"' },
    { part: 'shell', change: { PAYMENT_GATEWAY: undefined }, line: 'PAYMENT_GATEWAY is unset' },
    {
      part: 'shell',
      change: { REMOTE_SHOP_URL: 'http://localhost:3002/mf-manifest.json' },
      line: 'REMOTE_SHOP_URL points at this machine',
    },
    { part: 'shell', change: { REMOTE_CATALOG_URL: undefined }, line: 'REMOTE_CATALOG_URL is missing' },
    { part: 'shell', change: { SERVICE_IDENTITY_URL: undefined }, line: 'SERVICE_IDENTITY_URL is missing' },
    {
      part: 'shell',
      change: { RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:7000/v1/checkout.js' },
      line: 'RAZORPAY_CHECKOUT_URL points at this machine',
    },
  ];
}

const PREFIX = 'refusing to start with NODE_ENV=production: ';

/**
 * Starts `part` with exactly `settings` (and PATH); answers its exit code and refusal lines. A part that
 * is still running after 20 s was not refused: it is killed and answered as such.
 */
async function startRefused(part: Part, settings: Settings) {
  // Ports of its own, in case a part is not refused and starts listening.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: String(await freePort()),
    METRICS_PORT: String(await freePort()),
  };
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = value;
  const child = spawn(process.execPath, [entry(part)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit');
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, 20_000);
  const [code] = (await exited) as [number | null];
  clearTimeout(timer);
  const lines = stderr.split('\n').filter((line) => line.includes(PREFIX));
  return { code, killed, lines };
}

const describeChange = (change: Settings) =>
  Object.entries(change)
    .map(([name, value]) => (value === undefined ? `${name} unset` : `${name}=${value}`))
    .join(', ');

async function tryRefusal({ part, change, line }: Refusal): Promise<Figure> {
  const { code, killed, lines } = await startRefused(part, { ...safeSettings(part), ...change });
  const expected = `[${part}] ${PREFIX}${line}`;
  const ok = !killed && code !== 0 && lines.length === 1 && lines[0]!.startsWith(expected);
  const said = lines.map((l) => l.slice(l.indexOf(PREFIX) + PREFIX.length)).join(' | ');
  return {
    section: 'production',
    figure: `${part} refuses ${describeChange(change)}`,
    value: killed ? 'NOT REFUSED (still running after 20 s)' : `exit ${code}: ${said || 'no refusal line'}`,
    ok,
  };
}

/** Runs the refusals two at a time (one per core). */
async function productionRefusals(): Promise<Figure[]> {
  const cases = refusals();
  const figures: Figure[] = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      figures[index] = await tryRefusal(cases[index]!);
    }
  };
  await Promise.all([worker(), worker()]);
  return figures;
}

export async function production(): Promise<Figure[]> {
  return [...(await productionRefusals()), ...(await productionAttacks())];
}
