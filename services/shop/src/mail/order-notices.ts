/**
 * The e-mails an order owes its buyer, queued in the shop's outbox by whichever path (the browser's
 * verification or Razorpay's webhook) reaches the outcome; each key is unique to what it tells, so paths
 * that race or repeat queue one message.
 */
import type { OrderStep } from '@aspire/contracts/orders-desk';
import { formatPaise } from '@aspire/contracts/shop';
import type { Logger } from '@aspire/service-kit';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { GatewayPayment } from '../payments/gateway.ts';
import { customerOf, type OrderDoc, type RefundDoc, toOrder, toRefundAnswer } from '../repo/order-doc.ts';
import { type AddressedOrder, orderFailedMail, orderPlacedMail, type PaymentProblem } from './order-mails.ts';
import { orderRefundedMail, refundFailedMail } from './refund-mails.ts';
import { STEP_MAILS } from './step-mails.ts';
import { type LowStock, lowStockMail, soldOutRefundMail } from './stock-mails.ts';

type Step = OrderStep['status'];
/** The idempotency key of an order's e-mail: one per order and what it tells. */
const mailKey = (what: 'placed' | 'sold-out' | Step, orderId: string) => `order-${what}:${orderId}`;

/** The customer's e-mail of a refund processed: one per refund (its key is the request's). */
const refundMailKey = (refundId: string) => `order-refunded:${refundId}`;

/** The e-mails an order's customer may be sent, as the order's page names them. */
export const orderMailKeys = (doc: Pick<OrderDoc, '_id' | 'refunds'>) => {
  const orderId = doc._id.toHexString();
  return [
    { key: mailKey('placed', orderId), label: 'Order confirmation' },
    { key: mailKey('packed', orderId), label: 'Packing notice' },
    { key: mailKey('shipped', orderId), label: 'Shipping notice with tracking' },
    { key: mailKey('delivered', orderId), label: 'Delivery notice' },
    { key: mailKey('sold-out', orderId), label: 'Sold-out refund notice' },
    ...(doc.refunds ?? []).map((refund) => ({
      key: refundMailKey(refund.id),
      label: `Refund notice (${formatPaise(refund.amount)})`,
    })),
  ];
};

/** A captured payment of this very payment order: money the college holds for it. */
export const capturedFor = (
  payment: Pick<GatewayPayment, 'order_id' | 'status'>,
  order: Pick<OrderDoc, 'paymentOrderId'>,
) => payment.status === 'captured' && payment.order_id === order.paymentOrderId;

/** The outbox as the shop's routes use it: each message queued once, rendered only when new; what became of them. */
export type ShopMail = Pick<MailOutbox, 'queueOnce' | 'recorded'>;

export function orderNotices({
  mail,
  siteUrl,
  logger,
  shopEmail,
}: {
  mail: ShopMail;
  siteUrl: string;
  logger: Logger;
  /** The shop team's mailbox (SHOP_EMAIL), told of what needs a person. */
  shopEmail: string;
}) {
  /** The order as shoppers see it, when it has an address to write to. */
  const addressed = (doc: OrderDoc, what: string): AddressedOrder | null => {
    const order = toOrder(doc);
    // An erased order's address has no e-mail left to write to.
    if (order.shippingAddress?.email) return { ...order, shippingAddress: order.shippingAddress };
    const why = doc.erasedAt ? 'the customer erased their data' : 'the order has no delivery address yet';
    logger('warn', `${what} e-mail not queued: ${why}`, { orderId: order._id });
    return null;
  };

  return {
    /**
     * The customer's e-mail of a staff step, to the delivery address's e-mail, else the account's. Called
     * on a repeat of the step too: the key makes it once, and a step whose mail was lost still sends it.
     */
    async step(doc: OrderDoc, step: Step) {
      const customer = customerOf(doc);
      const order = toOrder(doc);
      if (!customer.email) {
        logger('warn', `order ${step} e-mail not queued: the order has no e-mail address`, {
          orderId: order._id,
        });
        return;
      }
      await mail.queueOnce({
        key: mailKey(step, order._id),
        to: customer.email,
        template: `order-${step}`,
        render: () => STEP_MAILS[step]({ order, name: customer.name }, siteUrl),
      });
    },

    /**
     * The confirmation of a paid order. Called on every settlement outcome that leaves it paid (a repeat
     * included, so a process that died between settling and queueing still owes it to the next call).
     */
    async placed(doc: OrderDoc) {
      const order = addressed(doc, 'order confirmation');
      if (!order) return;
      await mail.queueOnce({
        key: mailKey('placed', order._id),
        to: order.shippingAddress.email,
        template: 'order-placed',
        render: () => orderPlacedMail(order, siteUrl),
      });
    },

    /** A refund processed: the customer hears the money is on its way, once per refund. */
    async refunded(doc: OrderDoc, refund: RefundDoc) {
      const customer = customerOf(doc);
      if (!customer.email) {
        logger('warn', 'refund e-mail not queued: the order has no e-mail address', {
          orderId: doc._id.toHexString(),
        });
        return;
      }
      const order = toOrder(doc);
      await mail.queueOnce({
        key: refundMailKey(refund.id),
        to: customer.email,
        template: 'order-refunded',
        render: () =>
          orderRefundedMail({ order, name: customer.name, refund: toRefundAnswer(refund) }, siteUrl),
      });
    },

    /** A refund the gateway failed: the shop team hears, once per refund, so someone refunds it again. */
    async refundFailed(doc: OrderDoc, refund: RefundDoc) {
      const order = toOrder(doc);
      await mail.queueOnce({
        key: `refund-failed:${refund.id}`,
        to: shopEmail,
        template: 'refund-failed',
        render: () =>
          refundFailedMail(
            {
              order,
              refund: { ...refund, failureReason: refund.failureReason ?? 'The gateway gave no reason' },
            },
            siteUrl,
          ),
      });
    },

    /**
     * A payment that arrived after its hold on the stock had lapsed and the stock had gone: the customer
     * hears, once per order, that it is refunded in full and why.
     */
    async soldOutRefund(doc: OrderDoc, soldOut: string[]) {
      const customer = customerOf(doc);
      const order = toOrder(doc);
      if (!customer.email) {
        logger('warn', 'sold-out e-mail not queued: the order has no e-mail address', { orderId: order._id });
        return;
      }
      await mail.queueOnce({
        key: mailKey('sold-out', order._id),
        to: customer.email,
        template: 'order-sold-out',
        render: () => soldOutRefundMail({ order, name: customer.name, soldOut }, siteUrl),
      });
    },

    /** A product down to its low-stock mark or sold out: the shop team hears once per `key` (one crossing). */
    async lowStock(stock: LowStock, key: string) {
      await mail.queueOnce({
        key,
        to: shopEmail,
        template: 'low-stock',
        render: () => lowStockMail(stock, siteUrl),
      });
    },

    /** Money was taken but cannot complete the order: once per payment, to the order's buyer. */
    async failedAfterPayment(
      doc: OrderDoc,
      payment: Pick<GatewayPayment, 'id' | 'amount' | 'currency'>,
      problem: PaymentProblem,
    ) {
      const order = addressed(doc, 'payment problem');
      if (!order) return;
      await mail.queueOnce({
        key: `order-failed:${payment.id}`,
        to: order.shippingAddress.email,
        template: 'order-failed',
        render: () => orderFailedMail(order, { ...payment, problem }, siteUrl),
      });
    },
  };
}
export type OrderNotices = ReturnType<typeof orderNotices>;
