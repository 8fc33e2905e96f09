import { z } from 'zod';
import { MAX_LINE_QTY, PRODUCT_CATEGORIES, PRODUCT_ID_PATTERN, PRODUCT_PAGE_SIZE } from './shop-basics.ts';

export * from './shop-basics.ts';

/**
 * The shop's contract (spec sections 3 and 7): products, the server-side cart, payment orders and orders.
 * Prices are whole rupees on products and cart lines; payment amounts are paise, as Razorpay counts them.
 * The browser never sends a price: every amount is computed by the shop service from its own products.
 */

export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);

export const productIdSchema = z
  .string({ error: 'Product id is required' })
  .regex(PRODUCT_ID_PATTERN, 'Enter a valid product id');

export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  category: productCategorySchema,
  /** Rupees. */
  mrp: z.number().int(),
  /** Rupees. */
  sellingPrice: z.number().int(),
  image: z.array(z.string()).min(1),
  activeStatus: z.boolean(),
  /** False when none is left to sell: the shop says so and the cart refuses it. */
  inStock: z.boolean(),
  /** How many are left when few are (at or below the product's low-stock mark); null otherwise. */
  fewLeft: z.number().int().nullable(),
  /** Its place in the shop's order (products made at the same moment may share one; then by id). */
  order: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

const PRODUCT_CURSOR = /^\d{1,15}-[a-z0-9][a-z0-9-]{0,63}$/;

/** A `productCursor` read back: the order and id of the last product of the page before. */
export const productAfterSchema = z
  .string()
  .regex(PRODUCT_CURSOR, 'Must be the place in the list a page gave')
  .transform((after) => {
    const dash = after.indexOf('-');
    return { order: Number(after.slice(0, dash)), id: after.slice(dash + 1) };
  });
export type ProductAfter = z.output<typeof productAfterSchema>;

/** `GET product`: a page of the products on sale, in the shop's order, after the cursor's product. */
export const productQuerySchema = z.object({
  category: productCategorySchema.optional(),
  after: productAfterSchema.optional(),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(PRODUCT_PAGE_SIZE, `Limit can be at most ${PRODUCT_PAGE_SIZE}`)
    .default(PRODUCT_PAGE_SIZE),
});
export type ProductPageQuery = z.output<typeof productQuerySchema>;

/** Cart line ids are 16 hex characters. */
export const cartLineIdSchema = z
  .string({ error: 'Cart line id is required' })
  .regex(/^[a-f0-9]{16}$/, 'Enter a valid cart line id');

export const addToCartSchema = z.object({
  productId: productIdSchema,
  qty: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QTY, `Quantity can be at most ${MAX_LINE_QTY}`)
    .default(1),
});
export const editCartSchema = z.object({
  cartId: cartLineIdSchema,
  productId: productIdSchema,
  qty: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(MAX_LINE_QTY, `Quantity can be at most ${MAX_LINE_QTY}`),
});
export const deleteCartSchema = z.object({ cartId: cartLineIdSchema, productId: productIdSchema });

export const cartLineSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  qty: z.number().int(),
  image: z.string(),
  mrp: z.number().int(),
  sellingPrice: z.number().int(),
  productName: z.string(),
  productDescription: z.string(),
  /**
   * How many the buyer may have: what is left to sell and what their own checkout holds (0: sold out;
   * below `qty`: the quantity must come down before paying); null when the shop does not count it.
   */
  available: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartTotalsSchema = z.object({
  /** Σ sellingPrice × qty, rupees. */
  sellingTotal: z.number().int(),
  /** Σ mrp × qty, rupees. */
  mrpTotal: z.number().int(),
  /** mrpTotal − sellingTotal, rupees. */
  discount: z.number().int(),
  /** The discount's real share of the MRP total, rounded. */
  discountPercent: z.number().int(),
  delivery: z.number().int(),
  /** What is paid: sellingTotal + delivery, rupees. */
  payable: z.number().int(),
  /** Spec: item count = number of lines. */
  itemCount: z.number().int(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({ items: z.array(cartLineSchema), totals: cartTotalsSchema });
export type Cart = z.infer<typeof cartSchema>;

/**
 * A delivery address as the shop keeps and answers it (checked on the way in by `checkout.ts`,
 * which carries the phone library; reading an order or a cart need not load it).
 */
export const shippingAddressSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** E.164. */
  mobileNumber: z.string(),
  pincode: z.string(),
  address: z.string(),
  flat: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
/** The answer to `POST cart/address`: the address as kept. */
export const cartAddressAnswerSchema = z.object({ shippingAddress: shippingAddressSchema });

/**
 * Where the browser loads the Checkout script from: all it needs before a payment order exists (the
 * public key comes with the payment order; which gateway runs is nobody's business).
 */
export const checkoutConfigSchema = z.object({ checkoutScriptUrl: z.string() });
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/**
 * `GET cart/order`: Razorpay's order shape, plus the public key and the checkout script URL. Asked again
 * for an unchanged cart it answers the same order; new ones are limited per buyer (429).
 */
export const paymentOrderSchema = z.object({
  id: z.string(),
  entity: z.literal('order'),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string(),
  status: z.string(),
  key: z.string(),
  checkoutScriptUrl: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** Razorpay ids: `order_…`, `pay_…`; the signature is a hex HMAC-SHA256. */
export const razorpayId = (prefix: string, label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `Enter a valid ${label}`);

/**
 * An order's road: created (awaiting payment) → paid → packed → shipped → delivered; or failed /
 * cancelled before it is paid; `refunded` once refunds have given back all that was captured (a
 * partial refund leaves the order on its road). (Orders an earlier version marked `fulfilled` are
 * `delivered`.)
 */
export const ORDER_STATUSES = [
  'created',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'refunded',
  'failed',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
/** Each status as the customer and staff read it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'Awaiting payment',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  refunded: 'Refunded',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/**
 * How a shipped order travels, as the shop answers it: the carrier, its tracking number, the carrier's
 * tracking page if known. (What staff may enter is the orders desk's `shipmentSchema`; an answer is
 * only read, so the public pages do not carry its URL checks.)
 */
export const shipmentAnswerSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().optional(),
  shippedAt: z.string(),
});
export type Shipment = Omit<z.infer<typeof shipmentAnswerSchema>, 'shippedAt'>;

/**
 * A refund: `pending` until the gateway reports it processed (its `refund.processed` webhook) or failed
 * (`refund.failed`, and the amount may be refunded again).
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** A refund as the customer sees it on their orders page. Paise. */
export const refundAnswerSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  /** When the gateway said it was processed (or, for staff, failed). */
  processedAt: z.string().nullable(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

export const orderLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  image: z.string(),
  qty: z.number().int(),
  mrp: z.number().int(),
  sellingPrice: z.number().int(),
});
export const orderSchema = z.object({
  _id: z.string(),
  status: orderStatusSchema,
  /** Paise, fixed when the payment order was created. */
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string(),
  paymentOrderId: z.string(),
  paymentId: z.string().nullable(),
  lines: z.array(orderLineSchema),
  shippingAddress: shippingAddressSchema.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Set when the order is shipped. */
  shipment: shipmentAnswerSchema.nullable(),
  deliveredAt: z.string().nullable(),
  /** Every refund asked for, oldest first. */
  refunds: z.array(refundAnswerSchema),
  /** Paise refunded or being refunded (pending and processed refunds); never above `amount`. */
  refundedAmount: z.number().int(),
  /**
   * The number of the order's receipt (tax invoice, bill of supply or receipt), in its financial year's
   * series (`ASP/26-27/000123`): given when it is paid (orders paid earlier: at the first download).
   */
  invoiceNumber: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/**
 * `POST checkout/sandbox/pay` and `/fail` (development sandbox only), as the order's buyer (bearer
 * token): the payment order to pay. Pay answers what Razorpay Checkout hands the page's handler.
 */
export const sandboxPaySchema = z.object({ orderId: razorpayId('order', 'order id') });
export const paymentSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentSuccess = z.infer<typeof paymentSuccessSchema>;
