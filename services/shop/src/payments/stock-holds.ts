/**
 * A checkout's hold on stock, between the orders and the stock (repo/stock.ts). Held when its payment
 * order is made (the buyer's earlier holds given up first: one buyer never holds stock twice), taken
 * when it is paid, released when it lapses. A failed attempt keeps its hold until then: Razorpay's
 * Checkout lets the buyer try again at once on the same order, and that copy must still be theirs.
 * A payment that arrives after its hold was released takes the stock again if it is there; if it is
 * gone, the order (settled: money that moved is never lost) is refunded in full and the customer told.
 */
import { formatPaise } from '@aspire/contracts/shop';
import type { Actor } from '@aspire/contracts/staff';
import { ApiError, type Logger } from '@aspire/service-kit';
import type { OrderNotices } from '../mail/order-notices.ts';
import type { OrderDoc } from '../repo/order-doc.ts';
import type { OrdersRepo } from '../repo/orders.ts';
import {
  type ReservationDoc,
  type ReservedLine,
  reservedLines,
  type StockRepo,
  shortageMessage,
} from '../repo/stock.ts';
import type { RefundDesk } from './refunds.ts';

export const SOLD_OUT_REASON = 'Sold out before the payment arrived';

/** What the buyer's page says when their payment came after the stock had gone. */
export const soldOutMessage = (order: Pick<OrderDoc, 'amount'>, soldOut: string[]) =>
  `Sorry, ${new Intl.ListFormat('en-IN').format(soldOut)} sold out before your payment reached us. We are refunding ${formatPaise(order.amount)} in full; it reaches your account in 5–7 working days.`;

const idOf = (order: Pick<OrderDoc, '_id'>) => order._id.toHexString();

export function stockHolds(deps: {
  orders: OrdersRepo;
  stock: StockRepo;
  refunds: RefundDesk;
  notices: OrderNotices;
  logger: Logger;
  /** The shop team's mailbox: the automatic refunds are recorded in its name. */
  shopEmail: string;
}) {
  const { orders, stock, refunds, notices, logger } = deps;
  const shop: Actor = { id: 'shop-stock', name: 'The shop (automatic)', email: deps.shopEmail };

  /** Refunds a paid order whose stock had gone, once (its key is the order's), and tells the customer. */
  async function refundSoldOut(order: OrderDoc, soldOut: string[]) {
    const orderId = idOf(order);
    const asked = await refunds.request(
      orderId,
      { key: `sold-out-${orderId}`, amount: order.amount, reason: SOLD_OUT_REASON },
      shop,
    );
    const current = asked?.order ?? order;
    if (asked?.outcome === 'taken' && asked.gatewayRefusal) {
      // No one waits on this refund: the shop team hears the gateway refused it.
      const refund = current.refunds?.find((each) => each.id === `sold-out-${orderId}`);
      if (refund) await notices.refundFailed(current, refund);
    }
    await notices.soldOutRefund(current, soldOut);
    return current;
  }

  /**
   * After a payment settled `order` (every time, a repeat included: each step is once by itself): its
   * stock is taken. `soldOut` names what had gone (the order is then refunded in full).
   */
  async function afterPayment(order: OrderDoc): Promise<{ order: OrderDoc; soldOut: string[] | null }> {
    const taken = await stock.take({
      id: idOf(order),
      userId: order.userId,
      lines: reservedLines(order.lines),
    });
    if (taken.outcome === 'taken') {
      if (taken.late) logger('info', 'a late payment took its stock again', { orderId: idOf(order) });
      return { order, soldOut: null };
    }
    logger('warn', 'a late payment found its stock gone: refunded in full', {
      orderId: idOf(order),
      soldOut: taken.soldOut,
    });
    return { order: await refundSoldOut(order, taken.soldOut), soldOut: taken.soldOut };
  }

  /**
   * Ends a hold that is no longer wanted (lapsed, or its buyer started another checkout): its order is
   * cancelled if still unpaid and the units given back, unless a payment got there first (then taken).
   */
  async function retire(reservation: ReservationDoc, via: 'expiry' | 'cart-changed') {
    await orders.cancelUnpaid(reservation._id, via);
    const order = await orders.findById(reservation._id);
    if (order?.paymentId) await afterPayment(order);
    else await stock.release(reservation._id);
  }

  /** Runs `work` on each reservation, logging (not throwing) what fails: the next sweep tries again. */
  async function each(docs: ReservationDoc[], work: (doc: ReservationDoc) => Promise<unknown>) {
    for (const doc of docs)
      await work(doc).catch((error: unknown) =>
        logger('warn', 'stock hold not swept; the next sweep tries again', {
          orderId: doc._id,
          error: String(error),
        }),
      );
  }

  return {
    /**
     * Holds the cart's lines for the payment order `orderId` about to be made, after giving up the
     * buyer's other holds (their cart changed). A line short is refused (409) naming the product,
     * before any payment order exists.
     */
    async forCheckout(userId: string, orderId: string, lines: ReservedLine[]) {
      for (const held of await stock.heldBy(userId)) await retire(held, 'cart-changed');
      const made = await stock.reserve(orderId, userId, lines);
      if (made.outcome === 'short') throw new ApiError(409, shortageMessage(made.short));
    },
    afterPayment,
    /**
     * The sweep (every few minutes): holds lapsed by `now` are retired, and reservations a stopped
     * process left half-way are finished. Answers how many holds it retired.
     */
    async sweep(now = new Date()) {
      const lapsed = await stock.lapsed(now);
      await each(lapsed, (doc) => retire(doc, 'expiry'));
      await each(await stock.stuck(now), async (doc) => {
        if (doc.state !== 'retaking') return stock.finish(doc);
        // A late payment's retake that stopped: finished as the payment would have finished it.
        const order = await orders.findById(doc._id);
        if (order?.paymentId) await afterPayment(order);
      });
      return lapsed.length;
    },
  };
}
export type StockHolds = ReturnType<typeof stockHolds>;
