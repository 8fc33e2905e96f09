import { randomUUID } from 'node:crypto';
import { MongoClient, type ObjectId } from 'mongodb';
import { SERVICES, serviceInstancePort } from '../../shared/config/src/site-map.ts';
import { percentile } from '../bench/report.ts';
import { addStaff, staffToken } from '../e2e/support/staff.ts';
import type { Figure } from './sections.ts';
import { api, newUsers, placeOrder, restartTime, type Site, startSite, type User } from './site.ts';

/**
 * The proof of issue 26: the same checkout load against a site with one instance of every service, then
 * against one with three shop instances and two of every other, one shop instance killed (SIGKILL) a third
 * of the way through and restarted by the launcher; after each load, refunds raced across the instances
 * (`refundRace`). Each site is the section's own, on ports clear of
 * the suite's site (3800: its services PORT+1001…, instances PORT+1101…1149, e.g. identity#2 on 4801,
 * which is why 3700 will not do) and of the fetch spec's blocked ports (3659, 4045, 4190, 5060…):
 * 3600 (3600–3604, 4601–4605, 4625–4626, 5600, 27618) and 3400 (3400–3404, 4401–4405, 4425–4426,
 * instances 4501–4542, 5400, 27418).
 */
export async function instances(shoppers = Number(process.env.INSTANCES_SHOPPERS ?? 60)): Promise<Figure[]> {
  const single = await run('1 instance each', 3600, 1, 1, shoppers, false);
  const scaled = await run('3 shop, 2 of the rest', 3400, 3, 2, shoppers, true);
  return [
    ...single.figures,
    ...scaled.figures,
    {
      section: 'instances',
      // Informative: on the shared 2-core machine more processes share the same cores, and a run lasts
      // as long as its slowest checkout (one whose stock lease the killed instance held waits it out).
      figure: 'checkouts: per second; median / slowest, 1 vs 3 shop instances',
      value: `${single.summary} vs ${scaled.summary}`,
      ok: true,
    },
  ];
}

type Answer = Awaited<ReturnType<typeof api>>;
type Payment = Parameters<typeof placeOrder>[2];

/** What a client saw of the instances: attempts refused (502/503, no answer), and how they ended. */
type Refusals = { attempts: number; recovered: number; unrecovered: number };

const isRefusal = (answer: Answer | null) =>
  answer === null || answer.status === 502 || answer.status === 503;

/**
 * One step of the checkout as a real client makes it: an answer of 502/503 or no answer at all (an
 * instance killed under it) is tried again, up to 5 times 200 ms apart. `call(attempt)` is told which try
 * it is, so the add step can look before it adds again.
 */
async function step(refusals: Refusals, call: (attempt: number) => Promise<Answer>) {
  let answer: Answer | null = null;
  let refused = false;
  for (let attempt = 0; attempt <= 5; attempt++) {
    answer = await call(attempt).catch(() => null);
    if (!isRefusal(answer)) break;
    refused = true;
    refusals.attempts += 1;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (refused) {
    if (isRefusal(answer)) refusals.unrecovered += 1;
    else refusals.recovered += 1;
  }
  return { answer, refused };
}

/**
 * One checkout: add, payment order, pay in the sandbox, place. Every step is idempotent, so a retry
 * after an answer that was lost is safe: the add looks at the cart first and adds only if the product
 * is missing; `GET cart/order` answers the same payment order for an unchanged cart; a second sandbox
 * payment of a paid order is refused (409) and the first one's webhook places the order; `POST /order`
 * settles a payment order once, whoever (browser or webhook) comes first or again.
 * Resolves to how the checkout ended: placed by the browser, left to the webhook, or failed.
 */
async function checkout(site: Site, user: User, productId: string, refusals: Refusals) {
  const { token } = user;
  const add = await step(refusals, async (attempt) => {
    if (attempt > 0) {
      const cart = await api(site, 'GET', 'shop/cart', { token });
      const items = (cart.json.data as { items?: { productId: string }[] } | undefined)?.items ?? [];
      if (cart.status !== 200 || items.some((line) => line.productId === productId)) return cart;
    }
    return api(site, 'POST', 'shop/cart', { token, body: { productId, qty: 1 } });
  });
  if (!add.answer?.json.success) throw new Error(`add: ${add.answer?.status ?? 'no answer'}`);
  const order = await step(refusals, () => api(site, 'GET', 'shop/cart/order', { token }));
  if (!order.answer?.json.success) throw new Error(`payment order: ${order.answer?.status ?? 'no answer'}`);
  const orderId = (order.answer.json.data as { id: string }).id;
  const pay = await step(refusals, () =>
    api(site, 'POST', 'shop/checkout/sandbox/pay', { token, body: { orderId } }),
  );
  // Paid by the attempt whose answer was lost: the browser has no signed payment; the webhook places it.
  if (pay.refused && pay.answer?.status === 409) return 'left to the webhook';
  if (!pay.answer?.json.success) throw new Error(`pay: ${pay.answer?.status ?? 'no answer'}`);
  const payment = pay.answer.json.data as Payment;
  const placed = await step(refusals, () => placeOrder(site, user, payment));
  if (!placed.answer?.json.success) throw new Error(`place: ${placed.answer?.status ?? 'no answer'}`);
  return 'placed';
}

/** One site, its load, its figures (each named after the run), its throughput. */
async function run(
  label: string,
  port: number,
  shopInstances: number,
  otherInstances: number,
  shoppers: number,
  killOne: boolean,
) {
  // Every count given, so a caller's own SHOP_INSTANCES (the launcher reads the environment) is not used.
  const counts = Object.fromEntries(
    SERVICES.map((service) => [
      `${service.toUpperCase()}_INSTANCES`,
      String(service === 'shop' ? shopInstances : otherInstances),
    ]),
  );
  const site = await startSite(port, counts);
  try {
    const products = (await api(site, 'GET', 'shop/product')).json.data as { _id: string }[];
    const users = await newUsers(site, shoppers, `instances${shopInstances}`);
    const refusals: Refusals = { attempts: 0, recovered: 0, unrecovered: 0 };
    const failures: string[] = [];
    let done = 0;
    const durations: number[] = [];
    let thirdDone: () => void = () => {};
    const aThirdDone = new Promise<void>((resolve) => {
      thirdDone = resolve;
    });
    const started = performance.now();
    const load = Promise.all(
      users.map(async (user, i) => {
        try {
          const began = performance.now();
          await checkout(site, user, products[i % products.length]!._id, refusals);
          durations.push(performance.now() - began);
        } catch (error) {
          failures.push(String(error));
        }
        done += 1;
        if (done >= shoppers / 3) thirdDone();
      }),
    );
    let restartMs: number | undefined;
    if (killOne) {
      await aThirdDone;
      const killed = 'service shop#2';
      const oldPid = site.pids[killed]!;
      process.kill(oldPid, 'SIGKILL');
      // Its own port, not the proxy's: the other instances answer the proxy's /ready all along.
      const readyUrl = `http://127.0.0.1:${serviceInstancePort('shop', 1, port)}/api/shop/ready`;
      restartMs = await restartTime(site, killed, oldPid, readyUrl, new Date());
    }
    await load;
    const seconds = (performance.now() - started) / 1000;
    for (const failure of failures.slice(0, 3)) console.error(`  ${label}: ${failure}`);
    const figures = [...(await databaseFigures(site, label, shoppers)), ...(await refundRace(site, label))];
    const name = (figure: string) => `${label}: ${figure}`;
    figures.push({
      section: 'instances',
      figure: name(killOne ? 'requests refused during the kill (retried)' : 'requests refused (retried)'),
      value: `${refusals.attempts} attempts in ${refusals.recovered + refusals.unrecovered} steps, ${refusals.unrecovered} steps never answered; ${failures.length} checkouts failed`,
      ok: refusals.unrecovered === 0,
    });
    if (restartMs !== undefined)
      figures.push({
        section: 'instances',
        figure: name('killed shop#2 ready again (launcher restart)'),
        value: Number.isNaN(restartMs) ? 'never (60 s)' : `${restartMs} ms`,
        ok: !Number.isNaN(restartMs),
      });
    const summary = durations.length
      ? `${(durations.length / seconds).toFixed(1)}/s; ${Math.round(percentile(durations, 50))} / ${Math.round(Math.max(...durations))} ms`
      : 'none completed';
    return { figures, summary };
  } finally {
    await site.stop();
  }
}

/**
 * What the shop's database holds once the load is over (this site's own, so every order is the load's):
 * the sandbox's captured payments are the truth of what was paid, each must settle exactly one order.
 */
async function databaseFigures(site: Site, label: string, shoppers: number): Promise<Figure[]> {
  const client = new MongoClient(site.dbUri);
  try {
    const db = client.db('aspire_shop');
    const payments = db.collection<{ _id: string; order_id: string; status: string }>('sandbox_payments');
    const orders = db.collection<{
      userId: string;
      status: string;
      paymentOrderId: string;
      paymentId?: string;
    }>('orders');
    const paidStatuses = { $in: ['paid', 'packed', 'shipped', 'delivered'] };
    const captured = await payments.find({ status: 'captured' }).toArray();
    // How many paid orders each captured payment settled; webhooks still on their way get 15 s.
    const settledCount = async () => {
      const paid = await orders.find({ status: paidStatuses }).toArray();
      return captured.map(
        (payment) =>
          paid.filter((o) => o.paymentOrderId === payment.order_id && o.paymentId === payment._id).length,
      );
    };
    let settled = await settledCount();
    for (let waited = 0; waited < 15_000 && settled.some((n) => n === 0); waited += 500) {
      await new Promise((r) => setTimeout(r, 500));
      settled = await settledCount();
    }
    const paid = await orders.find({ status: paidStatuses }).toArray();
    const perUser = new Map<string, number>();
    for (const order of paid) perUser.set(order.userId, (perUser.get(order.userId) ?? 0) + 1);
    const duplicates = [...perUser.values()].filter((n) => n > 1).length;
    const lost = settled.filter((n) => n === 0).length;
    const exactlyOne = settled.filter((n) => n === 1).length;
    const stocks = (await db.collection<{ stock?: unknown }>('products').find().toArray())
      .map((product) => product.stock)
      .filter((stock) => typeof stock === 'number');
    const name = (figure: string) => `${label}: ${figure}`;
    return [
      {
        section: 'instances',
        figure: name('orders placed / expected'),
        value: `${perUser.size} / ${shoppers}`,
        ok: perUser.size === shoppers,
      },
      {
        section: 'instances',
        figure: name('duplicates (users with two paid orders)'),
        value: duplicates,
        ok: duplicates === 0,
      },
      {
        section: 'instances',
        figure: name('lost (captured payments with no paid order)'),
        value: lost,
        ok: lost === 0,
      },
      {
        section: 'instances',
        figure: name('payments with exactly one order'),
        value: `${exactlyOne} / ${captured.length}`,
        ok: exactlyOne === captured.length && captured.length > 0,
      },
      {
        section: 'instances',
        figure: name('stock never negative'),
        value: stocks.length ? `min ${Math.min(...stocks)}` : 'no stock field: n/a',
        ok: stocks.every((stock) => stock >= 0),
      },
    ];
  } finally {
    await client.close();
  }
}

/**
 * Refunds raced across the instances, through the shell's proxy, which hands requests to them in turn:
 * on one paid order, the same refund (one key) sent ten times at once, as a double click or a retry
 * would; on another, ten refunds of a fifth of its amount each (ten keys) at once, of which only five
 * fit. Each order must then hold, and the payment gateway (the sandbox) must have made, exactly what
 * fits: one refund, and five.
 */
async function refundRace(site: Site, label: string): Promise<Figure[]> {
  const email = `reliability.refunds.${Date.now()}@aspirecollege.in`;
  addStaff(email, ['shop'], 'Reliability Officer', { sitePort: Number(new URL(site.base).port) });
  const token = await staffToken(email, { base: site.base });
  const client = new MongoClient(site.dbUri);
  try {
    const db = client.db('aspire_shop');
    const orders = db.collection<{ _id: ObjectId; amount: number; paymentId?: string; refunds?: unknown[] }>(
      'orders',
    );
    const gatewayRefunds = db.collection<{ payment_id: string }>('sandbox_refunds');
    const [once, fifths] = await orders
      .find({ status: 'paid', refunds: { $exists: false } })
      .limit(2)
      .toArray();
    if (!once || !fifths) throw new Error('two paid orders are needed to race refunds');
    const refund = (order: { _id: ObjectId }, amount: number, key: string) =>
      api(site, 'POST', `shop/staff/orders/${order._id.toHexString()}/refunds`, {
        token,
        body: { amount, reason: 'Reliability race', key },
      });
    const key = randomUUID();
    const fifth = Math.floor(fifths.amount / 5);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => refund(once, 100, key)),
      ...Array.from({ length: 10 }, () => refund(fifths, fifth, randomUUID())),
    ]);
    const statuses = new Map<number, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const held = async (order: { _id: ObjectId; paymentId?: string }) => ({
      order: (await orders.findOne({ _id: order._id }))?.refunds?.length ?? 0,
      gateway: await gatewayRefunds.countDocuments({ payment_id: order.paymentId ?? '' }),
    });
    const [heldOnce, heldFifths] = [await held(once), await held(fifths)];
    return [
      {
        section: 'instances',
        figure: `${label}: refunds raced across instances (one key ×10; ten keys of a fifth each)`,
        value: `order / gateway: ${heldOnce.order} / ${heldOnce.gateway} and ${heldFifths.order} / ${heldFifths.gateway} (answers: ${[...statuses].map(([status, n]) => `${status} ×${n}`).join(', ')})`,
        ok:
          heldOnce.order === 1 &&
          heldOnce.gateway === 1 &&
          heldFifths.order === 5 &&
          heldFifths.gateway === 5 &&
          answers.every(({ status }) => status === 200 || status === 409),
      },
    ];
  } finally {
    await client.close();
  }
}
