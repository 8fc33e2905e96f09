import { ApiError, type AuthEnv, params, requireRole } from '@aspire/service-kit';
import { Hono } from 'hono';
import type { OrderDoc } from '../repo/order-doc.ts';
import type { RouteDeps } from './deps.ts';
import { ORDER_NOT_FOUND, orderIdParam } from './staff-orders.ts';

/** A receipt's PDF as a download: private to whoever asked, never kept by a cache. */
async function download(receipts: RouteDeps['receipts'], order: OrderDoc) {
  const { bytes, filename } = await receipts.pdf(order);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
}

/**
 * Receipts (tax invoice, bill of supply, or receipt) of paid orders, as PDFs: the customer's own order
 * (anyone else's is not found) and, for the shop team, any order. Unpaid orders have none (409).
 */
export function receiptRoutes({ orders, receipts, auth, keys }: RouteDeps) {
  const api = new Hono<AuthEnv>();

  api.get('/orders/:id/receipt.pdf', auth, params(orderIdParam), async (c) => {
    const order = await orders.findById(c.req.valid('param').id);
    if (!order || order.userId !== c.var.user.id) throw new ApiError(404, 'We could not find this order');
    return download(receipts, order);
  });

  api.get('/staff/orders/:id/receipt.pdf', requireRole(keys, 'shop'), params(orderIdParam), async (c) => {
    const order = await orders.findById(c.req.valid('param').id);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    return download(receipts, order);
  });
  return api;
}
