import { z } from 'zod';
import { orderSchema, orderStatusSchema, productIdSchema, refundAnswerSchema } from './shop.ts';
import { actorSchema, auditEntrySchema } from './staff.ts';

/**
 * The orders desk (`/api/shop/staff/orders…`, role `shop`): every order, found by status, date, product,
 * customer or a search, and worked from paid to the customer's door.
 */

/** What a member of staff enters when an order ships: the carrier, its tracking number, the carrier's tracking page if known. */
export const shipmentSchema = z.object({
  carrier: z
    .string({ error: 'Enter the carrier' })
    .trim()
    .min(2, 'Enter the carrier')
    .max(60, 'Carrier name is too long (60 characters at most)'),
  trackingNumber: z
    .string({ error: 'Enter the tracking number' })
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/,
      'Enter the tracking number as the carrier gave it (4–40 letters and digits)',
    ),
  trackingUrl: z
    .url({ protocol: /^https$/, error: 'Enter the tracking page as an https:// address' })
    .max(300)
    .optional(),
});

const dateOnly = z.iso.date('Enter a date as YYYY-MM-DD');

/**
 * The list's filters and paging (also the CSV export's). Newest first; `after` is the cursor of the
 * next page (the last row's `createdAt|id`). `q` matches the start of the customer's name, e-mail or
 * phone, or of the receipt number. `from`/`to` are days in India, on when the order was placed.
 */
export const staffOrderQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
  product: productIdSchema.optional(),
  /** A customer's account id: their orders only (the order page links to it). */
  customer: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Not a customer reference')
    .optional(),
  q: z.string().trim().max(100).optional(),
  after: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffOrderQuery = z.input<typeof staffOrderQuerySchema>;

/** A row of the list: what it shows and sorts on. Amounts in paise. */
export const staffOrderRowSchema = z.object({
  id: z.string(),
  receipt: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  amount: z.number().int(),
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  city: z.string().nullable(),
  /** Lines and items (Σ qty). */
  lineCount: z.number().int(),
  itemCount: z.number().int(),
  firstProductName: z.string(),
  trackingNumber: z.string().nullable(),
  /** Paise refunded or being refunded. */
  refundedAmount: z.number().int(),
  /** The receipt's number, once given (see `orderSchema`). */
  invoiceNumber: z.string().nullable(),
  /** The customer erased their data: the order is kept for tax without their name, contact or address. */
  erased: z.boolean(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;
export const staffOrderPageSchema = z.object({
  rows: z.array(staffOrderRowSchema),
  next: z.string().nullable(),
});
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

/** The mails an order's customer was sent, as the outbox recorded them. */
export const orderMailSchema = z.object({
  key: z.string(),
  label: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  at: z.string(),
});

/** A refund as staff see it: who asked for it and why, and what the gateway said. */
export const staffRefundSchema = refundAnswerSchema.extend({
  reason: z.string(),
  by: actorSchema,
  /** Razorpay's `rfnd_…` id, once the gateway has taken the refund. */
  gatewayRefundId: z.string().nullable(),
  /** Why the gateway refused it (`status` failed; `processedAt` is then when it said so). */
  failureReason: z.string().nullable(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/**
 * An order's page: the order as its customer sees it, who they are, how it was paid, and its timeline
 * (each status with when and by whom, the staff's changes, the mails sent).
 */
export const staffOrderSchema = orderSchema.extend({
  refunds: z.array(staffRefundSchema),
  customerId: z.string(),
  gateway: z.string(),
  paidVia: z.enum(['checkout', 'webhook']).nullable(),
  failureReason: z.string().nullable(),
  history: z.array(z.object({ status: orderStatusSchema, at: z.string(), via: z.string() })),
  audit: z.array(auditEntrySchema),
  mails: z.array(orderMailSchema),
  /** When the customer's erasure reached the shop; null while their details stand. */
  erasedAt: z.string().nullable(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** Where an erased order's customer was named (the list, the order's page). */
export const ERASED_CUSTOMER = "Erased at the customer's request";
/** What the order's page says instead of the customer's contact details. */
export const ERASED_CONTACT = 'Customer erased their data: contact not possible.';
/**
 * Why an erased order that was not shipped is not packed or shipped (the step is refused with it, 409).
 * The erasure refunds it; a refund the gateway refused, or a payment that came after, is staff's to make.
 */
export const ERASED_NOT_SHIPPED =
  'The customer erased their data before this order was shipped, so it cannot be sent. What is left to refund goes back to them: see Refunds.';

/** The next step of a paid order; each is taken once, in this order, and mails the customer. */
export const orderStepSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('packed') }),
    z.object({ status: z.literal('shipped'), shipment: shipmentSchema }),
    z.object({ status: z.literal('delivered') }),
  ],
  { error: 'Choose packed, shipped or delivered' },
);
export type OrderStep = z.infer<typeof orderStepSchema>;

/** Which status each step needs first. */
export const STEP_FROM = { packed: 'paid', shipped: 'packed', delivered: 'shipped' } as const;

/** The statuses an order can be refunded in: it was paid, and not all of it is refunded yet. */
export const REFUNDABLE_STATUSES = ['paid', 'packed', 'shipped', 'delivered'] as const;

/**
 * `POST /api/shop/staff/orders/:id/refunds`: refund part or all of what was captured. `key` is made
 * once for each refund the person means (when the form opens), so a double click, a retry or a second
 * tab sending the same form refunds once; a refund beyond what is left to refund is refused (409).
 */
export const refundRequestSchema = z.object({
  /** Paise. */
  amount: z
    .number({ error: 'Enter the amount to refund' })
    .int('Enter the amount in whole paise')
    .min(100, 'A refund is at least ₹1')
    .max(100_000_000, 'That is more than any order'),
  reason: z
    .string({ error: 'Say why the order is refunded' })
    .trim()
    .min(3, 'Say why the order is refunded')
    .max(200, 'Reason is too long (200 characters at most)'),
  key: z.uuid({ error: 'Not a refund key' }),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
