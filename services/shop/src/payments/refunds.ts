/**
 * Refunds through the gateway, each issued once. A refund is reserved on its order first (see
 * repo/order-refunds.ts), then the gateway is asked with the refund's key in its notes. Its answer, a
 * refund webhook, or a reconcile (on the order's page, and hourly) records what became of it: processed
 * (the customer is mailed; the order is `refunded` once everything captured is), or failed (the amount is
 * given back to refund again, the shop team is mailed). A call whose answer was lost leaves the refund
 * pending; a reconcile finds it at the gateway by its key or, when the gateway still has none a few
 * minutes on, asks once more.
 */
import { formatPaise, ORDER_STATUS_LABELS } from '@aspire/contracts/shop';
import type { Actor } from '@aspire/contracts/staff';
import type { Logger } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { OrderNotices } from '../mail/order-notices.ts';
import { type OrderDoc, orderSubject, type RefundDoc } from '../repo/order-doc.ts';
import type { RefundInput } from '../repo/order-refunds.ts';
import type { OrdersRepo } from '../repo/orders.ts';
import { GatewayError, type GatewayRefund, GatewayRefused, type PaymentGateway } from './gateway.ts';

/** How long a refund the gateway never answered waits before it is asked for again. */
export const RETRY_AFTER_MS = 5 * 60_000;
const FAILED_WITHOUT_REASON = 'The payment gateway could not complete the refund';

/** What the gateway says of a refund: its entity, or a refusal (no refund was made). */
type GatewayOutcome = Pick<GatewayRefund, 'status'> & { id: string | null; failureReason?: string };

/** Why an order cannot take a refund of `amount` (paise), as staff read it; `amount` when the amount is at fault. */
export function refundRefusal(
  order: Pick<OrderDoc, 'status' | 'amount' | 'refundedAmount' | 'paymentId'>,
  amount: number,
): { message: string; field?: 'amount' } {
  if (order.status === 'refunded') return { message: 'This order is already refunded in full' };
  if (order.status === 'cancelled')
    return { message: 'This order is cancelled; nothing was paid, so there is nothing to refund' };
  if (!order.paymentId || order.status === 'created' || order.status === 'failed')
    return {
      message: `This order is not paid (${ORDER_STATUS_LABELS[order.status].toLowerCase()}); there is nothing to refund`,
    };
  const left = order.amount - (order.refundedAmount ?? 0);
  if (left <= 0)
    return { message: 'Everything paid for this order is refunded or being refunded', field: 'amount' };
  if (amount > left)
    return { message: `Only ${formatPaise(left)} is left to refund on this order`, field: 'amount' };
  // Only a race with a change of status gets here: what the order is now tells.
  return { message: 'This order cannot be refunded now; reload it to see why' };
}

const refundOf = (doc: OrderDoc, key: string) => doc.refunds?.find((refund) => refund.id === key);

export function refundDesk(deps: {
  orders: OrdersRepo;
  gateway: PaymentGateway;
  audit: AuditLog;
  notices: OrderNotices;
  logger: Logger;
}) {
  const { orders, gateway, audit, notices, logger } = deps;
  const { refunds } = orders;
  const reread = async (doc: OrderDoc) => (await orders.findById(doc._id.toHexString())) ?? doc;

  /** A processed refund's consequences, each once: the customer's mail; the order refunded when all is. */
  async function settleProcessed(doc: OrderDoc, refund: RefundDoc, via: string) {
    await notices.refunded(doc, refund);
    const processed = (doc.refunds ?? [])
      .filter((each) => each.status === 'processed')
      .reduce((sum, each) => sum + each.amount, 0);
    if (processed < doc.amount) return doc;
    const refunded = await refunds.markRefunded(doc, via);
    if (!refunded) return doc;
    await audit.record(refund.by, {
      action: 'order.refunded',
      subject: orderSubject(doc),
      changes: { status: { from: doc.status, to: 'refunded' } },
    });
    return refunded;
  }

  /**
   * Records what the gateway says of the refund `key` of `doc`. Only a pending refund changes; the
   * consequences of an outcome are taken again on a repeat (each is once by itself), so a process that
   * stopped half-way is completed by the next report.
   */
  async function apply(doc: OrderDoc, key: string, outcome: GatewayOutcome, via: string): Promise<OrderDoc> {
    if (outcome.status === 'pending') {
      if (outcome.id) await refunds.noteGatewayId(doc, key, outcome.id);
      return reread(doc);
    }
    const changed =
      outcome.status === 'processed'
        ? await refunds.markProcessed(doc, key, outcome.id ?? '')
        : await refunds.markFailed(doc, key, outcome.failureReason ?? FAILED_WITHOUT_REASON, outcome.id);
    const current = changed ?? (await reread(doc));
    const refund = refundOf(current, key);
    if (refund?.status === 'processed') return settleProcessed(current, refund, via);
    // A refusal while staff wait is told to them; a failure reported later is told to the shop team.
    if (refund?.status === 'failed' && via !== 'staff') await notices.refundFailed(current, refund);
    return current;
  }

  /** Asks the gateway for a reserved refund: the order after its answer, and its refusal if it refused. */
  async function ask(doc: OrderDoc, key: string): Promise<{ order: OrderDoc; refused?: string }> {
    const refund = refundOf(doc, key);
    if (!refund || !doc.paymentId) return { order: doc };
    let answer: GatewayRefund;
    try {
      answer = await gateway.refund(doc.paymentId, {
        amount: refund.amount,
        receipt: key,
        notes: { refundKey: key, orderId: doc._id.toHexString() },
      });
    } catch (error) {
      if (error instanceof GatewayRefused) {
        const order = await apply(
          doc,
          key,
          { status: 'failed', id: null, failureReason: error.message },
          'staff',
        );
        return { order, refused: error.message };
      }
      if (!(error instanceof GatewayError)) throw error;
      // Perhaps refunded all the same: a reconcile finds out by the refund's key.
      logger('warn', 'refund not answered by the gateway; it is reconciled later', {
        orderId: doc._id.toHexString(),
        refundKey: key,
        error: error.message,
      });
      return { order: doc };
    }
    return { order: await apply(doc, key, answer, 'staff') };
  }

  /** Learns from the gateway what became of the order's pending refunds; asks again for one it never got. */
  async function reconcile(doc: OrderDoc, now = new Date()): Promise<OrderDoc> {
    const pending = (doc.refunds ?? []).filter((refund) => refund.status === 'pending');
    if (pending.length === 0 || !doc.paymentId) return doc;
    let known: GatewayRefund[];
    try {
      known = await gateway.fetchRefunds(doc.paymentId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      logger('warn', 'refunds not reconciled: the gateway did not answer', {
        orderId: doc._id.toHexString(),
        error: error.message,
      });
      return doc;
    }
    let current = doc;
    for (const refund of pending) {
      const found = known.find(
        (made) => made.notes.refundKey === refund.id || made.id === refund.gatewayRefundId,
      );
      if (found) current = await apply(current, refund.id, found, 'gateway');
      else if (
        !refund.gatewayRefundId &&
        now.getTime() - refund.requestedAt.getTime() >= RETRY_AFTER_MS &&
        (await refunds.claimRetry(current, refund.id, refund.requestedAt, now))
      )
        current = (await ask(current, refund.id)).order;
    }
    return current;
  }

  return {
    /**
     * A refund asked for by staff. Null: no such order. `already`: this key was taken before (the order
     * as it is, nothing asked of the gateway). `refused`: the order cannot take it (see refundRefusal).
     * `taken`: reserved and asked for; `gatewayRefusal` is set when the gateway said no.
     */
    async request(orderId: string, input: Omit<RefundInput, 'by'>, by: Actor) {
      const order = await orders.findById(orderId);
      if (!order) return null;
      const reserved = await refunds.reserve(order, { ...input, by });
      if (!reserved) return null;
      if (reserved.outcome !== 'taken')
        return { ...reserved, refusal: refundRefusal(reserved.order, input.amount) };
      await audit.record(by, {
        action: 'order.refund',
        subject: orderSubject(order),
        changes: { amount: { from: null, to: formatPaise(input.amount) } },
        note: input.reason,
      });
      const asked = await ask(reserved.order, input.key);
      return { outcome: 'taken' as const, order: asked.order, gatewayRefusal: asked.refused };
    },
    reconcile,
    /**
     * A `refund.processed` / `refund.failed` webhook: its refund found by the key in its notes (or its
     * id). Answers whether it changed the refund (false for one already settled, or not the shop's).
     */
    async fromWebhook(
      event: 'refund.processed' | 'refund.failed',
      entity: GatewayRefund,
      failureReason?: string,
    ) {
      const order = await refunds.findByPayment(entity.payment_id);
      const refund = order?.refunds?.find(
        (each) => each.id === entity.notes.refundKey || each.gatewayRefundId === entity.id,
      );
      if (!order || !refund) {
        logger('warn', 'refund webhook for a refund the shop did not ask for', {
          refundId: entity.id,
          paymentId: entity.payment_id,
        });
        return false;
      }
      const outcome: GatewayOutcome =
        event === 'refund.processed'
          ? { status: 'processed', id: entity.id }
          : { status: 'failed', id: entity.id, failureReason };
      const after = await apply(order, refund.id, outcome, 'webhook');
      return refund.status === 'pending' && refundOf(after, refund.id)?.status !== 'pending';
    },
    /** Reconciles every order with a pending refund (the hourly sweep): answers how many it read. */
    async sweep() {
      const waiting = await refunds.withPendingRefunds();
      for (const order of waiting) await reconcile(order);
      return waiting.length;
    },
  };
}
export type RefundDesk = ReturnType<typeof refundDesk>;
