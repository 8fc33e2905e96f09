import { randomBytes } from 'node:crypto';
import { MAX_CART_LINES, MAX_LINE_QTY, productIdSchema, type ShippingAddress } from '@aspire/contracts/shop';
import { upsertIfMatches } from '@aspire/service-kit/mongo';
import type { Db, Filter } from 'mongodb';

export type CartLineDoc = { _id: string; productId: string; qty: number; addedAt: Date };
type StoredLine = Omit<CartLineDoc, 'productId'>;
/**
 * One cart per user (`_id` = user id); its lines keyed by product id, so each write is one atomic update.
 * `lineCount` counts the lines, kept by every write, so an add refuses a full cart in its own condition
 * (a cart written before it counts from its next add).
 */
type CartDoc = { _id: string; items: Record<string, StoredLine>; lineCount?: number; updatedAt: Date };
/** The shape before lines were keyed by product: an array, written under version claims. */
type OldCartDoc = { _id: string; lines: CartLineDoc[] };
type AddressDoc = { _id: string; shippingAddress: ShippingAddress; updatedAt: Date };

export const newLineId = () => randomBytes(8).toString('hex');

/** The path of a product's line; product ids are slugs, so never an operator or a nested path. */
const line = (productId: string) => `items.${productIdSchema.parse(productId)}`;

/** A cart's lines, oldest first. */
const linesOf = (cart: CartDoc | null): CartLineDoc[] =>
  Object.entries(cart?.items ?? {})
    .map(([productId, stored]) => ({ ...stored, productId }))
    .sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime());

/** At most this many rounds of an add that keeps meeting a concurrent add of the same product. */
const ADD_ROUNDS = 5;

/**
 * Carts. Every write is one atomic update of the user's cart document: concurrent writes, from one
 * process or several, never lose or double a line.
 */
export function cartsRepo(db: Db) {
  const carts = db.collection<CartDoc>('carts');
  const addresses = db.collection<AddressDoc>('cart_addresses');

  /** Carts written before lines were keyed by product are converted once (the version claims go too). */
  async function migrate() {
    const claims = await db.listCollections({ name: 'cart_versions' }, { nameOnly: true }).toArray();
    if (claims.length === 0) return;
    const old = db.collection<OldCartDoc>('carts').find({ lines: { $exists: true } });
    for await (const { _id, lines } of old) {
      const items = Object.fromEntries(
        lines.map(({ productId, ...stored }): [string, StoredLine] => [productId, stored]),
      );
      await db.collection<CartDoc & OldCartDoc & { version: number }>('carts').updateOne(
        { _id },
        {
          $set: { items, lineCount: lines.length, updatedAt: new Date() },
          $unset: { lines: 1, version: 1 },
        },
      );
    }
    await db.collection('cart_versions').drop();
  }

  /** Raises the quantity of an existing line when the sum stays within `most`: the cart after, else null. */
  const raise = (userId: string, productId: string, qty: number, most: number) =>
    carts.findOneAndUpdate(
      { _id: userId, [`${line(productId)}.qty`]: { $lte: most - qty } },
      { $inc: { [`${line(productId)}.qty`]: qty }, $set: { updatedAt: new Date() } },
      { returnDocument: 'after' },
    );

  /** Adds the line when the product has none and the cart has room (creating the cart): the cart after, else null. */
  function addLine(userId: string, productId: string, qty: number) {
    const added: StoredLine = { _id: newLineId(), qty, addedAt: new Date() };
    return upsertIfMatches(
      carts,
      {
        _id: userId,
        [line(productId)]: { $exists: false },
        $or: [{ lineCount: { $lt: MAX_CART_LINES } }, { lineCount: { $exists: false } }],
      },
      { $set: { [line(productId)]: added, updatedAt: new Date() }, $inc: { lineCount: 1 } },
    );
  }

  /** Removes a product's line where `filter` (on top of the cart and the line being there) holds. */
  const removeLine = (userId: string, productId: string, filter: Filter<CartDoc> = {}) =>
    carts.updateOne(
      { ...filter, _id: userId, [line(productId)]: { $exists: true } },
      { $unset: { [line(productId)]: 1 }, $inc: { lineCount: -1 }, $set: { updatedAt: new Date() } },
    );

  return {
    async init() {
      await migrate();
    },
    lines: async (userId: string) => linesOf(await carts.findOne({ _id: userId })),
    /**
     * Adds `qty` of a product: a new line, or more of the line there is; answers the cart's lines after.
     * Nothing changes when the line would pass what is `available` (null: not counted), `over-available`,
     * or else MAX_LINE_QTY, `too-many`; or when a new line would pass MAX_CART_LINES, `cart-full`.
     */
    async add(
      userId: string,
      productId: string,
      qty: number,
      available: number | null,
    ): Promise<CartLineDoc[] | 'over-available' | 'too-many' | 'cart-full'> {
      const most = Math.min(MAX_LINE_QTY, available ?? MAX_LINE_QTY);
      for (let round = 0; round < ADD_ROUNDS; round += 1) {
        const raised = await raise(userId, productId, qty, most);
        if (raised) return linesOf(raised);
        if (available !== null && qty > available) return 'over-available';
        const added = await addLine(userId, productId, qty);
        if (added) return linesOf(added);
        // The line exists (too many), or the cart is full, unless another write changed it meanwhile.
        const cart = await carts.findOne(
          { _id: userId },
          { projection: { [line(productId)]: 1, lineCount: 1 } },
        );
        const existing = cart?.items?.[productId];
        if (existing && available !== null && existing.qty + qty > available) return 'over-available';
        if (existing && existing.qty + qty > MAX_LINE_QTY) return 'too-many';
        if (!existing && (cart?.lineCount ?? 0) >= MAX_CART_LINES) return 'cart-full';
      }
      throw new Error(`cart ${userId}: the line of ${productId} kept changing`);
    },
    /** Sets the quantity of a line (0 removes it); false when the cart has no such line. */
    async setQty(userId: string, lineId: string, productId: string, qty: number) {
      const ofLine = { [`${line(productId)}._id`]: lineId };
      const result =
        qty === 0
          ? await removeLine(userId, productId, ofLine)
          : await carts.updateOne(
              { _id: userId, ...ofLine },
              { $set: { [`${line(productId)}.qty`]: qty, updatedAt: new Date() } },
            );
      return result.matchedCount === 1;
    },
    /** Removes a line; nothing to do when it is not there. */
    async remove(userId: string, lineId: string, productId: string) {
      await removeLine(userId, productId, { [`${line(productId)}._id`]: lineId });
    },
    async clear(userId: string) {
      await carts.updateOne({ _id: userId }, { $set: { items: {}, lineCount: 0, updatedAt: new Date() } });
    },
    /** Removes the lines of these products (what an order paid for). */
    async removeProducts(userId: string, productIds: string[]) {
      // One line at a time, each where it is there, so the count goes down once for each.
      for (const productId of productIds) await removeLine(userId, productId);
    },
    /** The customer erased their data: their cart and the address kept for their next checkout go. */
    async erase(userId: string) {
      const [cart, address] = await Promise.all([
        carts.deleteOne({ _id: userId }),
        addresses.deleteOne({ _id: userId }),
      ]);
      return cart.deletedCount + address.deletedCount > 0;
    },
    async shippingAddress(userId: string) {
      return (await addresses.findOne({ _id: userId }))?.shippingAddress ?? null;
    },
    async setShippingAddress(userId: string, shippingAddress: ShippingAddress) {
      await addresses.replaceOne(
        { _id: userId },
        { shippingAddress, updatedAt: new Date() },
        { upsert: true },
      );
    },
  };
}
export type CartsRepo = ReturnType<typeof cartsRepo>;
