/**
 * A customer's erasure (identity's feed, `followErasures`): their cart and saved address deleted, their
 * orders kept for GST without their name, contact or address (`erasedOrder`), the e-mails owed to them
 * dropped and the records of those sent cleared. An order paid for but not shipped can no longer be
 * sent, so what is left of its payment is refunded: the money goes back to how they paid, which needs
 * no contact. Running it twice changes nothing more.
 */
import type { ErasureOrder } from '@aspire/contracts/privacy';
import type { Actor } from '@aspire/contracts/staff';
import type { Logger } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { RefundDesk } from '../payments/refunds.ts';
import type { CartsRepo } from '../repo/carts.ts';
import { type OrderDoc, orderSubject } from '../repo/order-doc.ts';
import type { OrdersRepo } from '../repo/orders.ts';

/** Who the audit log and the refunds name for what an erasure does. */
export const ERASURE_ACTOR: Actor = {
  id: 'shop-erasure',
  name: "The customer's erasure request (automatic)",
  email: '',
};
export const ERASURE_REFUND_REASON =
  'The customer erased their data before the order was shipped, so it cannot be delivered';
/** One refund per order and erasure, whatever is retried. */
export const erasureRefundKey = (erasureId: string) => `erasure-${erasureId}`;

/** Paid for, not shipped: the statuses whose goods cannot go out once the address is gone. */
const UNSHIPPED: ReadonlySet<OrderDoc['status']> = new Set(['paid', 'packed']);

/** Every address the customer's mail may have gone to: the account's, and each typed at checkout. */
const addressesOf = (erasure: ErasureOrder, orders: OrderDoc[]) =>
  new Set(
    [erasure.email, ...orders.flatMap((doc) => [doc.shippingAddress?.email, doc.account?.email])]
      .filter((address): address is string => Boolean(address))
      .map((address) => address.toLowerCase()),
  );

export function shopErasure(deps: {
  orders: OrdersRepo;
  carts: CartsRepo;
  refunds: RefundDesk;
  mail: Pick<MailOutbox, 'forget'>;
  audit: AuditLog;
  logger: Logger;
}) {
  const { orders, carts, refunds, mail, audit, logger } = deps;

  const forget = async (addresses: Set<string>) => {
    let changed = 0;
    for (const address of addresses) {
      const { dropped, anonymised } = await mail.forget(address);
      changed += dropped + anonymised;
    }
    return changed;
  };

  /** Refunds what is left of each order paid for but not shipped; answers how many it asked for now. */
  async function refundUnshipped(erasure: ErasureOrder) {
    let asked = 0;
    for (const doc of await orders.ofUser(erasure.userId)) {
      const left = doc.amount - (doc.refundedAmount ?? 0);
      if (!UNSHIPPED.has(doc.status) || left <= 0) continue;
      const key = erasureRefundKey(erasure.id);
      const result = await refunds.request(
        doc._id.toHexString(),
        { key, amount: left, reason: ERASURE_REFUND_REASON },
        ERASURE_ACTOR,
      );
      if (result?.outcome !== 'taken') continue;
      asked += 1;
      // Kept as failed on the order, where the shop team refunds it again.
      if (result.gatewayRefusal)
        logger('error', 'the refund of an erased order was refused by the gateway', {
          orderId: doc._id.toHexString(),
          erasure: erasure.id,
          reason: result.gatewayRefusal,
        });
    }
    return asked;
  }

  return async function erase(erasure: ErasureOrder) {
    // Read before the orders lose them: the addresses typed at checkout are known only there.
    const addresses = addressesOf(erasure, await orders.ofUser(erasure.userId));
    let mails = await forget(addresses);
    const erased = await orders.eraseCustomer(erasure.userId);
    const cart = await carts.erase(erasure.userId);
    // Again: a mail queued while the orders were being erased goes too.
    mails += await forget(addresses);
    const refunded = await refundUnshipped(erasure);
    for (const doc of erased) {
      const subject = orderSubject(doc);
      // What staff wrote on the order (notes, refund reasons) may describe the customer.
      await audit.forgetSubject(subject.kind, subject.id, subject.label);
      await audit.record(ERASURE_ACTOR, {
        action: 'order.erased',
        subject,
        note: `Erasure ${erasure.id}: the customer's name, contact details and address removed`,
      });
    }
    if (erased.length === 0 && !cart && mails === 0 && refunded === 0) return;
    await audit.record(ERASURE_ACTOR, {
      action: 'customer.erased',
      subject: { kind: 'erasure', id: erasure.id },
      note: [
        `${erased.length} ${erased.length === 1 ? 'order' : 'orders'} kept for tax without personal details`,
        cart ? 'cart and saved address deleted' : 'no cart',
        `${mails} e-mail ${mails === 1 ? 'record' : 'records'} cleared`,
        ...(refunded > 0 ? [`${refunded} unshipped ${refunded === 1 ? 'order' : 'orders'} refunded`] : []),
      ].join('; '),
    });
  };
}
