import { cartAddressSchema } from '@aspire/contracts/checkout';
import {
  addToCartSchema,
  deleteCartSchema,
  editCartSchema,
  MAX_CART_LINES,
  MAX_LINE_QTY,
} from '@aspire/contracts/shop';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import { GatewayError } from '../payments/gateway.ts';
import { cartHash, priceLines } from '../pricing.ts';
import { quota } from '../quota.ts';
import { type CartLineDoc, newLineId } from '../repo/carts.ts';
import { accountOf } from '../repo/order-doc.ts';
import type { ProductDoc } from '../repo/product-doc.ts';
import { availableOf, reservedLines } from '../repo/stock.ts';
import type { RouteDeps } from './deps.ts';

const HOUR = 60 * 60 * 1000;
const CURRENCY = 'INR';

const tooMany = () =>
  new ApiError(400, `You can have at most ${MAX_LINE_QTY} of a product in your cart`, {
    qty: `At most ${MAX_LINE_QTY} of a product`,
  });

const cartFull = () =>
  new ApiError(400, `Your cart can hold at most ${MAX_CART_LINES} different products`, {
    productId: `The cart is full: check out or remove a product first`,
  });

const soldOut = () => new ApiError(409, 'Sorry, this is sold out');
const onlyLeft = (left: number, productName: string) =>
  new ApiError(409, `Only ${left.toLocaleString('en-IN')} of ${productName} left`, {
    qty: `Only ${left.toLocaleString('en-IN')} left`,
  });

/**
 * The signed-in user's cart (spec section 7): one line per product, priced from the products as they are
 * now, each with how many the buyer may have. Adding what is sold out, or more than is left, is refused.
 */
export function cartRoutes(deps: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  const { products, carts, orders, stock, holds, gateway, auth } = deps;
  /**
   * The cart priced now; `lines`, `own` (the units of the buyer's open checkouts) and `known` (a product
   * this request has just read) when already at hand.
   */
  const answer = async (
    userId: string,
    lines?: CartLineDoc[],
    own?: ReadonlyMap<string, number>,
    known?: ProductDoc,
  ) => {
    const cartLines = lines ?? (await carts.lines(userId));
    if (cartLines.length === 0) return priceLines(cartLines, new Map(), new Map());
    const [docs, units] = await Promise.all([
      products.docsByIds(cartLines.map((line) => line.productId).filter((id) => id !== known?._id)),
      own ?? stock.ownUnits(userId),
    ]);
    if (known) docs.set(known._id, known);
    return priceLines(cartLines, docs, units);
  };
  /** How many of a product the buyer may have; null when it is not counted. */
  const availableTo = async (userId: string, productId: string) =>
    (await stock.availableTo(userId, [productId])).get(productId) ?? null;
  const noStore = { 'cache-control': 'no-store' };
  const newOrders = quota({ limit: deps.paymentOrderLimit, windowMs: HOUR });

  const createAtGateway = async (input: Parameters<typeof gateway.createOrder>[0]) => {
    try {
      return await gateway.createOrder(input);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.logger('warn', 'payment order refused', { error: error.message });
      throw new ApiError(502, 'The payment service is not answering; please try again in a moment');
    }
  };

  api.get('/cart', auth, async (c) => {
    c.header('cache-control', 'no-store');
    return ok(c, await answer(c.var.user.id));
  });

  api.post('/cart', auth, body(addToCartSchema), async (c) => {
    const { productId, qty } = c.req.valid('json');
    const { user } = c.var;
    const [product, own] = await Promise.all([products.activeDoc(productId), stock.ownUnits(user.id)]);
    if (!product) throw new ApiError(404, 'Product not found');
    const available = availableOf(product, own);
    if (available === 0) throw soldOut();
    const added = await carts.add(user.id, productId, qty, available);
    if (added === 'over-available') throw onlyLeft(available ?? 0, product.productName);
    if (added === 'too-many') throw tooMany();
    if (added === 'cart-full') throw cartFull();
    return c.json({ success: true, data: await answer(user.id, added, own, product) }, 201, noStore);
  });

  api.post('/cart/edit', auth, body(editCartSchema), async (c) => {
    const { cartId, productId, qty } = c.req.valid('json');
    const { user } = c.var;
    const available = qty > 0 ? await availableTo(user.id, productId) : null;
    if (available === 0) throw soldOut();
    if (available !== null && qty > available)
      throw onlyLeft(available, (await products.findActive(productId))?.productName ?? 'this product');
    if (!(await carts.setQty(user.id, cartId, productId, qty)))
      throw new ApiError(404, 'This item is no longer in your cart');
    return ok(c, await answer(user.id));
  });

  api.post('/cart/delete', auth, body(deleteCartSchema), async (c) => {
    const { cartId, productId } = c.req.valid('json');
    const { user } = c.var;
    await carts.remove(user.id, cartId, productId);
    return ok(c, await answer(user.id));
  });

  api.post('/cart/clear', auth, async (c) => {
    const { user } = c.var;
    await carts.clear(user.id);
    return ok(c, await answer(user.id));
  });

  /** The address panel: checked by the service and kept with the cart before any payment starts. */
  api.post('/cart/address', auth, body(cartAddressSchema), async (c) => {
    const { shippingAddress } = c.req.valid('json');
    await carts.setShippingAddress(c.var.user.id, shippingAddress);
    return ok(c, { shippingAddress });
  });

  /**
   * The payment order for the cart as it is now (spec: `GET cart/order`), priced by the service in paise.
   * Asking again for an unchanged cart answers the same payment order (the buyer's address kept up to
   * date), so the call may be repeated freely; a new one is made only when the cart changed or the last
   * one was paid, cancelled or lapsed, and at most `paymentOrderLimit` an hour per buyer (then 429).
   * A new one holds the cart's stock first: a line there is not enough of is refused (409) before any
   * payment order is made at the gateway.
   */
  api.get('/cart/order', auth, async (c) => {
    const { user } = c.var;
    c.header('cache-control', 'no-store');
    // One request of a buyer at a time, across every shop process: two at once would each make a new one.
    const paymentOrder = await orders.oneAtATime(user.id, async () => {
      const cart = await answer(user.id);
      if (!cart.items.length) throw new ApiError(400, 'Your cart is empty');
      const amount = cart.totals.payable * 100;
      const hash = cartHash(cart, amount, CURRENCY);
      const shippingAddress = await carts.shippingAddress(user.id);
      const open = await orders.openForCart(user.id, hash);
      if (open && (await stock.isHeld(open._id.toHexString())))
        return orders.refreshAddress(open, shippingAddress);

      const wait = newOrders.take(user.id);
      if (wait) {
        c.header('retry-after', String(wait));
        throw new ApiError(
          429,
          `You have started too many payments in the last hour. Please try again in ${Math.ceil(wait / 60)} minute(s).`,
        );
      }
      const orderId = new ObjectId();
      await holds.forCheckout(user.id, orderId.toHexString(), reservedLines(cart.items));
      const made = await createAtGateway({
        amount,
        currency: CURRENCY,
        receipt: `rcpt_${newLineId()}`,
        notes: { userId: user.id },
      }).catch(async (error: unknown) => {
        // No payment order: nothing can pay for what was held.
        await stock.release(orderId.toHexString());
        throw error;
      });
      return orders.create(
        {
          _id: orderId,
          userId: user.id,
          amount: made.amount,
          currency: made.currency,
          receipt: made.receipt,
          gateway: gateway.name,
          paymentOrderId: made.id,
          account: accountOf(user),
          lines: cart.items.map(({ productId, productName, image, qty, mrp, sellingPrice }) => ({
            productId,
            productName,
            image,
            qty,
            mrp,
            sellingPrice,
          })),
          shippingAddress,
        },
        hash,
      );
    });
    return ok(c, {
      id: paymentOrder.paymentOrderId,
      entity: 'order' as const,
      amount: paymentOrder.amount,
      currency: paymentOrder.currency,
      receipt: paymentOrder.receipt,
      // Razorpay's status of an order still payable: a failed attempt leaves it open, `attempted`.
      status: paymentOrder.status === 'failed' ? 'attempted' : 'created',
      key: gateway.keyId,
      checkoutScriptUrl: gateway.checkoutScriptUrl,
    });
  });
  return api;
}
