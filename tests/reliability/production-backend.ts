/**
 * The site's back end in the production profile, for the `production` section's attacks: identity,
 * catalog, shop, learner area and info from their bundles with NODE_ENV=production and safe settings,
 * on a fresh embedded database, the shop taking payments from Razorpay's local stand-in served over
 * https on loopback (the shop refuses a plain-http Razorpay address in production). No shell: the
 * attacks go to each service's own port, as the site's proxy would forward them.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type EmbeddedDb, freePort, startEmbeddedDb } from '../../services/kit/src/dev/embedded-db.ts';
import { type RazorpayStandIn, razorpayStandIn } from '../../services/shop/dev/razorpay-stand-in.ts';
import { SERVICES } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export type ServiceName = (typeof SERVICES)[number];

/** The public site the settings name; nothing fetches it. */
export const PUBLIC_SITE = 'https://aspire.example';

/** A secret of `bytes` random bytes: never one the repository ships. */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * What a part that sends e-mail needs in production. Nothing here must reach a real relay: queued mail
 * is retried against an address that never answers.
 */
export const mailSettings = () => ({
  SMTP_URL: 'smtp://smtp.invalid:587',
  MAIL_FROM: 'Aspire College <no-reply@aspire.example>',
  MAIL_ENCRYPTION_KEY: randomSecret(),
});

/** The parts that send e-mail, and so need a relay, a sender and a key for the queued mail. */
export const SENDS_MAIL: ReadonlySet<string> = new Set(['identity', 'catalog', 'shop', 'lms']);

/** The college's mailboxes the catalog's forms notify. */
export const OFFICES = {
  ADMISSIONS_EMAIL: 'admissions@aspire.example',
  CONTACT_EMAIL: 'office@aspire.example',
};

/** Razorpay's keys for the stand-in, shaped as live ones (the shop refuses test-mode keys in production). */
export function razorpayKeys() {
  return {
    keyId: `rzp_live_${randomBytes(10).toString('hex')}`,
    keySecret: randomSecret(24),
    webhookSecret: randomSecret(),
  };
}

/** A self-signed certificate for 127.0.0.1 (openssl), which the shop is told to trust. */
function selfSignedCertificate(dir: string) {
  const key = path.join(dir, 'stand-in.key');
  const cert = path.join(dir, 'stand-in.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore', timeout: 30_000 },
  );
  return { certPath: cert, key: readFileSync(key), cert: readFileSync(cert) };
}

/** Serves a fetch-style app (the stand-in's Hono app) over https on a free loopback port. */
async function serveOverHttps(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  tls: { key: Buffer; cert: Buffer },
) {
  const server = createServer(tls, async (incoming, outgoing) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
      const response = await app.fetch(
        new Request(`https://127.0.0.1${incoming.url ?? '/'}`, {
          method: incoming.method,
          headers,
          body: hasBody ? Buffer.concat(chunks) : undefined,
        }),
      );
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      outgoing.writeHead(500).end(String(error));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `https://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

type Running = { child: ChildProcess; stderr: () => string };

/** Starts one service bundle with exactly `env` (nothing of this process's environment but PATH). */
function startBundle(service: ServiceName, env: Record<string, string>): Running {
  const child = spawn(process.execPath, [path.join(ROOT, `services/${service}/dist/node/server.mjs`)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  return { child, stderr: () => stderr };
}

/** Waits (at most 60 s) for a service's /ready; throws with its last words if it stopped. */
async function waitReady(service: ServiceName, origin: string, running: Running) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null)
      throw new Error(`${service} exited (${running.child.exitCode}): ${running.stderr()}`);
    const ready = await fetch(`${origin}/api/${service}/ready`).catch(() => null);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service} was not ready within 60 s: ${running.stderr()}`);
}

async function stopProcess({ child }: Running) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function startProductionBackend() {
  const dir = mkdtempSync(path.join(tmpdir(), 'aspire-production-'));
  const stops: (() => Promise<unknown> | unknown)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await Promise.resolve(step()).catch(() => {});
  };
  try {
    mkdirSync(path.join(dir, 'db'));
    const db: EmbeddedDb = await startEmbeddedDb({ dataDir: path.join(dir, 'db') });
    stops.push(() => db.stop());
    const ports = Object.fromEntries(
      await Promise.all(SERVICES.map(async (service) => [service, await freePort()] as const)),
    ) as Record<ServiceName, number>;
    const origin = (service: ServiceName) => `http://127.0.0.1:${ports[service]}`;

    const tls = selfSignedCertificate(dir);
    const keys = razorpayKeys();
    const standIn: RazorpayStandIn = razorpayStandIn({
      ...keys,
      webhookUrl: `${origin('shop')}/api/shop/webhooks/razorpay`,
    });
    const razorpay = await serveOverHttps(standIn.app, tls);
    stops.push(() => standIn.stop());
    stops.push(() => new Promise<void>((resolve) => razorpay.server.close(() => resolve())));

    const identityKeySecret = randomSecret();
    const common = {
      NODE_ENV: 'production',
      SITE_URL: PUBLIC_SITE,
      CORS_ORIGINS: PUBLIC_SITE,
      LOG_LEVEL: 'silent',
      MONGODB_URI: db.uri,
      IDENTITY_JWKS_URL: `${origin('identity')}/api/identity/.well-known/jwks.json`,
      // The attacks stand for the site's proxy: the rightmost x-forwarded-for entry is the one it wrote.
      TRUST_PROXY_HOPS: '1',
    };
    const mail = mailSettings();
    const own: Record<ServiceName, Record<string, string>> = {
      identity: { IDENTITY_KEY_SECRET: identityKeySecret },
      shop: {
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
        SHOP_EMAIL: 'shop@aspire.example',
        RAZORPAY_API_BASE_URL: razorpay.url,
        RAZORPAY_CHECKOUT_URL: `${razorpay.url}/v1/checkout.js`,
        NODE_EXTRA_CA_CERTS: tls.certPath,
      },
      catalog: OFFICES,
      lms: {},
      info: {},
    };
    const start = (service: ServiceName) => {
      const running = startBundle(service, {
        ...common,
        ...(SENDS_MAIL.has(service) ? mail : {}),
        ...own[service],
        PORT: String(ports[service]),
      });
      stops.push(() => stopProcess(running));
      return waitReady(service, origin(service), running);
    };
    // Identity first: the others follow its token versions from their start.
    await start('identity');
    await Promise.all(SERVICES.filter((service) => service !== 'identity').map(start));
    return {
      /** api() sends each `/api/<service>/` call straight to that service's port. */
      originOf: (service: string) => origin(service as ServiceName),
      origin,
      dbUri: db.uri,
      identityKeySecret,
      razorpay: { ...keys, standIn, url: razorpay.url },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
export type ProductionBackend = Awaited<ReturnType<typeof startProductionBackend>>;
