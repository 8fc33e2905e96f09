import type { StaffOrder } from '@aspire/contracts/orders-desk';
import { formatPaise, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@aspire/contracts/shop';
import type { AuditEntry } from '@aspire/contracts/staff';
import type { TimelineEntry } from '@aspire/ui/desk.ts';

/** How a status was reached, when it was not a member of staff (who is named instead). */
const VIA: Record<string, string> = {
  checkout: 'confirmed by the checkout page',
  webhook: "confirmed by the payment gateway's notice",
  expiry: 'when its checkout lapsed unpaid',
  'cart-changed': 'when the buyer started a new payment',
  staff: 'by a member of staff',
};
const MAIL_STATE: Record<StaffOrder['mails'][number]['status'], string> = {
  queued: 'waiting to be sent',
  sent: 'sent',
  failed: 'could not be sent',
};

const isStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
/** The status a staff change moved the order to, if it did. */
const statusTo = (entry: AuditEntry) => {
  const to = entry.changes?.status?.to;
  return isStatus(to) ? to : null;
};
const verbOf = (entry: AuditEntry) => entry.action.split('.').at(-1) ?? '';
const isNote = (entry: AuditEntry) => verbOf(entry) === 'note';
/** A refund asked for: told from the order's refunds, which hold its amount, reason and outcome too. */
const isRefund = (entry: AuditEntry) => verbOf(entry) === 'refund';

/** A recorded value as people read it. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (isStatus(value)) return ORDER_STATUS_LABELS[value];
  if (typeof value === 'object') return Object.values(value).map(valueText).join(', ');
  return String(value);
}
/** A staff change other than a step or a note: its action and each field's value before and after. */
function changeText(entry: AuditEntry) {
  const action = (entry.action.split('.').at(-1) ?? entry.action).replace(/[-_]/g, ' ');
  const changes = Object.entries(entry.changes ?? {}).map(
    ([field, { from, to }]) =>
      `${field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}: ${valueText(from)} → ${valueText(to)}`,
  );
  const text = [action.charAt(0).toUpperCase() + action.slice(1), ...changes].join('; ');
  return entry.note ? `${text}. ${entry.note}` : text;
}

/** What a status reached says: shipped names the carrier and tracking number, a failure its reason. */
function statusText(order: StaffOrder, status: OrderStatus, via: string | null) {
  const label = ORDER_STATUS_LABELS[status];
  const detail =
    status === 'shipped' && order.shipment
      ? ` with ${order.shipment.carrier}, tracking number ${order.shipment.trackingNumber}`
      : status === 'failed' && order.failureReason
        ? `: ${order.failureReason}`
        : '';
  if (status === 'created') return 'Placed, awaiting payment';
  const how = via ? (VIA[via] ?? `via ${via}`) : '';
  return `${label}${detail}${how ? ` (${how})` : ''}`;
}

/** Each refund: asked for (by whom, how much, why), then processed or failed as the gateway reported it. */
function refundEntries(order: StaffOrder): TimelineEntry[] {
  return order.refunds.flatMap((refund) => {
    const amount = formatPaise(refund.amount);
    const asked = {
      at: refund.createdAt,
      text: `Refund of ${amount} asked for: ${refund.reason}`,
      who: refund.by.name,
    };
    // The gateway's answer is told when it came, or with the asking if the service kept no time for it.
    const answered = refund.processedAt ?? refund.createdAt;
    if (refund.status === 'processed')
      return [asked, { at: answered, text: `Refund of ${amount} processed by the gateway` }];
    if (refund.status === 'failed')
      return [
        asked,
        {
          at: answered,
          text: `Refund of ${amount} failed${refund.failureReason ? `: ${refund.failureReason}` : ''}`,
        },
      ];
    return [asked];
  });
}

/**
 * An order's story, oldest first: each status it reached (a step a member of staff took names them), the
 * other staff changes and notes, its refunds, and the mails its customer was sent, each with its state.
 */
export function timelineOf(order: StaffOrder): TimelineEntry[] {
  // The refunds tell their own story (and a refund is never a step, whatever status it led to).
  const audit = order.audit.filter((entry) => !isRefund(entry));
  const steps = new Map<OrderStatus, AuditEntry>();
  for (const entry of audit) {
    const to = statusTo(entry);
    if (to && !steps.has(to)) steps.set(to, entry);
  }
  const merged = new Set<AuditEntry>();
  const entries: TimelineEntry[] = order.history.map((reached) => {
    const step = steps.get(reached.status);
    if (step) merged.add(step);
    return {
      at: reached.at,
      text: statusText(order, reached.status, step ? null : reached.via),
      who: step?.actor.name ?? null,
    };
  });
  for (const entry of audit) {
    if (merged.has(entry)) continue;
    entries.push(
      isNote(entry)
        ? { at: entry.at, text: entry.note ?? '', who: entry.actor.name, note: true }
        : { at: entry.at, text: changeText(entry), who: entry.actor.name },
    );
  }
  entries.push(...refundEntries(order));
  for (const mail of order.mails)
    entries.push({ at: mail.at, text: `E-mail “${mail.label}”: ${MAIL_STATE[mail.status]}` });
  // Oldest first; entries of the same moment keep the order above (the status, then what it caused).
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ entry }) => entry);
}
