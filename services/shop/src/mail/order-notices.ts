/**
 * The e-mails an order owes its buyer, queued in the shop's outbox by whichever path (the browser's
 * verification or Razorpay's webhook) reaches the outcome; each key is unique to what it tells, so paths
 * that race or repeat queue one message.
 */
import type { Logger } from '@aspire/service-kit';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { GatewayPayment } from '../payments/gateway.ts';
import { type OrderDoc, toOrder } from '../repo/orders.ts';
import { type AddressedOrder, orderFailedMail, orderPlacedMail, type PaymentProblem } from './order-mails.ts';

/** A captured payment of this very payment order: money the college holds for it. */
export const capturedFor = (
  payment: Pick<GatewayPayment, 'order_id' | 'status'>,
  order: Pick<OrderDoc, 'paymentOrderId'>,
) => payment.status === 'captured' && payment.order_id === order.paymentOrderId;

/** The outbox as the shop's routes use it: each message queued once, rendered only when new. */
export type ShopMail = Pick<MailOutbox, 'queueOnce'>;

export function orderNotices({ mail, siteUrl, logger }: { mail: ShopMail; siteUrl: string; logger: Logger }) {
  /** The order as shoppers see it, when it has an address to write to. */
  const addressed = (doc: OrderDoc, what: string): AddressedOrder | null => {
    const order = toOrder(doc);
    if (order.shippingAddress) return { ...order, shippingAddress: order.shippingAddress };
    logger('warn', `${what} e-mail not queued: the order has no delivery address yet`, {
      orderId: order._id,
    });
    return null;
  };

  return {
    /**
     * The confirmation of a paid order. Called on every settlement outcome that leaves it paid (a repeat
     * included, so a process that died between settling and queueing still owes it to the next call).
     */
    async placed(doc: OrderDoc) {
      const order = addressed(doc, 'order confirmation');
      if (!order) return;
      await mail.queueOnce({
        key: `order-placed:${order._id}`,
        to: order.shippingAddress.email,
        template: 'order-placed',
        render: () => orderPlacedMail(order, siteUrl),
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
