import type { AuthEnv, Logger, requireAuth } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { MediaStore } from '@aspire/service-kit/media/store';
import type { MiddlewareHandler } from 'hono';
import type { ShopMail } from '../mail/order-notices.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { RefundDesk } from '../payments/refunds.ts';
import type { Sandbox } from '../payments/sandbox.ts';
import type { StockHolds } from '../payments/stock-holds.ts';
import type { ReceiptBook } from '../receipts/receipt-book.ts';
import type { CartsRepo } from '../repo/carts.ts';
import type { OrdersRepo } from '../repo/orders.ts';
import type { ProductsRepo } from '../repo/products.ts';
import type { StockRepo } from '../repo/stock.ts';
import type { WebhookEventsRepo } from '../repo/webhook-events.ts';

/** What the route modules are built from. */
export type RouteDeps = {
  products: ProductsRepo;
  carts: CartsRepo;
  orders: OrdersRepo;
  /** Stock held for checkouts: what each buyer may have, what checkouts hold per product. */
  stock: StockRepo;
  /** A checkout's hold on stock: held for a payment order, taken when paid, refunded if paid too late. */
  holds: StockHolds;
  webhookEvents: WebhookEventsRepo;
  /** Razorpay, or in development the sandbox's gateway. */
  gateway: PaymentGateway;
  /** Refunds through the gateway, each issued once. */
  refunds: RefundDesk;
  /** Receipt numbers (given once per paid order) and PDFs. */
  receipts: ReceiptBook;
  /** Uploaded pictures (products'), in the shop's database. */
  media: MediaStore;
  /** The development sandbox (its Checkout, payments and webhooks); absent with the real gateway. */
  sandbox?: Sandbox;
  /** New payment orders one buyer may start per hour. */
  paymentOrderLimit: number;
  /** `requireAuth` with identity's keys: puts the signed-in user on `c.var.user`. */
  auth: MiddlewareHandler<AuthEnv>;
  /** Identity's public keys, for the staff routes' role checks. */
  keys: Parameters<typeof requireAuth>[0];
  /** Every staff change, with who and when (the kit's audit log, merged into the admin's log). */
  audit: AuditLog;
  /** The e-mail outbox: a message is queued in the step that owes it and sent in the background; its records. */
  mail: ShopMail;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  /** The shop team's mailbox (SHOP_EMAIL), told of refunds the gateway failed. */
  shopEmail: string;
  logger: Logger;
};
