/** Builds the shop service for a test file: its own database, local keys, the sandbox or a given gateway. */

import { paymentOrderSchema } from '@aspire/contracts/shop';
import type { StaffRole } from '@aspire/contracts/staff';
import type { Database } from '@aspire/service-kit';
import { silentLogger } from '@aspire/service-kit';
import { bearer, jsonHeaders, testDatabase, testKeys } from '@aspire/service-kit/testing/fixtures';
import { testMailSettings } from '@aspire/service-kit/testing/mail';
import { afterAll, expect, vi } from 'vitest';
import { buildApp, type Deps, type SandboxSettings } from './app.ts';
import { hmacHex, type PaymentGateway, randomId } from './payments/gateway.ts';
import type { Seller } from './receipts/seller.ts';

export const SANDBOX = {
  keySecret: 'test-sandbox-key-secret-000',
  webhookSecret: 'test-sandbox-webhook-secret-000',
};

/**
 * How long a test waits for what the shop does in the background (a webhook delivered and settled, a
 * refund processed, a mail sent): on a busy machine (the whole suite at once) that can pass the one
 * second `vi.waitFor` allows by default.
 */
export const SETTLED = { timeout: 10_000, interval: 25 };

/**
 * A shop app on a fresh test database. Without `gateway`, the development sandbox with the secrets above. `options.database` builds a second
 * app on an existing test database (a restarted process); `options.sandboxWebhooks` sets the sandbox
 * webhook sender's timing or where it posts; `options.paymentOrderLimit` the new payment orders per hour.
 * E-mails go through the test run's Mailpit unless `options.mail` says otherwise.
 */
export async function testShop(
  gateway?: PaymentGateway,
  options: {
    database?: Database;
    sandboxWebhooks?: SandboxSettings['webhooks'];
    paymentOrderLimit?: number;
    mail?: Deps['mail'];
    seller?: Seller;
  } = {},
) {
  const database = options.database ?? (await testDatabase());
  const { keys, sign } = await testKeys();
  const app = await buildApp({
    database,
    logger: silentLogger,
    keys,
    payments: gateway ? { gateway } : { sandbox: { ...SANDBOX, webhooks: options.sandboxWebhooks } },
    paymentOrderLimit: options.paymentOrderLimit,
    siteUrl: 'http://site.test',
    mail: options.mail ?? testMailSettings(),
    seller: options.seller,
  });
  // The start's background backfill settled first, so a test meets only its own commands and writes
  // (its last write once landed among a counted cart add's).
  await app.backfilled;
  app.mailOutbox.start();
  afterAll(() => app.mailOutbox.stop());
  const tokenFor = (id: string) => sign({ id });
  /** A member of staff with these roles (a second-factor sign-in), named so the audit log tells them apart. */
  const staffToken = (roles: StaffRole[], id = `staff-${roles.join('-') || 'none'}`) =>
    sign({ id, roles, emailVerified: true, firstName: 'Farhan', lastName: 'Qureshi' });
  /** A JSON call as `user` (or anonymous when user is undefined). */
  const api = async (
    method: string,
    path: string,
    options: { user?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...jsonHeaders, ...options.headers };
    if (options.user) Object.assign(headers, bearer(await tokenFor(options.user)));
    if (options.token) Object.assign(headers, bearer(options.token));
    const response = await app.request(`/api/shop/${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    });
    const json = (await response.json().catch(() => null)) as {
      success: boolean;
      data: never;
      message?: string;
      errors?: Record<string, string>;
    };
    return { status: response.status, json, data: json?.data, response };
  };
  let buyers = 0;
  /**
   * A paid order of a new buyer (by default 2 × Zakah Made Clear, 1 × tote: ₹818, to `address` in
   * Chennai), settled by a signed `payment.captured` webhook of a payment the sandbox never made. With
   * `addressed`, the buyer gave a delivery address with an e-mail of its own; without, the order has
   * only the account's.
   */
  async function paidOrder({
    addressed = true,
    items = DEFAULT_ITEMS,
    deliverTo = address,
  }: {
    addressed?: boolean;
    items?: { productId: string; qty: number }[];
    deliverTo?: typeof address;
  } = {}) {
    buyers += 1;
    const user = `desk-${buyers}-${randomId('b', 8)}`;
    const email = `desk.${buyers}.${randomId('m', 8)}@example.com`.toLowerCase();
    for (const item of items) await api('POST', 'cart', { user, body: item });
    if (addressed)
      await api('POST', 'cart/address', { user, body: { shippingAddress: { ...deliverTo, email } } });
    const paymentOrder = paymentOrderSchema.parse((await api('GET', 'cart/order', { user })).data);
    const paymentId = randomId('pay');
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            amount: paymentOrder.amount,
            currency: 'INR',
            status: 'captured',
            order_id: paymentOrder.id,
          },
        },
      },
    });
    const settled = await api('POST', 'webhooks/razorpay', {
      body: rawBody,
      headers: {
        'x-razorpay-signature': hmacHex(SANDBOX.webhookSecret, rawBody),
        'x-razorpay-event-id': randomId('evt'),
      },
    });
    expect(settled.data).toMatchObject({ handled: true });
    const order = await app.repos.orders.findByPaymentOrder(paymentOrder.id);
    if (!order) throw new Error('the order was not made');
    // Without an address, the account's e-mail as the test keys sign it.
    return {
      user,
      id: order._id.toHexString(),
      receipt: order.receipt,
      paymentOrderId: paymentOrder.id,
      paymentId,
      to: addressed ? email : `${user}@example.com`,
    };
  }
  /**
   * An order of ₹818 (as `paidOrder`'s) paid through the sandbox's Checkout, so the sandbox holds its
   * captured payment and can refund it; delivered to `deliverTo` with an e-mail of the buyer's own. The
   * buyer is a new account, or `account` (its id and the token's claims) for a second order of one.
   */
  async function paidThroughSandbox({
    deliverTo = address,
    account = { id: `refund-buyer-${randomId('b', 8)}` },
  }: {
    deliverTo?: typeof address;
    account?: Parameters<typeof sign>[0];
  } = {}) {
    const user = account.id;
    const token = await sign(account);
    const email = `${user}@example.com`.toLowerCase();
    for (const item of DEFAULT_ITEMS) await api('POST', 'cart', { token, body: item });
    const shippingAddress = { ...deliverTo, email };
    await api('POST', 'cart/address', { token, body: { shippingAddress } });
    const paymentOrder = paymentOrderSchema.parse((await api('GET', 'cart/order', { token })).data);
    const paid = await api('POST', 'checkout/sandbox/pay', { token, body: { orderId: paymentOrder.id } });
    const payment = paid.data as { razorpay_payment_id: string; razorpay_signature: string };
    const placed = await api('POST', 'order', {
      token,
      body: {
        shippingAddress,
        status: 'success',
        transactionId: payment.razorpay_payment_id,
        razorpay_order_id: paymentOrder.id,
        razorpay_signature: payment.razorpay_signature,
      },
    });
    // 200 when the sandbox's payment webhook settled it first: its handler then takes the paid lines out
    // of the cart a moment after this answer.
    expect([200, 201]).toContain(placed.status);
    const paidLines = new RegExp(DEFAULT_ITEMS.map((item) => item.productId).join('|'));
    await vi.waitFor(
      async () => expect(JSON.stringify((await api('GET', 'cart', { token })).data)).not.toMatch(paidLines),
      SETTLED,
    );
    return { user, email, id: (placed.data as { _id: string })._id, paymentId: payment.razorpay_payment_id };
  }
  return { app, database, api, sign, staffToken, gateway, paidOrder, paidThroughSandbox };
}

const DEFAULT_ITEMS = [
  { productId: 'zakah-made-clear', qty: 2 },
  { productId: 'aspire-canvas-tote', qty: 1 },
];

export const address = {
  name: 'Ayesha Siddiqui',
  email: 'ayesha@example.com',
  mobileNumber: '9876543210',
  pincode: '600006',
  address: 'Greams Lane, Thousand Lights',
  flat: 'Flat 3B, Noor Residency',
  landmark: 'Near the post office',
  city: 'Chennai',
  state: 'Tamil Nadu',
};
/** `address` as the shop keeps it: the 10 digits typed are stored in E.164. */
export const storedAddress = { ...address, mobileNumber: '+919876543210' };
