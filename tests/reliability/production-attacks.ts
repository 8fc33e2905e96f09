/**
 * The security review's attacks, tried against the back end in the production profile
 * (production-backend.ts); each figure says what was tried, what came back, and is ok when refused.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { hmacHex, paymentSignaturePayload } from '../../services/shop/src/payments/gateway.ts';
import { type ProductionBackend, startProductionBackend } from './production-backend.ts';
import type { Figure } from './sections.ts';
import { api, newUser, placeOrder, SERVICES, type User } from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The sandbox's webhook secret as it was fixed in the repository before this issue. */
const OLD_SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-aspire-local';
/** FORM_RATE_LIMIT's default: forms (sign-up, password reset) per address per 10 minutes. */
const FORM_RATE_LIMIT = 20;
/** How often the other services refresh identity's token versions (the kit's follower), with slack. */
const REVOCATION_BOUND_MS = 15_000;

type Outcome = { value: string; ok: boolean };
type Attack = [label: string, run: (context: Context) => Promise<Outcome>];
type Context = { backend: ProductionBackend; db: MongoClient; products: string[] };
type PaymentOrder = { id: string; amount: number; currency: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Puts `productId` in the user's cart and asks for the cart's payment order. */
async function paymentOrder({ backend }: Context, user: User, productId: string): Promise<PaymentOrder> {
  await api(backend, 'POST', 'shop/cart', { token: user.token, body: { productId, qty: 1 } });
  const order = await api(backend, 'GET', 'shop/cart/order', { token: user.token });
  if (!order.json.success) throw new Error(`payment order: ${order.status} ${order.json.message}`);
  return order.json.data as PaymentOrder;
}

/** The shop's order for a payment order, as stored (status, and the payment that paid it). */
const storedOrder = ({ db }: Context, paymentOrderId: string) =>
  db
    .db('aspire_shop')
    .collection<{ paymentOrderId: string; status: string; paymentId?: string }>('orders')
    .findOne({ paymentOrderId }, { projection: { _id: 0 } });

/** A `payment.captured` event for `order`, as Razorpay writes it. */
function capturedEvent(order: PaymentOrder, overrides: { id: string; currency?: string }) {
  const entity = {
    id: overrides.id,
    entity: 'payment',
    amount: order.amount,
    currency: overrides.currency ?? order.currency,
    status: 'captured',
    order_id: order.id,
    method: 'card',
    captured: true,
  };
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity } },
    created_at: Math.floor(Date.now() / 1000),
  });
}

let eventCounter = 0;
/** Posts a webhook to the shop, signed with `secret`, with a new event id unless one is given. */
async function sendWebhook({ backend }: Context, rawBody: string, secret: string, eventId?: string) {
  eventCounter += 1;
  const response = await fetch(`${backend.origin('shop')}/api/shop/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, rawBody),
      'x-razorpay-event-id': eventId ?? `evt_Attack${Date.now()}${eventCounter}`,
    },
    body: rawBody,
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: { duplicate?: boolean };
  };
  return { status: response.status, json };
}

/** The buyer pays in Razorpay's Checkout (the stand-in's Pay button); answers what Checkout hands the page. */
async function payAtCheckout({ backend }: Context, orderId: string) {
  const response = await backend.razorpay.standIn.app.request('/v1/sandbox/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  const json = (await response.json()) as { data: Parameters<typeof placeOrder>[2] };
  return json.data;
}

/** The key id a token was signed with (its protected header); undefined for anything else. */
function kidOf(token: string) {
  try {
    return (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid?: string })
      .kid;
  } catch {
    return undefined;
  }
}

/** The key ids identity's JWKS publishes (a plain JWK Set, not the envelope). */
async function publishedKids(backend: ProductionBackend) {
  const response = await fetch(`${backend.origin('identity')}/api/identity/.well-known/jwks.json`);
  const set = (await response.json()) as { keys?: { kid: string }[] };
  return (set.keys ?? []).map((key) => key.kid);
}

/** Runs `node scripts/keys.ts rotate` against the back end's database; answers the new key's id. */
async function rotateSigningKey(backend: ProductionBackend) {
  const rotated = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, 'scripts/keys.ts'), 'rotate'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        MONGODB_URI: backend.dbUri,
        IDENTITY_KEY_SECRET: backend.identityKeySecret,
      },
      timeout: 30_000,
    },
  );
  const kid = /new signing key (\S+);/.exec(rotated.stdout)?.[1];
  if (!kid) throw new Error(`keys rotate said: ${rotated.stdout} ${rotated.stderr}`);
  return kid;
}

/** Renews `token` until identity signs the renewal with `kid` (it takes a rotation up within 30 s). */
async function renewalSignedBy(backend: ProductionBackend, token: string, kid: string) {
  const started = Date.now();
  let renewed = '';
  while (Date.now() - started < 45_000) {
    const refresh = await api(backend, 'POST', 'identity/token/refresh', { token });
    renewed = (refresh.json.data as { token?: string } | undefined)?.token ?? '';
    if (kidOf(renewed) === kid) break;
    await sleep(1_000);
  }
  return renewed;
}

/** The first answer to a signed-in GET, and when (if ever, within `limitMs`) it was answered 200. */
async function acceptedWithin(backend: ProductionBackend, url: string, token: string, limitMs: number) {
  const started = Date.now();
  const first = await api(backend, 'GET', url, { token });
  let status = first.status;
  while (status !== 200 && Date.now() - started < limitMs) {
    await sleep(1_000);
    status = (await api(backend, 'GET', url, { token })).status;
  }
  return {
    first: first.status,
    message: first.json.message,
    acceptedAfterMs: status === 200 ? Date.now() - started : Number.NaN,
  };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

const attacks: Attack[] = [
  [
    'sandbox pay / fail / script routes',
    async (context) => {
      const user = await newUser(context.backend, 'prod-sandbox');
      const order = await paymentOrder(context, user, context.products[0]!);
      const statuses = await Promise.all(
        ['pay', 'fail'].map(
          async (outcome) =>
            (
              await api(context.backend, 'POST', `shop/checkout/sandbox/${outcome}`, {
                token: user.token,
                body: { orderId: order.id },
              })
            ).status,
        ),
      );
      const script = (await api(context.backend, 'GET', 'shop/checkout/sandbox.js')).status;
      const stored = await storedOrder(context, order.id);
      return {
        value: `pay ${statuses[0]}, fail ${statuses[1]}, sandbox.js ${script}; order ${stored?.status}`,
        ok: [...statuses, script].every((s) => s === 404) && stored?.status === 'created',
      };
    },
  ],
  [
    'forged payment.captured webhook: signed with a wrong secret, then with the old fixed sandbox secret',
    async (context) => {
      const user = await newUser(context.backend, 'prod-forge');
      const order = await paymentOrder(context, user, context.products[1]!);
      const body = capturedEvent(order, { id: 'pay_Forged00000001' });
      const wrong = await sendWebhook(context, body, 'a-secret-the-attacker-made-up-000000');
      const old = await sendWebhook(context, body, OLD_SANDBOX_WEBHOOK_SECRET);
      const stored = await storedOrder(context, order.id);
      return {
        value: `${wrong.status} / ${old.status} (${old.json.message}); order ${stored?.status}`,
        ok: wrong.status === 400 && old.status === 400 && stored?.status === 'created',
      };
    },
  ],
  [
    "the right amount in another currency: webhook signed with the real secret, and Checkout's payment",
    async (context) => {
      const user = await newUser(context.backend, 'prod-currency');
      const order = await paymentOrder(context, user, context.products[2]!);
      const hook = await sendWebhook(
        context,
        capturedEvent(order, { id: 'pay_OtherCurrency01', currency: 'USD' }),
        context.backend.razorpay.webhookSecret,
      );
      // A captured payment of the same number of cents, as the gateway would report it, signed as Checkout signs.
      const { standIn, keySecret } = context.backend.razorpay;
      const paymentId = 'pay_OtherCurrency02';
      standIn.payments.set(paymentId, {
        id: paymentId,
        entity: 'payment',
        amount: order.amount,
        currency: 'USD',
        status: 'captured',
        order_id: order.id,
        method: 'card',
        captured: true,
        amount_refunded: 0,
        refund_status: null,
        error_code: null,
        error_description: null,
        created_at: Math.floor(Date.now() / 1000),
      });
      const placed = await placeOrder(context.backend, user, {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: hmacHex(keySecret, paymentSignaturePayload(order.id, paymentId)),
      });
      const stored = await storedOrder(context, order.id);
      return {
        value: `webhook ${hook.status}, order placed with it ${placed.status}; order ${stored?.status}`,
        ok: placed.status === 400 && stored?.status === 'created',
      };
    },
  ],
  [
    "Razorpay's payment.captured replayed with its event id",
    async (context) => {
      const user = await newUser(context.backend, 'prod-replay');
      const order = await paymentOrder(context, user, context.products[0]!);
      const { standIn, webhookSecret } = context.backend.razorpay;
      await payAtCheckout(context, order.id);
      await standIn.delivered();
      const event = standIn.deliveries.find(
        (delivery) => delivery.event === 'payment.captured' && delivery.rawBody.includes(order.id),
      );
      if (!event) throw new Error('the stand-in sent no payment.captured');
      const before = JSON.stringify(await storedOrder(context, order.id));
      const replay = await sendWebhook(context, event.rawBody, webhookSecret, event.eventId);
      const after = JSON.stringify(await storedOrder(context, order.id));
      return {
        value: `first delivery ${event.status}; replay ${replay.status} duplicate=${replay.json.data?.duplicate}; order ${before === after ? 'unchanged' : 'CHANGED'}`,
        ok: event.status === 200 && replay.json.data?.duplicate === true && before === after,
      };
    },
  ],
  [
    'a payment authorised but not captured, placed as an order',
    async (context) => {
      const user = await newUser(context.backend, 'prod-authorised');
      const order = await paymentOrder(context, user, context.products[1]!);
      const { settings } = context.backend.razorpay.standIn;
      // Capture held back (the bank has not confirmed): the payment stays authorised for now.
      settings.autoCaptureDelayMs = 10 * 60_000;
      try {
        const payment = await payAtCheckout(context, order.id);
        const placed = await placeOrder(context.backend, user, payment);
        const stored = await storedOrder(context, order.id);
        return {
          value: `${placed.status} (${placed.json.message}); order ${stored?.status}`,
          ok: placed.status === 409 && stored?.status === 'created',
        };
      } finally {
        settings.autoCaptureDelayMs = 0;
      }
    },
  ],
  [
    'GET /cart/order twice for one cart',
    async (context) => {
      const user = await newUser(context.backend, 'prod-twice');
      const { orders } = context.backend.razorpay.standIn;
      const before = orders.size;
      const first = await paymentOrder(context, user, context.products[0]!);
      const again = await api(context.backend, 'GET', 'shop/cart/order', { token: user.token });
      const same = (again.json.data as PaymentOrder | undefined)?.id === first.id;
      return {
        value: `${same ? 'the same' : 'ANOTHER'} payment order; ${orders.size - before} made at Razorpay`,
        ok: same && orders.size - before === 1,
      };
    },
  ],
  [
    'new payment orders for one buyer, changing the cart each time',
    async (context) => {
      const user = await newUser(context.backend, 'prod-limit');
      const ids = new Set<string>();
      let last = { status: 0, message: '' };
      for (let i = 0; i < 15 && last.status !== 429; i++) {
        await api(context.backend, 'POST', 'shop/cart', {
          token: user.token,
          body: { productId: context.products[i % context.products.length]!, qty: 1 },
        });
        const order = await api(context.backend, 'GET', 'shop/cart/order', { token: user.token });
        last = { status: order.status, message: order.json.message ?? '' };
        if (order.json.success) ids.add((order.json.data as PaymentOrder).id);
      }
      return {
        value: `${ids.size} made, then ${last.status} (${last.message})`,
        ok: last.status === 429 && ids.size <= 10,
      };
    },
  ],
  [
    "identity's token versions: public address / service-to-service on identity's port",
    async ({ backend }) => {
      const publicList = await fetch(
        `${backend.origin('identity')}/api/identity/.well-known/token-versions.json`,
      );
      const internal = await fetch(`${backend.origin('identity')}/internal/token-versions?since=0`);
      return {
        value: `${publicList.status} / ${internal.status}`,
        ok: publicList.status === 404 && internal.status === 200,
      };
    },
  ],
  [
    'the development mailbox (GET /api/identity/outbox?email=)',
    async ({ backend }) => {
      const outbox = await api(backend, 'GET', 'identity/outbox?email=amina.learner%40aspirecollege.in');
      return { value: String(outbox.status), ok: outbox.status === 404 };
    },
  ],
  [
    "the README's demo learner signing in to the learner area",
    async ({ backend }) => {
      const login = await api(backend, 'POST', 'identity/auth/lms/login', {
        body: { email: 'amina.learner@aspirecollege.in', password: 'Aspire-Learner-2023' },
      });
      return { value: `${login.status} (${login.json.message})`, ok: login.status === 401 };
    },
  ],
  [
    'sign-up with a common password ("password", "12345678")',
    async ({ backend }) => {
      const answers = await Promise.all(
        ['password', '12345678'].map((password, i) =>
          api(backend, 'POST', 'identity/auth/user/signup', {
            body: {
              firstName: 'Common',
              lastName: 'Password',
              email: `prod-common.${Date.now()}.${i}@example.com`,
              mobileNumber: '9876543210',
              password,
              confirmPassword: password,
            },
          }),
        ),
      );
      return {
        value: `${answers.map((a) => a.status).join(', ')} (${answers[0]?.json.message})`,
        ok: answers.every((a) => a.status === 400),
      };
    },
  ],
  [
    '30 parallel wrong passwords for one account, from one address',
    async ({ backend }) => {
      const victim = await newUser(backend, 'prod-victim');
      const attacker = { 'x-forwarded-for': '198.51.100.30' };
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const login = await api(backend, 'POST', 'identity/auth/user/login', {
            body: { email: victim.email, password: `wrong-guess-${i}-x` },
            headers: attacker,
          });
          return login.status;
        }),
      );
      const ms = Math.round(performance.now() - started);
      const checked = count(statuses, 401);
      return {
        value: `${checked} checked (401), ${count(statuses, 429)} refused before hashing (429), in ${ms} ms`,
        ok: checked <= 5 && checked + count(statuses, 429) === 30,
      };
    },
  ],
  [
    "the account's owner after such a burst (slowed down, not locked out)",
    async ({ backend }) => {
      const owner = await newUser(backend, 'prod-owner');
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          api(backend, 'POST', 'identity/auth/user/login', {
            body: { email: owner.email, password: `wrong-guess-${i}-y` },
            headers: { 'x-forwarded-for': '198.51.100.31' },
          }),
        ),
      );
      const started = Date.now();
      let status = 0;
      while (Date.now() - started < 90_000) {
        const login = await api(backend, 'POST', 'identity/auth/user/login', {
          body: { email: owner.email, password: owner.password },
          headers: { 'x-forwarded-for': '198.51.100.32' },
        });
        status = login.status;
        if (status !== 429) break;
        await sleep(Math.min(60, Number(login.headers.get('retry-after') ?? 1)) * 1000);
      }
      const waited = ((Date.now() - started) / 1000).toFixed(1);
      return {
        value: `signed in (${status}) after ${waited} s`,
        ok: status === 200 && Date.now() - started < 65_000,
      };
    },
  ],
  [
    'a token from before a password change, at identity and at the shop',
    async (context) => {
      const { backend } = context;
      const user = await newUser(backend, 'prod-change');
      const other = await api(backend, 'POST', 'identity/auth/user/login', {
        body: { email: user.email, password: user.password },
      });
      const otherToken = (other.json.data as { accessToken: string }).accessToken;
      const newPassword = 'a-new-reliable-pass-77';
      const changed = await api(backend, 'POST', 'identity/password/change', {
        token: otherToken,
        body: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
      });
      if (!changed.json.success)
        throw new Error(`change password: ${changed.status} ${changed.json.message}`);
      const changedAt = Date.now();
      const atIdentity = (await api(backend, 'GET', 'identity/me', { token: user.token })).status;
      let atShop = 0;
      while (Date.now() - changedAt < REVOCATION_BOUND_MS) {
        atShop = (await api(backend, 'GET', 'shop/cart', { token: user.token })).status;
        if (atShop === 401) break;
        await sleep(250);
      }
      return {
        value: `identity ${atIdentity} at once; shop ${atShop} after ${Date.now() - changedAt} ms`,
        ok: atIdentity === 401 && atShop === 401,
      };
    },
  ],
  [
    'x-forwarded-for spoofing: 30 password-reset requests, each with a new fake leftmost address',
    async ({ backend }) => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        const answer = await api(backend, 'POST', 'identity/auth/password/forgot', {
          body: { email: 'nobody@example.com' },
          headers: { 'x-forwarded-for': `10.${i}.0.1, 203.0.113.50` },
        });
        statuses.push(answer.status);
      }
      // Another real client (another address written by the proxy) is not held back by the first one.
      const another = await api(backend, 'POST', 'identity/auth/password/forgot', {
        body: { email: 'nobody@example.com' },
        headers: { 'x-forwarded-for': '10.99.0.1, 203.0.113.51' },
      });
      return {
        value: `${count(statuses, 200)} answered, ${count(statuses, 429)} refused 429; another address: ${another.status}`,
        ok:
          count(statuses, 200) === FORM_RATE_LIMIT &&
          count(statuses, 429) === 30 - FORM_RATE_LIMIT &&
          another.status === 200,
      };
    },
  ],
  [
    "/metrics on each service's own port, and under /api/",
    async ({ backend }) => {
      const answers = await Promise.all(
        SERVICES.map(async (service) => {
          const own = await fetch(`${backend.origin(service)}/metrics`);
          const text = await own.text();
          const proxied = await fetch(`${backend.origin(service)}/api/${service}/metrics`);
          await proxied.body?.cancel();
          const ok = own.status === 200 && text.includes('http_requests_total') && proxied.status === 404;
          return { text: `${service} ${own.status}/${proxied.status}`, ok };
        }),
      );
      return { value: answers.map((a) => a.text).join(', '), ok: answers.every((a) => a.ok) };
    },
  ],
  [
    'signing key rotated (node scripts/keys.ts rotate): old token, new token',
    async ({ backend }) => {
      const user = await newUser(backend, 'prod-rotate');
      const oldKid = kidOf(user.token);
      const newKid = await rotateSigningKey(backend);
      const started = Date.now();
      const renewed = await renewalSignedBy(backend, user.token, newKid);
      const takenUpS = ((Date.now() - started) / 1000).toFixed(1);
      const status = async (url: string, token: string) => (await api(backend, 'GET', url, { token })).status;
      const oldAt = [await status('identity/me', user.token), await status('shop/cart', user.token)];
      const newAtIdentity = await status('identity/me', renewed);
      const newAtShop = await acceptedWithin(backend, 'shop/cart', renewed, 45_000);
      const published = await publishedKids(backend);
      return {
        value:
          `old token ${oldAt.join('/')} (identity/shop); new key signing after ${takenUpS} s; new token: identity ${newAtIdentity}, ` +
          `shop ${newAtShop.first}${newAtShop.first === 200 ? '' : ` (${newAtShop.message}), 200 after ${newAtShop.acceptedAfterMs} ms`}; ` +
          `JWKS publishes ${published.length} keys`,
        // A renewed token the shop refuses would sign the visitor out (401 jwt expired) at a rotation.
        ok:
          newKid !== oldKid &&
          kidOf(renewed) === newKid &&
          [...oldAt, newAtIdentity, newAtShop.first].every((s) => s === 200) &&
          published.includes(oldKid ?? '') &&
          published.includes(newKid),
      };
    },
  ],
  [
    "private signing keys in clear in identity's database",
    async ({ db }) => {
      const keys = await db.db('aspire_identity').collection('keys').find().toArray();
      // A private JWK's secret part is its `d`; stored keys hold it only inside the sealed ciphertext.
      const clear = keys.filter((key) => 'privateJwk' in key || /"d":/.test(JSON.stringify(key))).length;
      const sealed = keys.filter((key) => 'sealedKey' in key).length;
      return {
        value: `${clear} in clear, ${sealed} of ${keys.length} sealed`,
        ok: clear === 0 && sealed === keys.length && keys.length > 0,
      };
    },
  ],
];

export async function productionAttacks(): Promise<Figure[]> {
  const backend = await startProductionBackend();
  const db = new MongoClient(backend.dbUri);
  try {
    const products = ((await api(backend, 'GET', 'shop/product')).json.data as { _id: string }[]).map(
      (p) => p._id,
    );
    const context: Context = { backend, db, products };
    const figures: Figure[] = [];
    for (const [label, run] of attacks) {
      const outcome = await run(context).catch(
        (error: unknown): Outcome => ({ value: `did not complete: ${String(error)}`, ok: false }),
      );
      figures.push({ section: 'production', figure: label, ...outcome });
    }
    return figures;
  } finally {
    await db.close();
    await backend.stop();
  }
}
