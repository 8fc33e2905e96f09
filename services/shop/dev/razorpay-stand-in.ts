/**
 * A local stand-in of Razorpay for tests and the reliability suite (never bundled into a service): the
 * subset of Razorpay's HTTP API the shop uses, reached by the real `razorpay` SDK through
 * `RAZORPAY_API_BASE_URL` with Basic auth by key id and secret — POST /v1/orders, GET
 * /v1/orders/:id/payments, GET /v1/payments/:id, POST /v1/payments/:id/capture, POST
 * /v1/payments/:id/refund, GET /v1/payments/:id/refunds, GET /v1/refunds/:id — and its Checkout script at /v1/checkout.js (the shop's
 * sandbox dialog, whose Pay / Fail calls land here). Amounts are paise; a payment is `authorized`, then
 * `captured` (at once, or `autoCaptureDelayMs` later, for an order made with `payment_capture: 1`), then
 * `refunded`. A refund is answered `pending` and processed at once, as its `refund.processed` webhook
 * tells. Webhooks (`payment.captured`, `payment.failed`, `order.paid`, `refund.processed`) are signed with the webhook
 * secret and carry an `x-razorpay-event-id`.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { silentLogger, startServer } from '@aspire/service-kit';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import {
  declinedPayment,
  hmacHex,
  paymentSignaturePayload,
  REFUND_EXCEEDS,
  randomId,
} from '../src/payments/gateway.ts';

const CHECKOUT_SCRIPT = readFileSync(new URL('../src/payments/sandbox-checkout.js', import.meta.url), 'utf8');
const ACCOUNT_ID = 'acc_StandIn000000001';

export type StandInOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string | number>;
  created_at: number;
};
export type StandInPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};
export type StandInRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string | number>;
  receipt: string | null;
  status: 'pending' | 'processed';
  speed_processed: 'normal';
  speed_requested: 'normal';
  created_at: number;
};
/** A webhook the stand-in sent, as sent (to replay it), with the answer it got. */
export type StandInDelivery = {
  event: string;
  eventId: string;
  rawBody: string;
  signature: string;
  status: number | 'unreachable';
};

export type StandInOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks are posted (none are sent while unset); may be set later on `settings`. */
  webhookUrl?: string;
};

const orderRequest = z.object({
  amount: z.number().int().min(100, 'Order amount less than minimum amount allowed'),
  currency: z.string().length(3).default('INR'),
  receipt: z.string().max(40).optional(),
  notes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  payment_capture: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  payment: z.object({ capture: z.enum(['automatic', 'manual']) }).optional(),
});
const captureRequest = z.object({ amount: z.coerce.number().int(), currency: z.string().length(3) });
const refundRequest = z.object({
  amount: z.coerce.number().int().positive().optional(),
  notes: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  receipt: z.string().max(40).optional(),
});
const checkoutRequest = z.object({ orderId: z.string() });

const now = () => Math.floor(Date.now() / 1000);
/** Razorpay's error answer. */
const refuse = (c: Context, description: string, status: 400 | 401 | 404 = 400, field?: string) =>
  c.json({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', field } }, status);
const NOT_FOUND = 'The id provided does not exist';

/** The stand-in as a Hono app with its state; `startRazorpayStandIn` serves it on a port. */
export function razorpayStandIn(options: StandInOptions) {
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();
  const autoCapture = new Set<string>();
  const deliveries: StandInDelivery[] = [];
  const sending = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  /** Changeable while running: where webhooks go, and how long automatic capture waits (0: at once). */
  const settings = { webhookUrl: options.webhookUrl, autoCaptureDelayMs: 0 };

  /** Signs and posts one event (nothing when no webhook address is set); the delivery is recorded. */
  function send(event: string, payload: Record<string, { entity: object }>) {
    if (!settings.webhookUrl) return;
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: ACCOUNT_ID,
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const delivery: StandInDelivery = {
      event,
      eventId: randomId('evt'),
      rawBody,
      signature: hmacHex(options.webhookSecret, rawBody),
      status: 'unreachable',
    };
    deliveries.push(delivery);
    const attempt = fetch(settings.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      },
      body: rawBody,
    })
      .then(async (response) => {
        delivery.status = response.status;
        await response.body?.cancel();
      })
      .catch(() => {})
      .finally(() => sending.delete(attempt));
    sending.add(attempt);
  }

  function capture(payment: StandInPayment) {
    const order = orders.get(payment.order_id);
    if (!order || payment.status !== 'authorized') return;
    payment.status = 'captured';
    payment.captured = true;
    order.amount_paid = payment.amount;
    order.amount_due = 0;
    order.status = 'paid';
    send('payment.captured', { payment: { entity: payment } });
    send('order.paid', { payment: { entity: payment }, order: { entity: order } });
  }

  /** A Checkout attempt at an order: authorised (then captured if the order says so) or declined. */
  function attempt(order: StandInOrder, outcome: 'authorized' | 'failed') {
    const description = 'Your bank declined this test payment.';
    const payment: StandInPayment = {
      id: randomId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      method: 'card',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? description : null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (outcome === 'failed') send('payment.failed', { payment: { entity: payment } });
    else if (autoCapture.has(order.id)) {
      if (settings.autoCaptureDelayMs === 0) capture(payment);
      else {
        const timer = setTimeout(() => {
          timers.delete(timer);
          capture(payment);
        }, settings.autoCaptureDelayMs);
        timer.unref();
        timers.add(timer);
      }
    }
    return { payment, description };
  }

  const app = new Hono();
  const basic = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const api = new Hono();
  api.use(async (c, next) => {
    if (c.req.header('authorization') !== basic) return refuse(c, 'Authentication failed', 401);
    await next();
  });
  const json = async (c: Context) => c.req.json().catch(() => ({}));

  api.post('/orders', async (c) => {
    const input = orderRequest.safeParse(await json(c));
    if (!input.success) {
      const issue = input.error.issues[0];
      return refuse(c, issue?.message ?? 'Invalid order', 400, issue?.path.join('.'));
    }
    const { amount, currency, receipt, notes, payment_capture, payment } = input.data;
    const order: StandInOrder = {
      id: randomId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: now(),
    };
    orders.set(order.id, order);
    if (payment_capture === 1 || payment_capture === true || payment?.capture === 'automatic')
      autoCapture.add(order.id);
    return c.json(order);
  });

  api.get('/orders/:id/payments', (c) => {
    if (!orders.has(c.req.param('id'))) return refuse(c, NOT_FOUND);
    const items = [...payments.values()].filter((payment) => payment.order_id === c.req.param('id'));
    return c.json({ entity: 'collection', count: items.length, items });
  });

  api.get('/payments/:id', (c) => {
    const payment = payments.get(c.req.param('id'));
    return payment ? c.json(payment) : refuse(c, NOT_FOUND);
  });

  api.post('/payments/:id/capture', async (c) => {
    const payment = payments.get(c.req.param('id'));
    if (!payment) return refuse(c, NOT_FOUND);
    const input = captureRequest.safeParse(await json(c));
    if (!input.success) return refuse(c, 'The amount and currency fields are required', 400, 'amount');
    if (payment.status !== 'authorized')
      return refuse(
        c,
        `This payment has already been ${payment.status === 'failed' ? 'failed' : 'captured'}`,
      );
    if (input.data.amount !== payment.amount || input.data.currency !== payment.currency)
      return refuse(c, 'Capture amount must be equal to the amount authorized', 400, 'amount');
    capture(payment);
    return c.json(payment);
  });

  api.post('/payments/:id/refund', async (c) => {
    const payment = payments.get(c.req.param('id'));
    if (!payment) return refuse(c, NOT_FOUND);
    const input = refundRequest.safeParse(await json(c));
    if (!input.success) return refuse(c, 'The refund request is invalid', 400, 'amount');
    if (!payment.captured) return refuse(c, 'Payment must be captured before it can be refunded');
    const left = payment.amount - payment.amount_refunded;
    const amount = input.data.amount ?? left;
    if (amount > left) return refuse(c, REFUND_EXCEEDS, 400, 'amount');
    const refund: StandInRefund = {
      id: randomId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: input.data.notes,
      receipt: input.data.receipt ?? null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
      created_at: now(),
    };
    refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    // Razorpay answers a normal refund `pending`; the bank's side is done by the time its webhook comes.
    send('refund.processed', { refund: { entity: refund }, payment: { entity: payment } });
    return c.json({ ...refund, status: 'pending' });
  });

  api.get('/payments/:id/refunds', (c) => {
    if (!payments.has(c.req.param('id'))) return refuse(c, NOT_FOUND);
    const items = [...refunds.values()].filter((refund) => refund.payment_id === c.req.param('id'));
    return c.json({ entity: 'collection', count: items.length, items });
  });

  api.get('/refunds/:id', (c) => {
    const refund = refunds.get(c.req.param('id'));
    return refund ? c.json(refund) : refuse(c, NOT_FOUND);
  });

  // Checkout in the browser: the script, and the dialog's Pay / Fail calls (answered in the envelope
  // the dialog reads). Like Razorpay's Checkout they need no secret: the key id and order are public.
  const checkout = new Hono();
  checkout.use(cors({ origin: '*', allowHeaders: ['content-type', 'authorization'] }));
  checkout.get('/checkout.js', (c) =>
    c.body(CHECKOUT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  const checkoutOrder = async (c: Context) => {
    const input = checkoutRequest.safeParse(await json(c));
    const order = input.success ? orders.get(input.data.orderId) : undefined;
    if (!order) return { error: c.json({ success: false, message: 'No such order' }, 404) };
    if (order.status === 'paid')
      return { error: c.json({ success: false, message: 'This order is already paid' }, 409) };
    return { order };
  };
  checkout.post('/sandbox/pay', async (c) => {
    const { order, error } = await checkoutOrder(c);
    if (!order) return error;
    const { payment } = attempt(order, 'authorized');
    return c.json({
      success: true,
      data: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmacHex(options.keySecret, paymentSignaturePayload(order.id, payment.id)),
      },
    });
  });
  checkout.post('/sandbox/fail', async (c) => {
    const { order, error } = await checkoutOrder(c);
    if (!order) return error;
    const { payment, description } = attempt(order, 'failed');
    return c.json({ success: true, data: declinedPayment(order.id, payment.id, description) });
  });

  app.route('/v1', checkout);
  app.route('/v1', api);
  return {
    app,
    settings,
    orders,
    payments,
    refunds,
    deliveries,
    /** Waits until every webhook sent so far has been answered (or failed to connect). */
    async delivered() {
      await Promise.all(sending);
    },
    /** Cancels automatic captures still waiting. */
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type RazorpayStandIn = ReturnType<typeof razorpayStandIn>;

/**
 * Serves the stand-in on `port` (0: any free port) at 127.0.0.1. `url` is the SDK's base
 * (RAZORPAY_API_BASE_URL); `checkoutUrl` the Checkout script (RAZORPAY_CHECKOUT_URL).
 */
export async function startRazorpayStandIn(options: StandInOptions & { port: number }) {
  const standIn = razorpayStandIn(options);
  const server = startServer({
    app: standIn.app,
    port: options.port,
    logger: silentLogger,
    name: 'razorpay-stand-in',
  });
  await new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...standIn,
    url,
    checkoutUrl: `${url}/v1/checkout.js`,
    close: () =>
      new Promise<void>((resolve) => {
        standIn.stop();
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
