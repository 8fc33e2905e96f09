import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { backup, restore } from '../../services/kit/src/dev/backup.ts';
import { startEmbeddedDb } from '../../services/kit/src/dev/embedded-db.ts';
import { hmacHex } from '../../services/shop/src/payments/gateway.ts';
import { sandboxEventId } from '../../services/shop/src/payments/sandbox-webhooks.ts';
import type { OutboxEventDoc } from '../../services/shop/src/repo/webhook-outbox.ts';
import { percentile } from '../bench/report.ts';
import { addStaff, staffToken } from '../e2e/support/staff.ts';
import {
  api,
  checkout,
  keepSignedIn,
  newUser,
  newUsers,
  paidOrders,
  placeOrder,
  restartTime,
  SERVICES,
  type Site,
} from './site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export type Figure = { section: string; figure: string; value: string | number; ok: boolean };

/** Property-based fuzzing of every operation of every service's OpenAPI document (schemathesis). */
export async function fuzz(site: Site): Promise<Figure[]> {
  const st = path.join(ROOT, '.tools/venv/bin/st');
  if (!existsSync(st)) {
    spawnSync('python3', ['-m', 'venv', path.join(ROOT, '.tools/venv')], { stdio: 'inherit' });
    spawnSync(path.join(ROOT, '.tools/venv/bin/pip'), ['install', '-q', 'schemathesis==4.32.5'], {
      stdio: 'inherit',
    });
  }
  const { token } = await newUser(site, 'fuzz');
  const figures: Figure[] = [];
  for (const service of SERVICES) {
    const base = `http://127.0.0.1:${site.servicePort(service)}/api/${service}`;
    // Waited for without blocking: the site's parts write to pipes this process reads.
    const run = await new Promise<{ stdout: string; stderr: string }>((resolve) =>
      execFile(
        st,
        [
          '--config-file',
          path.join(import.meta.dirname, 'schemathesis.toml'),
          'run',
          `${base}/openapi.json`,
          '--url',
          base,
          '-H',
          `Authorization: Bearer ${token}`,
          '--checks',
          'all',
          '--exclude-checks',
          'positive_data_acceptance',
          '--max-examples',
          process.env.FUZZ_EXAMPLES ?? '40',
          '--phases',
          'examples,coverage,fuzzing',
          '--no-color',
        ],
        { encoding: 'utf8', timeout: 600_000, maxBuffer: 64 * 1024 * 1024 },
        (_failed, stdout, stderr) => resolve({ stdout, stderr }),
      ),
    );
    const out = `${run.stdout}\n${run.stderr}`;
    const generated = Number(/(\d+) generated/.exec(out)?.[1] ?? 0);
    const serverErrors = Number(/ST101 Server error: (\d+)/.exec(out)?.[1] ?? 0);
    const failures = Number(/(\d+) found (\d+) unique failures/.exec(out)?.[2] ?? 0);
    const operations = Number(/Tested: (\d+)/.exec(out)?.[1] ?? 0);
    // Schemathesis's own report names each failing case and how to replay it.
    const report = path.join(tmpdir(), `aspire-fuzz-${service}.txt`);
    writeFileSync(report, out);
    const where = failures ? ` (${report})` : '';
    figures.push(
      {
        section: 'fuzz',
        figure: `${service}: operations / cases`,
        value: `${operations} / ${generated}`,
        ok: generated > 0,
      },
      {
        section: 'fuzz',
        figure: `${service}: 5xx`,
        value: `${serverErrors}${where}`,
        ok: serverErrors === 0,
      },
      {
        section: 'fuzz',
        figure: `${service}: other check failures`,
        value: `${failures - Math.min(failures, serverErrors)}${where}`,
        ok: failures === 0,
      },
    );
  }
  return figures;
}

/** Hand-made hostile bodies and queries against every POST and GET of every service: never a 5xx. */
export async function hostileInput(site: Site): Promise<Figure[]> {
  const { token } = await newUser(site, 'hostile');
  const nested = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const bodies: [string, string, string][] = [
    ['deeply nested JSON', 'application/json', nested],
    ['oversized JSON', 'application/json', JSON.stringify({ email: 'x'.repeat(2_000_000) })],
    ['wrong content type', 'text/plain', 'email=a@b.c'],
    ['form encoding', 'application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
    [
      'prototype pollution',
      'application/json',
      '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"email":"a@b.c"}',
    ],
    [
      'operator injection',
      'application/json',
      '{"email":{"$gt":""},"password":{"$ne":null},"productId":{"$where":"1"}}',
    ],
    [
      'unicode edge cases',
      'application/json',
      JSON.stringify({
        firstName: '\u0000\ud800\u202e\uffff😀',
        email: 'ä@ö.ü',
        message: '\u0000'.repeat(10),
      }),
    ],
    ['array instead of object', 'application/json', '[1,2,3]'],
    ['truncated JSON', 'application/json', '{"email": "a@b'],
  ];
  let cases = 0;
  let serverErrors = 0;
  const examples: string[] = [];
  for (const service of SERVICES) {
    const doc = (await (await fetch(`${site.base}/api/${service}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [route, operations] of Object.entries(doc.paths)) {
      const url = `${site.base}/api/${service}${route.replace(/\{\w+\}/g, '1')}`;
      for (const method of Object.keys(operations)) {
        const attempts =
          method === 'post'
            ? bodies.map(([label, type, body]) => ({
                label,
                init: { method: 'POST', headers: { 'content-type': type }, body },
              }))
            : [{ label: 'duplicate query parameters', init: { method: method.toUpperCase() } }];
        for (const { label, init } of attempts) {
          const target =
            method === 'post'
              ? url
              : `${url}?category=books&category=all&when=past&when=x&year=2022&year=2023&limit=1&limit=-1`;
          const response = await fetch(target, {
            ...init,
            headers: {
              ...(init as { headers?: Record<string, string> }).headers,
              authorization: `Bearer ${token}`,
            },
          }).catch(() => null);
          cases += 1;
          if (!response || response.status >= 500) {
            serverErrors += 1;
            if (examples.length < 5)
              examples.push(
                `${method.toUpperCase()} ${service}${route} (${label}) → ${response?.status ?? 'no answer'}`,
              );
          }
        }
      }
    }
  }
  for (const example of examples) console.error(`  ${example}`);
  return [
    { section: 'hostile input', figure: 'requests sent', value: cases, ok: cases > 0 },
    { section: 'hostile input', figure: '5xx or no answer', value: serverErrors, ok: serverErrors === 0 },
  ];
}

/** Every page and API answer carries the browser-facing security headers. */
export async function headers(site: Site): Promise<Figure[]> {
  const figures: Figure[] = [];
  const pages = ['/', '/courses', '/course/1', '/shop', '/lms/login', '/events', '/gallery', '/no-such-page'];
  for (const page of pages) {
    const response = await fetch(`${site.base}${page}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const hsts = Number(
      /max-age=(\d+)/.exec(response.headers.get('strict-transport-security') ?? '')?.[1] ?? 0,
    );
    const missing = [
      !csp.includes("object-src 'none'") && 'object-src',
      !csp.includes("base-uri 'none'") && 'base-uri',
      !csp.includes('frame-ancestors') && 'frame-ancestors',
      /script-src[^;]*(\*|'unsafe-inline'|'unsafe-eval')/.test(csp) && 'strict script-src',
      hsts < 31_536_000 && 'HSTS ≥ 1 year',
      response.headers.get('x-content-type-options') !== 'nosniff' && 'nosniff',
      !response.headers.get('referrer-policy') && 'referrer-policy',
    ].filter(Boolean);
    figures.push({
      section: 'headers',
      figure: `page ${page}`,
      value: missing.length ? `missing ${missing.join(', ')}` : 'all present',
      ok: missing.length === 0,
    });
  }
  for (const service of SERVICES) {
    const response = await fetch(`${site.base}/api/${service}/health`, {
      headers: { origin: 'https://evil.example' },
    });
    const missing = [
      response.headers.get('x-content-type-options') !== 'nosniff' && 'nosniff',
      !response.headers.get('strict-transport-security') && 'HSTS',
      !(response.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'") &&
        'frame-ancestors',
      response.headers.get('access-control-allow-origin') && 'CORS open to a foreign origin',
    ].filter(Boolean);
    figures.push({
      section: 'headers',
      figure: `api ${service}`,
      value: missing.length ? `missing ${missing.join(', ')}` : 'all present',
      ok: missing.length === 0,
    });
  }
  return figures;
}

/** A learner can never read or change another user's cart, order or progress. */
export async function accessControl(site: Site): Promise<Figure[]> {
  const alice = await newUser(site, 'alice');
  const bob = await newUser(site, 'bob');
  const products = (await api(site, 'GET', 'shop/product')).json.data as { _id: string }[];
  await api(site, 'POST', 'shop/cart', { token: alice.token, body: { productId: products[0]!._id, qty: 1 } });
  const aliceCart = (await api(site, 'GET', 'shop/cart', { token: alice.token })).json.data as {
    items: { _id: string; productId: string; qty: number }[];
  };
  const line = aliceCart.items[0]!;
  const cases: [string, () => Promise<boolean>][] = [
    [
      "bob's cart does not show alice's lines",
      async () =>
        ((await api(site, 'GET', 'shop/cart', { token: bob.token })).json.data as { items: unknown[] }).items
          .length === 0,
    ],
    [
      "bob cannot edit alice's cart line",
      async () => {
        await api(site, 'POST', 'shop/cart/edit', {
          token: bob.token,
          body: { cartId: line._id, productId: line.productId, qty: 9 },
        });
        const after = (await api(site, 'GET', 'shop/cart', { token: alice.token })).json.data as {
          items: { qty: number }[];
        };
        return after.items[0]?.qty === line.qty;
      },
    ],
    [
      "bob cannot delete alice's cart line",
      async () => {
        await api(site, 'POST', 'shop/cart/delete', {
          token: bob.token,
          body: { cartId: line._id, productId: line.productId },
        });
        return (
          ((await api(site, 'GET', 'shop/cart', { token: alice.token })).json.data as { items: unknown[] })
            .items.length === 1
        );
      },
    ],
    [
      "bob cannot see alice's orders",
      async () => {
        const { payment } = await checkout(site, alice, products[1]!._id);
        const bobs = (await api(site, 'GET', 'shop/orders', { token: bob.token })).json.data as {
          paymentId: string;
        }[];
        return !bobs.some((o) => o.paymentId === payment.razorpay_payment_id);
      },
    ],
    [
      "bob cannot place an order with alice's payment",
      async () => {
        await api(site, 'POST', 'shop/cart', {
          token: alice.token,
          body: { productId: products[2]!._id, qty: 1 },
        });
        const order = (await api(site, 'GET', 'shop/cart/order', { token: alice.token })).json.data as {
          id: string;
        };
        const pay = (
          await api(site, 'POST', 'shop/checkout/sandbox/pay', {
            token: alice.token,
            body: { orderId: order.id },
          })
        ).json.data as Parameters<typeof placeOrder>[2];
        const stolen = await placeOrder(site, bob, pay);
        const bobs = await paidOrders(site, bob.token);
        return stolen.status >= 400 && bobs.length === 0;
      },
    ],
    [
      'no token: 401 authorization token required',
      async () => {
        const response = await api(site, 'GET', 'shop/cart');
        return response.status === 401 && response.json.message === 'authorization token required';
      },
    ],
    [
      "bob cannot read alice's LMS progress",
      async () => {
        const progress = await api(site, 'GET', 'lms/progress', { token: bob.token });
        return progress.status === 200 && (progress.json.data as unknown[]).length === 0;
      },
    ],
    [
      'bob cannot open or complete a course he is not enrolled in',
      async () => {
        const open = await api(site, 'GET', 'lms/course/bachelor-of-islamic-studies', { token: bob.token });
        const complete = await api(site, 'POST', 'lms/course/bachelor-of-islamic-studies/units/u1/complete', {
          token: bob.token,
        });
        return open.status === 403 && complete.status >= 400 && complete.status < 500;
      },
    ],
    [
      'a tampered token is refused by every service',
      async () => {
        const tampered = `${alice.token.slice(0, -6)}AAAAAA`;
        const answers = await Promise.all([
          api(site, 'GET', 'identity/me', { token: tampered }),
          api(site, 'GET', 'shop/cart', { token: tampered }),
          api(site, 'GET', 'lms/progress', { token: tampered }),
        ]);
        return answers.every((a) => a.status === 401);
      },
    ],
    [
      'signing out ends the token at identity at once and at every service within 10 s',
      async () => {
        const carol = await newUser(site, 'carol');
        await api(site, 'POST', 'identity/auth/logout', { token: carol.token });
        if ((await api(site, 'GET', 'identity/me', { token: carol.token })).status !== 401) return false;
        for (let waited = 0; waited < 10_000; waited += 500) {
          const urls = ['shop/cart', 'lms/progress', 'lms/enrolments'];
          const answers = await Promise.all(urls.map((url) => api(site, 'GET', url, { token: carol.token })));
          if (answers.every((a) => a.status === 401 && a.json.message === 'jwt expired')) return true;
          await new Promise((r) => setTimeout(r, 500));
        }
        return false;
      },
    ],
  ];
  const figures: Figure[] = [];
  for (const [label, check] of cases) {
    const ok = await check().catch((error) => {
      console.error(`  ${label}: ${String(error)}`);
      return false;
    });
    figures.push({ section: 'access control', figure: label, value: ok ? 'refused' : 'ALLOWED', ok });
  }
  return figures;
}

/**
 * The database is stopped in the middle of a checkout load and started again: answers during the
 * outage are quick 503s, the services recover by themselves, and every paid payment ends with exactly
 * one order once the browsers retry.
 */
export async function databaseOutage(site: Site, users = 40): Promise<Figure[]> {
  const products = (await api(site, 'GET', 'shop/product')).json.data as { _id: string }[];
  const shoppers = await newUsers(site, users, 'outage');
  const statuses: number[] = [];
  let slowest = 0;
  let slowestSteps = '';
  const payments: { user: (typeof shoppers)[number]; payment: Parameters<typeof placeOrder>[2] }[] = [];
  let outageOver = false;
  // Every shopper keeps checking out until the outage is over, so the load spans it.
  const load = Promise.all(
    shoppers.map(async (user, i) => {
      for (let round = 0; round < 200 && !outageOver; round++) {
        const started = performance.now();
        let steps: Partial<Record<string, number>> = {};
        try {
          const done = await checkout(site, user, products[i % products.length]!._id);
          steps = done.steps;
          payments.push({ user, payment: done.payment });
          statuses.push(done.placed.status);
        } catch (error) {
          steps = (error as { steps?: typeof steps }).steps ?? {};
          statuses.push(Number(/: (\d{3})/.exec(String(error))?.[1] ?? 0));
          await new Promise((r) => setTimeout(r, 250));
        } finally {
          const took = performance.now() - started;
          if (took > slowest) {
            slowest = took;
            slowestSteps = Object.entries(steps)
              .map(([name, ms]) => `${name} ${ms}`)
              .join(', ');
          }
        }
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 1_500));
  await site.stopDb();
  const readyDuringOutage = await api(site, 'GET', 'shop/ready');
  await new Promise((r) => setTimeout(r, 3_000));
  await site.startDb();
  await new Promise((r) => setTimeout(r, 3_000));
  outageOver = true;
  await load;
  // Browsers that paid but whose confirmation failed during the outage retry it now.
  for (const { user, payment } of payments) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const placed = await placeOrder(site, user, payment);
      if (placed.status < 500) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  let exactlyOne = 0;
  const ordersOf = new Map<string, Awaited<ReturnType<typeof paidOrders>>>();
  for (const { user, payment } of payments) {
    if (!ordersOf.has(user.email)) ordersOf.set(user.email, await paidOrders(site, user.token));
    const orders = ordersOf.get(user.email)!.filter((o) => o.paymentId === payment.razorpay_payment_id);
    if (orders.length === 1) exactlyOne += 1;
  }
  const refused = statuses.filter((s) => s === 503 || s === 502).length;
  const fiveHundreds = statuses.filter((s) => s === 500).length;
  const readyAfter = await Promise.all(SERVICES.map((s) => api(site, 'GET', `${s}/ready`)));
  return [
    {
      section: 'faults',
      figure: 'database stopped mid-checkout: /ready during outage',
      value: readyDuringOutage.status,
      ok: readyDuringOutage.status === 503,
    },
    {
      section: 'faults',
      figure: 'checkout steps refused with 503 during the outage',
      value: refused,
      ok: refused > 0,
    },
    {
      section: 'faults',
      figure: 'slowest checkout attempt (four calls) across the outage',
      value: `${Math.round(slowest)} ms (${slowestSteps || 'no step timed'})`,
      ok: slowest < 15_000,
    },
    {
      section: 'faults',
      figure: 'plain 500s seen (should be 503)',
      value: fiveHundreds,
      ok: fiveHundreds === 0,
    },
    {
      section: 'faults',
      figure: 'paid payments with exactly one order',
      value: `${exactlyOne} / ${payments.length}`,
      ok: exactlyOne === payments.length && payments.length > 0,
    },
    {
      section: 'faults',
      figure: 'services ready after restart',
      value: readyAfter.every((r) => r.status === 200) ? 'all 5' : 'not all',
      ok: readyAfter.every((r) => r.status === 200),
    },
  ];
}

/**
 * The shop process is killed (SIGKILL) right after a batch of sandbox payments is answered, while their
 * webhooks still wait in the sandbox's outbox (the site runs with SANDBOX_WEBHOOK_DELAY_MS). The launcher
 * restarts it; before any browser confirms, each paid payment must have exactly one order, placed by the
 * webhook the restarted process sent. Then the browsers confirm, and every webhook is replayed (and a late
 * `payment.failed` sent): still exactly one paid order each, with nothing about it changed.
 */
export async function shopKilledAfterPayment(site: Site, users = 20): Promise<Figure[]> {
  const products = (await api(site, 'GET', 'shop/product')).json.data as { _id: string }[];
  const shoppers = await newUsers(site, users, 'killed');
  const orderIds = await Promise.all(
    shoppers.map(async (user, i) => {
      await api(site, 'POST', 'shop/cart', {
        token: user.token,
        body: { productId: products[i % products.length]!._id, qty: 1 },
      });
      const order = await api(site, 'GET', 'shop/cart/order', { token: user.token });
      if (!order.json.success) throw new Error(`payment order: ${order.status} ${order.json.message}`);
      return (order.json.data as { id: string }).id;
    }),
  );
  const paid = await Promise.all(
    shoppers.map(async (user, i) => {
      const pay = await api(site, 'POST', 'shop/checkout/sandbox/pay', {
        token: user.token,
        body: { orderId: orderIds[i] },
      });
      return pay.json.success ? { user, payment: pay.json.data as Parameters<typeof placeOrder>[2] } : null;
    }),
  );
  const oldPid = site.pids['service shop']!;
  process.kill(oldPid, 'SIGKILL');
  const killedAt = new Date();
  const payments = paid.filter((p) => p !== null);
  const paymentOrderIds = payments.map((p) => p.payment.razorpay_order_id);

  const client = new MongoClient(site.dbUri);
  try {
    const db = client.db('aspire_shop');
    const outbox = db.collection<OutboxEventDoc>('sandbox_webhook_outbox');
    const orders = db.collection<{
      paymentOrderId: string;
      status: string;
      paymentId?: string;
      paidVia?: string;
      paidAt: Date | null;
    }>('orders');
    const mine = { paymentOrderId: { $in: paymentOrderIds } };
    // Kept for the replays below: a delivered event leaves the outbox.
    const owedAtKill = await outbox.find({ ...mine, event: 'payment.captured', status: 'pending' }).toArray();
    const pendingAtKill = owedAtKill.length;
    const paidAtKill = await orders.countDocuments({ ...mine, status: 'paid' });

    // The launcher starts the shop again; wait for the new process to answer /ready.
    const restartMs = await restartTime(
      site,
      'service shop',
      oldPid,
      `${site.base}/api/shop/ready`,
      killedAt,
    );

    // Before any browser confirms: each payment's order, placed by a webhook the restarted shop sent.
    const byWebhookAfterRestart = async () => {
      const docs = await orders.find(mine).toArray();
      return payments.filter(({ payment }) => {
        const doc = docs.find((d) => d.paymentOrderId === payment.razorpay_order_id);
        return (
          doc?.status === 'paid' &&
          doc.paymentId === payment.razorpay_payment_id &&
          doc.paidVia === 'webhook' &&
          (doc.paidAt?.getTime() ?? 0) >= killedAt.getTime()
        );
      }).length;
    };
    let placedByWebhook = 0;
    for (let waited = 0; waited < 30_000; waited += 250) {
      placedByWebhook = await byWebhookAfterRestart();
      if (placedByWebhook === payments.length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const exactlyOneOf = async () => {
      let exactlyOne = 0;
      for (const { user, payment } of payments) {
        const list = await paidOrders(site, user.token);
        if (list.filter((o) => o.paymentId === payment.razorpay_payment_id).length === 1) exactlyOne += 1;
      }
      return exactlyOne;
    };
    const exactlyOneBefore = await exactlyOneOf();

    // The browsers come back and confirm; then every webhook is replayed, and a late failure arrives.
    const confirmations = await Promise.all(
      payments.map(({ user, payment }) => placeOrder(site, user, payment)),
    );
    const confirmedOk = confirmations.filter((c) => c.status === 200 || c.status === 201).length;
    const exactlyOneAfter = await exactlyOneOf();
    const snapshot = async () =>
      new Map((await orders.find(mine).toArray()).map((d) => [d.paymentOrderId, JSON.stringify(d)]));
    const before = await snapshot();
    // Events are signed when sent, with the sandbox's secret for this run (set by run.ts), and carry
    // the event id every retry of them carries.
    const secret = site.env.SANDBOX_WEBHOOK_SECRET;
    if (!secret) throw new Error('the site was started without SANDBOX_WEBHOOK_SECRET');
    const send = (rawBody: string, eventId: string) =>
      fetch(`${site.base}/api/shop/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret, rawBody),
          'x-razorpay-event-id': eventId,
        },
        body: rawBody,
      }).then((r) => r.status);
    const replayStatuses = await Promise.all(
      owedAtKill.flatMap((event) => {
        const { amount, currency } = (
          JSON.parse(event.rawBody) as {
            payload: { payment: { entity: { amount: number; currency: string } } };
          }
        ).payload.payment.entity;
        const failed = JSON.stringify({
          entity: 'event',
          event: 'payment.failed',
          payload: {
            payment: {
              entity: {
                id: `pay_Late${event.paymentOrderId.slice(-10)}`,
                amount,
                currency,
                status: 'failed',
                order_id: event.paymentOrderId,
                error_description: 'A late failure',
              },
            },
          },
        });
        // The late failure is a new event (its own id); the replays repeat the delivered event's id.
        return [
          send(event.rawBody, sandboxEventId(event)),
          send(event.rawBody, sandboxEventId(event)),
          send(failed, `evt_Late${event._id.toHexString()}`),
        ];
      }),
    );
    const after = await snapshot();
    const unchanged = [...before].filter(([id, doc]) => after.get(id) === doc).length;
    const exactlyOneReplayed = await exactlyOneOf();
    const replaysAccepted = replayStatuses.filter((s) => s === 200).length;
    return [
      {
        section: 'faults',
        figure: `shop killed after payment: payments made / webhooks still pending at the kill`,
        value: `${payments.length} / ${pendingAtKill} (orders paid at the kill: ${paidAtKill})`,
        ok: payments.length === users && pendingAtKill === payments.length && paidAtKill === 0,
      },
      {
        section: 'faults',
        figure: 'shop answering /ready again after the kill',
        value: Number.isNaN(restartMs) ? 'never' : `${restartMs} ms`,
        ok: !Number.isNaN(restartMs),
      },
      {
        section: 'faults',
        figure: 'orders placed by the webhook after the restart (before any browser confirmation)',
        value: `${placedByWebhook} / ${payments.length}`,
        ok: placedByWebhook === payments.length,
      },
      {
        section: 'faults',
        figure: 'paid payments with exactly one order: before / after the browsers confirm',
        value: `${exactlyOneBefore} / ${exactlyOneAfter} of ${payments.length} (confirmations answered ok: ${confirmedOk})`,
        ok:
          exactlyOneBefore === payments.length &&
          exactlyOneAfter === payments.length &&
          confirmedOk === payments.length,
      },
      {
        section: 'faults',
        figure: 'webhooks replayed twice + late payment.failed: orders left unchanged',
        value: `${unchanged} / ${before.size} (replays answered 200: ${replaysAccepted} / ${replayStatuses.length}, exactly one order after: ${exactlyOneReplayed})`,
        ok:
          before.size === payments.length &&
          unchanged === before.size &&
          replayStatuses.length === 3 * payments.length &&
          replaysAccepted === replayStatuses.length &&
          exactlyOneReplayed === payments.length,
      },
    ];
  } finally {
    await client.close();
  }
}

/**
 * Stops the shop counting the stock of `products`, as the products desk does (`to: null`): the seeded
 * counts are a few hundred copies, which the soak's shoppers buy out within minutes, after which it
 * would measure nothing but "sold out".
 */
async function stopCountingStock(site: Site, products: { _id: string }[]) {
  const email = `reliability.shop.${Date.now()}@aspirecollege.in`;
  addStaff(email, ['shop'], 'Reliability Officer', { sitePort: Number(new URL(site.base).port) });
  const token = await staffToken(email, { base: site.base });
  for (const { _id } of products) {
    const product = await api(site, 'GET', `shop/staff/products/${_id}`, { token });
    const was = (product.json.data as { stock: number | null }).stock;
    if (was === null) continue;
    const changed = await api(site, 'POST', `shop/staff/products/${_id}/stock`, {
      token,
      body: { to: null, was },
    });
    if (!changed.json.success) throw new Error(`stock of ${_id} not changed: ${changed.status}`);
  }
}

/** Visitors browsing and shoppers checking out at once; error rate, orders and memory. */
export async function loadAndSoak(
  site: Site,
  seconds: number,
  visitors = 200,
  shoppers = 50,
): Promise<Figure[]> {
  const rss = (pid: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const products = (await api(site, 'GET', 'shop/product')).json.data as { _id: string }[];
  await stopCountingStock(site, products);
  const users = await newUsers(site, shoppers, 'soak');
  const reads = [
    'catalog/courses',
    'catalog/courses/1',
    'shop/product',
    'info/event',
    'info/gallery',
    'info/alumni',
  ];
  const deadline = Date.now() + seconds * 1000;
  // Warm-up: the first minute (a quarter of a short run), while JIT, caches and heaps settle.
  const warmAt = Date.now() + Math.min(60_000, (seconds * 1000) / 4);
  let warm: Record<string, number> | undefined;
  let requests = 0;
  let errors = 0;
  /** What the errors were: a status, or what failed (browse without an answer, a checkout step). */
  const kinds = new Map<string, number>();
  const failed = (kind: string) => {
    errors += 1;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  };
  const latencies: number[] = [];
  const payments: { user: (typeof users)[number]; id: string }[] = [];
  const sample = () => Object.fromEntries(SERVICES.map((s) => [s, rss(site.pids[`service ${s}`]!)]));
  const browse = async () => {
    while (Date.now() < deadline) {
      if (!warm && Date.now() > warmAt) warm = sample();
      const started = performance.now();
      const response = await fetch(`${site.base}/api/${reads[requests % reads.length]}`).catch(() => null);
      latencies.push(performance.now() - started);
      requests += 1;
      if (!response || response.status >= 400) failed(`browse ${response?.status ?? 'no answer'}`);
      await response?.arrayBuffer();
    }
  };
  const shop = async (user: (typeof users)[number], i: number) => {
    while (Date.now() < deadline) {
      try {
        await keepSignedIn(site, user);
        const { payment, placed } = await checkout(site, user, products[i % products.length]!._id);
        requests += 4;
        payments.push({ user, id: payment.razorpay_payment_id });
        if (placed.status >= 400) failed(`order ${placed.status}`);
      } catch (error) {
        const { failedStep = '' } = error as { failedStep?: string };
        failed(
          `checkout ${failedStep} ${/^[\w ]+: \d{3}|TimeoutError/.exec(String(error))?.[0] ?? 'failed'}`,
        );
      }
    }
  };
  await Promise.all([...Array.from({ length: visitors }, browse), ...users.map(shop)]);
  const after = sample();
  // Counted in the shop's database: a buyer's order history shows the latest 100, and a soak's
  // shopper places more than that.
  const client = new MongoClient(site.dbUri);
  const soakPayments = new Set(payments.map((p) => p.id));
  const orderCounts = new Map<string, number>();
  try {
    const orders = client.db('aspire_shop').collection<{ paymentId?: string; status: string }>('orders');
    const placed = orders.find(
      { status: { $in: ['paid', 'packed', 'shipped', 'delivered'] } },
      { projection: { _id: 0, paymentId: 1 } },
    );
    for await (const { paymentId = '' } of placed)
      if (soakPayments.has(paymentId)) orderCounts.set(paymentId, (orderCounts.get(paymentId) ?? 0) + 1);
  } finally {
    await client.close();
  }
  const lost = payments.filter((p) => !orderCounts.has(p.id)).length;
  const doubled = payments.filter((p) => (orderCounts.get(p.id) ?? 0) > 1).length;
  const figures: Figure[] = [
    {
      section: 'load',
      figure: `${visitors} visitors + ${shoppers} shoppers for ${seconds} s: requests`,
      value: requests,
      ok: requests > 0,
    },
    {
      section: 'load',
      figure: 'error rate',
      value: `${((errors / Math.max(1, requests)) * 100).toFixed(2)} %${errors ? ` (${[...kinds].map(([kind, n]) => `${kind}: ${n}`).join(', ')})` : ''}`,
      ok: errors === 0,
    },
    {
      section: 'load',
      figure: 'browse p50 / p99',
      value: `${Math.round(percentile(latencies, 50))} / ${Math.round(percentile(latencies, 99))} ms`,
      ok: true,
    },
    {
      section: 'load',
      figure: 'orders placed / lost / doubled',
      value: `${payments.length} / ${lost} / ${doubled}`,
      ok: lost === 0 && doubled === 0,
    },
  ];
  for (const service of SERVICES) {
    const growth = warm ? (after[service]! - warm[service]!) / warm[service]! : 0;
    figures.push({
      section: 'load',
      figure: `${service} RSS after warm-up → end`,
      value: `${warm?.[service]?.toFixed(0)} → ${after[service]!.toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`,
      ok: growth <= 0.1,
    });
  }
  return figures;
}

/** Backup of the live databases, restore into an empty database, the same documents come back. */
export async function backupRoundTrip(site: Site): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'aspire-backup-'));
  const source = new MongoClient(site.dbUri);
  const target = await startEmbeddedDb({ dataDir: mkdtempSync(path.join(tmpdir(), 'aspire-restore-db-')) });
  const restoredClient = new MongoClient(target.uri);
  try {
    const saved = await backup(source, dir);
    const restored = await restore(restoredClient, dir);
    const mismatched = Object.entries(saved).filter(([name, count]) => restored[name] !== count);
    const total = Object.values(saved).reduce((n, c) => n + c, 0);
    return [
      {
        section: 'data safety',
        figure: 'backup → restore: collections / documents',
        value: `${Object.keys(saved).length} / ${total}`,
        ok: total > 0,
      },
      {
        section: 'data safety',
        figure: 'collections whose count differs after restore',
        value: mismatched.length,
        ok: mismatched.length === 0,
      },
    ];
  } finally {
    await source.close();
    await restoredClient.close();
    await target.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
