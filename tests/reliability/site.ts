import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchSite } from '../../scripts/launch-site.ts';
import { type EmbeddedDb, startEmbeddedDb } from '../../services/kit/src/dev/embedded-db.ts';

export const SERVICES = ['identity', 'catalog', 'shop', 'lms', 'info'] as const;

/**
 * The whole site on its own ports, with the database started here (not by the launcher) so the
 * suite can stop and restart it under load, on the same port and data. `env` is added to every
 * part's environment (e.g. SANDBOX_WEBHOOK_DELAY_MS, the sandbox's secrets) and kept as `site.env`.
 */
export async function startSite(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-reliability-db-'));
  const dbPort = port + 24018;
  let db: EmbeddedDb = await startEmbeddedDb({ dataDir, port: dbPort });
  const pidsFile = path.join(dataDir, 'pids.json');
  const site = await launchSite({
    ...env,
    PORT: String(port),
    // Over the database's socket, as the launcher's own services connect.
    MONGODB_URI: db.localUri,
    // Load and soak sign up and check out far more often than one visitor would.
    FORM_RATE_LIMIT: '100000',
    PAYMENT_ORDER_LIMIT: '100000',
    SITE_PIDS_FILE: pidsFile,
  });
  const base = `http://localhost:${port}`;
  return {
    base,
    env,
    /** Every `/api/<service>/` call goes through the shell's proxy. */
    originOf: (_service: string) => base,
    servicePort: (service: (typeof SERVICES)[number]) => port + 1001 + SERVICES.indexOf(service),
    /** Each part's pid, read afresh: the launcher rewrites the file when it restarts a part. */
    get pids(): Record<string, number> {
      return JSON.parse(readFileSync(pidsFile, 'utf8'));
    },
    dbUri: db.uri,
    stopDb: () => db.stop(),
    startDb: async () => {
      db = await startEmbeddedDb({ dataDir, port: dbPort });
    },
    stop: async () => {
      site.kill('SIGTERM');
      await new Promise((resolve) => site.once('exit', resolve));
      await db.stop();
    },
  };
}
export type Site = Awaited<ReturnType<typeof startSite>>;

/**
 * How long (ms) after `killedAt` the launcher's new process for `part` (its name in the pids file, e.g.
 * `service shop#2`), which replaced `oldPid`, answers `readyUrl` with 200; NaN if not within a minute.
 */
export async function restartTime(
  site: Site,
  part: string,
  oldPid: number,
  readyUrl: string,
  killedAt: Date,
) {
  while (Date.now() - killedAt.getTime() < 60_000) {
    let pid = oldPid;
    try {
      pid = site.pids[part] ?? oldPid;
    } catch {} // the launcher may be rewriting the file
    const ready =
      pid !== oldPid && (await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) }).catch(() => null));
    if (ready && ready.status === 200) return Date.now() - killedAt.getTime();
    await new Promise((r) => setTimeout(r, 100));
  }
  return Number.NaN;
}

export type Json = { success: boolean; data?: unknown; message?: string; errors?: Record<string, string> };

/** Where an `/api/<service>/…` call is sent: the shell of a whole site, or each service's own port. */
export type ApiTarget = { originOf: (service: string) => string };

/** One API call (`url` starts with the service's name); the answer's status, envelope and headers. */
export async function api(
  target: ApiTarget,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const service = url.split('/')[0] ?? '';
  const response = await fetch(`${target.originOf(service)}/api/${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json().catch(() => ({ success: false, message: 'not JSON' }))) as Json;
  return { status: response.status, json, headers: response.headers };
}

/** A signed-in user; `renewedAt` is when its token was issued (tokens live 15 minutes). */
export type User = { email: string; password: string; token: string; renewedAt: number };

let counter = 0;
/** Signs up and signs in a fresh user; returns the token. */
export async function newUser(site: ApiTarget, label = 'rel'): Promise<User> {
  counter += 1;
  const email = `${label}.${Date.now()}.${counter}@example.com`;
  const password = 'reliable-pass-42';
  await api(site, 'POST', 'identity/auth/user/signup', {
    body: {
      firstName: 'Rel',
      lastName: `User${counter}`,
      email,
      mobileNumber: '9876543210',
      password,
      confirmPassword: password,
    },
  });
  const login = await api(site, 'POST', 'identity/auth/user/login', { body: { email, password } });
  if (!login.json.success) throw new Error(`login failed: ${login.json.message}`);
  const token = String((login.json.data as { accessToken: string }).accessToken);
  return { email, password, token, renewedAt: Date.now() };
}

/**
 * `count` fresh users, signed up and in four at a time: identity hashes at most four passwords at once
 * (about 0.2 s each) and answers 503 to a sign-in that waited 20 s for a turn.
 */
export async function newUsers(site: ApiTarget, count: number, label: string) {
  const users: User[] = [];
  while (users.length < count) {
    const batch = Math.min(4, count - users.length);
    users.push(...(await Promise.all(Array.from({ length: batch }, () => newUser(site, label)))));
  }
  return users;
}

/** Renews a token older than 10 minutes (they live 15), so a long soak keeps its users signed in. */
export async function keepSignedIn(site: ApiTarget, user: User) {
  if (Date.now() - user.renewedAt < 10 * 60_000) return;
  const renewed = await api(site, 'POST', 'identity/token/refresh', { token: user.token });
  if (!renewed.json.success) throw new Error(`token refresh: ${renewed.status} ${renewed.json.message}`);
  user.token = (renewed.json.data as { token: string }).token;
  user.renewedAt = Date.now();
}

export const address = (email: string) => ({
  name: 'Rel User',
  email,
  mobileNumber: '9876543210',
  pincode: '600006',
  address: '14 Greams Lane',
  flat: 'Flat 2',
  landmark: 'Near the park',
  city: 'Chennai',
  state: 'Tamil Nadu',
});

/** How long each step of one checkout took (ms); a failed checkout's error carries them as `steps`. */
export type CheckoutSteps = Record<'add' | 'order' | 'pay' | 'place', number>;

/** One whole checkout of one product; returns the payment, whether or not the order call succeeded. */
export async function checkout(site: ApiTarget, user: User, productId: string) {
  const { token } = user;
  const steps: Partial<CheckoutSteps> = {};
  const step = async <T>(name: keyof CheckoutSteps, run: () => Promise<T>) => {
    const started = performance.now();
    try {
      return await run();
    } catch (error) {
      throw Object.assign(error instanceof Error ? error : new Error(String(error)), {
        steps,
        failedStep: name,
      });
    } finally {
      steps[name] = Math.round(performance.now() - started);
    }
  };
  await step('add', () => api(site, 'POST', 'shop/cart', { token, body: { productId, qty: 1 } }));
  const order = await step('order', () => api(site, 'GET', 'shop/cart/order', { token }));
  if (!order.json.success)
    throw Object.assign(new Error(`payment order: ${order.status} ${order.json.message}`), { steps });
  const orderId = (order.json.data as { id: string }).id;
  const pay = await step('pay', () =>
    api(site, 'POST', 'shop/checkout/sandbox/pay', { token, body: { orderId } }),
  );
  if (!pay.json.success) throw Object.assign(new Error(`pay: ${pay.status} ${pay.json.message}`), { steps });
  const payment = pay.json.data as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
  const placed = await step('place', () => placeOrder(site, user, payment));
  return { payment, placed, steps: steps as CheckoutSteps };
}

export async function placeOrder(
  site: ApiTarget,
  user: Pick<User, 'email' | 'token'>,
  payment: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
) {
  return api(site, 'POST', 'shop/order', {
    token: user.token,
    body: {
      shippingAddress: address(user.email),
      transactionId: payment.razorpay_payment_id,
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_signature: payment.razorpay_signature,
      status: 'success',
    },
  });
}

export async function paidOrders(site: ApiTarget, token: string) {
  const orders = await api(site, 'GET', 'shop/orders', { token });
  return ((orders.json.data ?? []) as { status: string; paymentId?: string }[]).filter((o) =>
    ['paid', 'packed', 'shipped', 'delivered'].includes(o.status),
  );
}
