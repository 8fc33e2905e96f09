import { randomBytes } from 'node:crypto';
import type { ShippingAddress } from '@aspire/contracts/shop';
import { ApiError } from '@aspire/service-kit';
import type { Db } from 'mongodb';
import { inTurnByKey } from '../in-turn.ts';

export type CartLineDoc = { _id: string; productId: string; qty: number; addedAt: Date };
type CartDoc = { _id: string; lines: CartLineDoc[]; version: number; updatedAt: Date };
/** `_id` = `<userId>:<version>`: whoever inserts it owns the write of that version. */
type VersionClaim = { _id: string; at: Date };
type AddressDoc = { _id: string; shippingAddress: ShippingAddress; updatedAt: Date };

const MAX_ATTEMPTS = 40;
/** A claim older than this whose version never landed belongs to a writer that died; it is taken over. */
const STALE_CLAIM_MS = 10_000;
export const newLineId = () => randomBytes(8).toString('hex');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One cart document per user (`_id` = user id). Writes are serialised per user by claiming the next
 * version with an insert into `cart_versions` (a unique `_id`): the embedded database (FerretDB 1.24 on
 * SQLite) does not apply conditional updates atomically — measured: 20 concurrent `$inc` gave 3 — but
 * it does enforce unique keys. So concurrent adds never lose or double a line, on FerretDB and MongoDB.
 */
export function cartsRepo(db: Db) {
  const carts = db.collection<CartDoc>('carts');
  const versions = db.collection<VersionClaim>('cart_versions');
  const addresses = db.collection<AddressDoc>('cart_addresses');

  async function claim(userId: string, version: number) {
    const id = `${userId}:${version}`;
    try {
      await versions.insertOne({ _id: id, at: new Date() });
      return true;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const held = await versions.findOne({ _id: id });
      if (held && Date.now() - held.at.getTime() > STALE_CLAIM_MS)
        await versions.deleteOne({ _id: id, at: held.at });
      return false;
    }
  }

  /**
   * This process's writes of one cart run one after another: run at once they would only collide on
   * their claims and retry, each retry another trip through the database (under load, past a
   * client's timeout). The claims still serialise writes from different processes.
   */
  const inTurn = inTurnByKey();

  /** Applies `change` to the lines as one serialised write; `change` answers null to leave the cart as it is. */
  const mutate = (userId: string, change: (lines: CartLineDoc[]) => CartLineDoc[] | null) =>
    inTurn(userId, () => write(userId, change));

  /** One write of the cart, owned by claiming its next version; read again and retried when another writer got there first. */
  async function write(userId: string, change: (lines: CartLineDoc[]) => CartLineDoc[] | null) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const cart = await carts.findOne({ _id: userId });
      const version = cart?.version ?? 0;
      const next = change(cart?.lines ?? []);
      if (next === null) return cart?.lines ?? [];
      if (await claim(userId, version + 1)) {
        // A writer that read an old version may claim a number freed by clean-up: it must start again.
        const current = await carts.findOne({ _id: userId }, { projection: { version: 1 } });
        if ((current?.version ?? 0) !== version) continue;
        await carts.updateOne(
          { _id: userId },
          { $set: { lines: next, version: version + 1, updatedAt: new Date() } },
          { upsert: true },
        );
        await versions.deleteOne({ _id: `${userId}:${version}` });
        return next;
      }
      await pause(2 + Math.random() * 8 * Math.min(attempt + 1, 5));
    }
    throw new ApiError(409, 'Your cart was changed at the same moment; please try again');
  }

  return {
    async init() {
      // `_id`s carry the keys (user id; user id and version): no other index is needed.
    },
    async lines(userId: string) {
      return (await carts.findOne({ _id: userId }))?.lines ?? [];
    },
    mutate,
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
    /** Removes the lines of these products (what an order paid for). */
    async removeProducts(userId: string, productIds: string[]) {
      const paid = new Set(productIds);
      await mutate(userId, (lines) =>
        lines.some((line) => paid.has(line.productId))
          ? lines.filter((line) => !paid.has(line.productId))
          : null,
      );
    },
  };
}
export type CartsRepo = ReturnType<typeof cartsRepo>;

export function isDuplicateKey(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  return code === 11000 || /duplicate key|UNIQUE constraint failed/i.test(message ?? '');
}
