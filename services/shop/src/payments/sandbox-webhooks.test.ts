import { orderListSchema, paymentOrderSchema } from '@aspire/contracts/shop';
import { silentLogger } from '@aspire/service-kit';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookOutboxRepo } from '../repo/webhook-outbox.ts';
import { address, SANDBOX, SETTLED, storedAddress, testShop } from '../test-app.ts';
import { hmacHex } from './gateway.ts';
import {
  type SandboxWebhookOptions,
  type SandboxWebhooks,
  sandboxEventId,
  sandboxWebhooks,
  type WebhookDelivery,
} from './sandbox-webhooks.ts';

type Shop = Awaited<ReturnType<typeof testShop>>;
type Payment = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

const running: SandboxWebhooks[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((webhooks) => webhooks.stop()));
});
/** Builds a shop (on `database` when given: the same data after a restart) whose webhook loop the test stops. */
async function shop(
  options: SandboxWebhookOptions & { deliver?: WebhookDelivery } = {},
  database?: Shop['database'],
) {
  const built = await testShop(undefined, { database, sandboxWebhooks: options });
  running.push(built.app.sandboxWebhooks!);
  return built;
}
/** Posts to `target`'s own webhook route, counting the attempts. */
function countingDelivery(target: () => Shop, refuse = 0) {
  const calls = { count: 0 };
  const deliver: WebhookDelivery = async (rawBody, signature, eventId) => {
    calls.count += 1;
    if (calls.count <= refuse) return new Response('busy', { status: 503 });
    return target().app.request('/api/shop/webhooks/razorpay', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      body: rawBody,
    });
  };
  return { calls, deliver };
}

let users = 0;
/** A user with one product in the cart who pays it in the sandbox; the browser has not confirmed yet. */
async function pay({ api }: Shop) {
  users += 1;
  const user = `webhook-buyer-${users}`;
  await api('POST', 'cart', { user, body: { productId: 'zakah-made-clear', qty: 1 } });
  await api('POST', 'cart/address', { user, body: { shippingAddress: address } });
  const paymentOrder = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
  const paid = await api('POST', 'checkout/sandbox/pay', { user, body: { orderId: paymentOrder.id } });
  expect(paid.status).toBe(200);
  return { user, paymentOrder, payment: paid.data as Payment };
}
const ordersOf = async ({ api }: Shop, user: string) =>
  orderListSchema.parse((await api('GET', 'orders', { user })).data);
const confirm = ({ api }: Shop, user: string, payment: Payment) =>
  api('POST', 'order', {
    user,
    body: {
      shippingAddress: address,
      status: 'success',
      transactionId: payment.razorpay_payment_id,
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_signature: payment.razorpay_signature,
    },
  });

describe('sandbox webhook outbox', () => {
  it('keeps an event pending when the process dies before sending it, and sends it once after a restart', async () => {
    // The first process answers the payment, then "dies" before its delayed send.
    const first = await shop({ delayMs: 150 });
    const { user, paymentOrder, payment } = await pay(first);
    await first.app.sandboxWebhooks!.stop();
    const [pending] = await first.app.repos.outbox.listByPaymentOrder(paymentOrder.id);
    expect(pending).toMatchObject({ event: 'payment.captured', status: 'pending', attempts: 0 });
    expect(await ordersOf(first, user)).toEqual([]);
    // Paid at the gateway already: a second payment of the order is refused, webhook sent or not.
    const again = await first.api('POST', 'checkout/sandbox/pay', {
      user,
      body: { orderId: paymentOrder.id },
    });
    expect(again.status).toBe(409);

    // A new process on the same database: its loop sends what is owed, once.
    let second: Shop | undefined;
    const { calls, deliver } = countingDelivery(() => second!);
    second = await shop({ pollMs: 25, deliver }, first.database);
    second.app.sandboxWebhooks!.start();
    await vi.waitFor(
      async () =>
        expect(await ordersOf(second!, user)).toMatchObject([
          { status: 'paid', paymentId: payment.razorpay_payment_id },
        ]),
      SETTLED,
    );
    // Delivered, it leaves the outbox (once the shop has taken it whole: settled and numbered).
    await vi.waitFor(
      async () => expect(await second!.app.repos.outbox.find(pending!._id)).toBeNull(),
      SETTLED,
    );
    await second.app.sandboxWebhooks!.sweep();
    await second.app.sandboxWebhooks!.sweep();
    expect(calls.count).toBe(1);
    const orders = first.database.db.collection('orders');
    const placed = await orders.findOne({ paymentOrderId: paymentOrder.id });
    expect(placed).toMatchObject({ paidVia: 'webhook', invoiceNumber: expect.stringMatching(/^ASP\//) });

    // Replaying the recorded webhook, then the browser confirming late, change nothing.
    const replay = await second.api('POST', 'webhooks/razorpay', {
      body: pending!.rawBody,
      headers: {
        'x-razorpay-signature': hmacHex(SANDBOX.webhookSecret, pending!.rawBody),
        'x-razorpay-event-id': sandboxEventId(pending!),
      },
    });
    expect(replay.data).toMatchObject({ duplicate: true });
    expect(replay.status).toBe(200);
    expect((await confirm(second, user, payment)).status).toBe(200);
    expect(await orders.findOne({ paymentOrderId: paymentOrder.id })).toEqual(placed);
    expect(await ordersOf(second, user)).toHaveLength(1);
  });

  it('retries a refused delivery with backoff until the shop takes it', async () => {
    let self: Shop | undefined;
    const { calls, deliver } = countingDelivery(() => self!, 2);
    self = await shop({ pollMs: 20, retryBaseMs: 20, deliver });
    self.app.sandboxWebhooks!.start();
    const { user, paymentOrder, payment } = await pay(self);
    await vi.waitFor(
      async () => expect(await self!.app.repos.outbox.listByPaymentOrder(paymentOrder.id)).toEqual([]),
      SETTLED,
    );
    expect(calls.count).toBe(3);
    expect(await ordersOf(self, user)).toMatchObject([
      { status: 'paid', paymentId: payment.razorpay_payment_id },
    ]);
  });

  it('waits out the backoff after a refusal, and abandons an event refused for too long', async () => {
    const refuseAll: WebhookDelivery = async () => {
      throw new Error('connection refused');
    };
    const patient = await shop({ delayMs: 60_000, retryBaseMs: 60_000, deliver: refuseAll });
    const { user, paymentOrder } = await pay(patient);
    const outbox = patient.app.repos.outbox;
    await patient.database.db
      .collection('sandbox_webhook_outbox')
      .updateOne({ paymentOrderId: paymentOrder.id }, { $set: { dueAt: new Date(0) } });
    const before = Date.now();
    expect(await patient.app.sandboxWebhooks!.sweep()).toBe(1);
    const [refused] = await outbox.listByPaymentOrder(paymentOrder.id);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: connection refused' });
    expect(refused!.dueAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    // Not due again until the backoff has passed.
    expect(await patient.app.sandboxWebhooks!.sweep()).toBe(0);
    expect(await ordersOf(patient, user)).toEqual([]);

    const impatient = await shop({ delayMs: 60_000, giveUpAfterMs: 0, deliver: refuseAll });
    const second = await pay(impatient);
    await impatient.database.db
      .collection('sandbox_webhook_outbox')
      .updateOne({ paymentOrderId: second.paymentOrder.id }, { $set: { dueAt: new Date(0) } });
    await impatient.app.sandboxWebhooks!.sweep();
    expect(await impatient.app.repos.outbox.listByPaymentOrder(second.paymentOrder.id)).toMatchObject([
      { status: 'abandoned', attempts: 1 },
    ]);
    expect(await impatient.app.sandboxWebhooks!.sweep()).toBe(0);
  });

  it('exposes the outbox backlog in Prometheus metrics', async () => {
    const refuseAll: WebhookDelivery = async () => new Response('busy', { status: 503 });
    const self = await shop({ delayMs: 60_000, deliver: refuseAll });
    const { paymentOrder } = await pay(self);
    const scrape = async () => (await self.app.request('/metrics')).text();
    expect(await scrape()).toMatch(/^shop_sandbox_webhooks_pending\{service="shop"\} 1$/m);
    await self.database.db
      .collection('sandbox_webhook_outbox')
      .updateOne({ paymentOrderId: paymentOrder.id }, { $set: { dueAt: new Date(0) } });
    await self.app.sandboxWebhooks!.sweep();
    const text = await scrape();
    expect(text).toMatch(/^shop_sandbox_webhooks_retrying\{service="shop"\} 1$/m);
    expect(text).toMatch(/^shop_sandbox_webhooks_abandoned\{service="shop"\} 0$/m);
  });

  it('converges on one order when the browser confirms before the webhook arrives', async () => {
    const self = await shop({ delayMs: 100 });
    const { user, paymentOrder, payment } = await pay(self);
    const placed = await confirm(self, user, payment);
    expect(placed.status).toBe(201);
    await vi.waitFor(
      async () => expect(await self.app.repos.outbox.listByPaymentOrder(paymentOrder.id)).toEqual([]),
      SETTLED,
    );
    expect(await ordersOf(self, user)).toMatchObject([
      { status: 'paid', paymentId: payment.razorpay_payment_id, shippingAddress: storedAddress },
    ]);
    expect(
      await self.database.db.collection('orders').findOne({ paymentOrderId: paymentOrder.id }),
    ).toMatchObject({ paidVia: 'checkout' });
  });
});

describe('a send of the sandbox webhook sender', () => {
  it('is delivered when its timer fires before the wall clock reaches its due time', async () => {
    const { db } = await testDatabase();
    const outbox = webhookOutboxRepo(db);
    await outbox.init();
    const delivered: string[] = [];
    const sender = sandboxWebhooks({
      // The wall clock 50 ms ahead when the event's due time is read than when its timer fires (a clock
      // stepped back, as a virtual machine's may be): the timer comes 50 ms before `dueAt`.
      outbox: {
        ...outbox,
        record: (input) => outbox.record({ ...input, dueAt: new Date(input.dueAt.getTime() + 50) }),
      },
      sign: (rawBody) => hmacHex(SANDBOX.webhookSecret, rawBody),
      deliver: async (_rawBody, _signature, eventId) => {
        delivered.push(eventId);
        return new Response('ok');
      },
      logger: silentLogger,
      options: { delayMs: 100 },
    });
    running.push(sender);
    // No retry loop runs: the send's own timer is the only attempt.
    const doc = await sender.send({
      event: 'payment.captured',
      paymentOrderId: 'order_EarlyTimer01',
      body: {},
    });
    await vi.waitFor(() => expect(delivered).toEqual([sandboxEventId(doc)]), SETTLED);
    expect(await outbox.listByPaymentOrder('order_EarlyTimer01')).toEqual([]);
  });
});
