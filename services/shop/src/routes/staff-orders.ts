import {
  ERASED_NOT_SHIPPED,
  type OrderStep,
  orderStepSchema,
  refundRequestSchema,
  STEP_FROM,
  staffOrderQuerySchema,
} from '@aspire/contracts/orders-desk';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@aspire/contracts/shop';
import { type Actor, staffNoteSchema } from '@aspire/contracts/staff';
import {
  ApiError,
  type AuthEnv,
  body,
  encodeOk,
  ok,
  okEncoded,
  params,
  query,
  requireRole,
} from '@aspire/service-kit';
import { type AuditChange, actorOf } from '@aspire/service-kit/audit';
import { csvResponse } from '@aspire/service-kit/csv-export';
import { todayInIndia } from '@aspire/service-kit/india-days';
import { Hono } from 'hono';
import { z } from 'zod';
import { orderMailKeys, orderNotices } from '../mail/order-notices.ts';
import { type OrderDoc, orderSubject } from '../repo/order-doc.ts';
import type { RouteDeps } from './deps.ts';
import { CSV_COLUMNS, toRow, toStaffOrder } from './staff-order-view.ts';

export const ORDER_NOT_FOUND = 'There is no such order';

/**
 * At most this many orders go into one CSV export, as the admissions desk's: about 15 MB, streamed in
 * 14 s at 200,000 orders on the embedded database. The answer says it in `x-export-cap`; a wider
 * filter is exported in parts (by dates).
 */
export const EXPORT_CAP = 50_000;

/** An order's reference in a path. */
export const orderIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Not an order reference') });

type Step = OrderStep['status'];
/** The road after payment, in order. */
const ROAD: readonly OrderStatus[] = ['paid', 'packed', 'shipped', 'delivered'];
const DOING: Record<Step, string> = {
  packed: 'packing it',
  shipped: 'shipping it',
  delivered: 'marking it delivered',
};
const VERB: Partial<Record<OrderStatus, string>> = { packed: 'pack', shipped: 'ship' };

/** Why an order at `status` cannot take `step` (never its repeat: that answers the order as it is). */
export function stepRefusal(step: Step, status: OrderStatus) {
  const label = ORDER_STATUS_LABELS[status].toLowerCase();
  const at = ROAD.indexOf(status);
  if (at === -1)
    return status === 'cancelled'
      ? `This order is cancelled; it cannot be ${step}`
      : `This order is not paid (${label}); only a paid order can be ${step}`;
  if (at > ROAD.indexOf(step)) return `This order is already ${label}`;
  // Behind the step: the steps still to take first.
  const missing = ROAD.slice(at + 1, ROAD.indexOf(STEP_FROM[step]) + 1).map((next) => VERB[next]);
  return `This order is ${label}; ${missing.join(' and ')} it before ${DOING[step]}`;
}

/** What the audit log keeps of a step: the status, and for a shipment its carrier and tracking. */
function stepChanges(step: Step, order: OrderDoc): AuditChange['changes'] {
  const changes: NonNullable<AuditChange['changes']> = { status: { from: STEP_FROM[step], to: step } };
  if (step === 'shipped' && order.shipment) {
    const { carrier, trackingNumber, trackingUrl } = order.shipment;
    changes.carrier = { from: null, to: carrier };
    changes.trackingNumber = { from: null, to: trackingNumber };
    if (trackingUrl) changes.trackingUrl = { from: null, to: trackingUrl };
  }
  return changes;
}

/**
 * The orders desk (role `shop`): the list of every order and its CSV export, an order's page, its
 * steps from paid to delivered (each mailed to the customer), refunds, and notes; each change is recorded in
 * the shop's audit log.
 */
export function staffOrderRoutes({
  orders,
  refunds,
  audit,
  keys,
  mail,
  siteUrl,
  shopEmail,
  logger,
}: RouteDeps) {
  const api = new Hono<AuthEnv>();
  const staff = requireRole(keys, 'shop');
  const notices = orderNotices({ mail, siteUrl, logger, shopEmail });

  const found = async (id: string) => {
    const doc = await orders.findById(id);
    if (!doc) throw new ApiError(404, ORDER_NOT_FOUND);
    return doc;
  };

  async function pageOf(doc: OrderDoc) {
    const id = doc._id.toHexString();
    const [entries, mails] = await Promise.all([
      audit.forSubject('order', id),
      mail.recorded(orderMailKeys(doc).map(({ key }) => key)),
    ]);
    return toStaffOrder(doc, entries, mails);
  }

  const record = (actor: Actor, doc: OrderDoc, change: Omit<AuditChange, 'subject'>) =>
    audit.record(actor, { ...change, subject: orderSubject(doc) });

  api.get('/staff/orders', staff, query(staffOrderQuerySchema), async (c) => {
    const { after, limit, ...filters } = c.req.valid('query');
    c.header('cache-control', 'private, no-store');
    // The same list however `q` is cased (the search is not).
    const key = JSON.stringify([{ ...filters, q: filters.q?.toLowerCase() }, after, limit]);
    const answer = await orders.cached(key, async () => {
      const page = await orders.page(filters, after, limit);
      return encodeOk({ rows: page.rows.map(toRow), next: page.next });
    });
    return okEncoded(c, answer);
  });

  api.get('/staff/orders.csv', staff, query(staffOrderQuerySchema), async (c) => {
    const { after: _after, limit: _limit, ...filters } = c.req.valid('query');
    return csvResponse(orders.all(filters, EXPORT_CAP), CSV_COLUMNS, {
      filename: `orders-${todayInIndia()}.csv`,
      headers: { 'x-export-cap': String(EXPORT_CAP) },
    });
  });

  // Refunds still waiting for the gateway's word are asked about whenever the order is looked at.
  api.get('/staff/orders/:id', staff, params(orderIdParam), async (c) => {
    c.header('cache-control', 'private, no-store');
    return ok(c, await pageOf(await refunds.reconcile(await found(c.req.valid('param').id))));
  });

  /**
   * The next step of a paid order. The same step again (a double click, a retry) answers the order as
   * it is, and its e-mail is not sent twice; any other step out of turn is refused (409).
   */
  api.post('/staff/orders/:id/steps', staff, params(orderIdParam), body(orderStepSchema), async (c) => {
    const step = c.req.valid('json');
    const result = await orders.takeStep(c.req.valid('param').id, step);
    if (!result) throw new ApiError(404, ORDER_NOT_FOUND);
    if (result.outcome === 'refused') {
      const refusal =
        result.order.erasedAt && result.order.status === STEP_FROM[step.status]
          ? ERASED_NOT_SHIPPED
          : stepRefusal(step.status, result.order.status);
      throw new ApiError(409, refusal, { status: refusal });
    }
    if (result.outcome === 'taken')
      await record(actorOf(c.var.user), result.order, {
        action: `order.${step.status}`,
        changes: stepChanges(step.status, result.order),
      });
    await notices.step(result.order, step.status);
    return ok(c, await pageOf(result.order));
  });

  /**
   * A refund of part or all of what was captured. The same key again (a double click, a retry, a
   * second tab) answers the order as it is and refunds nothing more; a refund beyond what is left to
   * refund, or of an order that was not paid, is refused (409); one the gateway refuses is 502 with
   * what it said (the refund is kept as failed, and its amount may be refunded again).
   */
  api.post('/staff/orders/:id/refunds', staff, params(orderIdParam), body(refundRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await refunds.request(c.req.valid('param').id, input, actorOf(c.var.user));
    if (!result) throw new ApiError(404, ORDER_NOT_FOUND);
    if (result.outcome === 'refused') {
      const { message, field } = result.refusal;
      throw new ApiError(409, message, field && { [field]: message });
    }
    if (result.outcome === 'taken' && result.gatewayRefusal)
      throw new ApiError(502, `The payment gateway refused this refund: ${result.gatewayRefusal}`);
    return ok(c, await pageOf(result.order));
  });

  api.post('/staff/orders/:id/notes', staff, params(orderIdParam), body(staffNoteSchema), async (c) => {
    const doc = await found(c.req.valid('param').id);
    await record(actorOf(c.var.user), doc, { action: 'note', note: c.req.valid('json').note });
    return ok(c, await pageOf(doc));
  });

  return api;
}
