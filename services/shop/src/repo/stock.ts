/**
 * Stock held for checkouts. A product's `stock` counts the units on hand and not held (null or absent:
 * not counted, always available). A payment order holds its units from the moment it is made: each
 * line is one conditional decrement (`stock >= qty`), so two shoppers can never both have the last
 * copy. Then the hold is taken when the order is paid, or released (the units given back) when it
 * lapses. Each move settles the product's stock level after it (stock-level.ts: the desk's filters).
 *
 * The services keep to single-document updates (no multi-document transactions), so every step is safe
 * to repeat: a product records which reservations hold units of it (`stockHolds`, MongoDB's two-phase
 * pattern of pending transactions), so a decrement and a give-back happen once per reservation and
 * product however often they are tried. Each reservation (`stock_reservations`, `_id` = the order's id) moves between
 * states by conditional updates, one process at a time under a lease; a process that stops midway
 * leaves an in-between state (`holding`, `taking`, `releasing`, `retaking`) that the sweep finishes.
 *
 *   holding → held → taking → taken                      (paid in time)
 *   holding → (given back, deleted)                      (a line short: the buyer is told)
 *   held → releasing → released                          (lapsed, or the buyer's cart changed)
 *   released → retaking → taking → taken                 (paid late, and the stock is still there)
 *   released → retaking → releasing → released, soldOut  (paid late, and it is gone: refunded)
 */
import { DEFAULT_LOW_STOCK_AT } from '@aspire/contracts/products-desk';
import { ApiError } from '@aspire/service-kit';
import { leases } from '@aspire/service-kit/lease';
import type { Db } from 'mongodb';
import type { LowStock } from '../mail/stock-mails.ts';
import { type StockLevel, settleStockLevels } from './stock-level.ts';

/** How long a payment order holds its stock: long enough for a card's 3-D Secure, a UPI collect or net banking. */
export const HOLD_MS = 30 * 60_000;
/** An in-between state older than this was left by a process that stopped (the lease lasts 30 s). */
const STUCK_MS = 60_000;
/** Rounds of a decrement that keeps meeting stock given back between its two reads. */
const HOLD_ROUNDS = 5;

export type ReservationState =
  | 'holding'
  | 'held'
  | 'taking'
  | 'taken'
  | 'releasing'
  | 'released'
  | 'retaking';
export type ReservedLine = { productId: string; productName: string; qty: number };
export type ReservationDoc = {
  /** The order's id (hex): one reservation per payment order. */
  _id: string;
  userId: string;
  lines: ReservedLine[];
  state: ReservationState;
  at: Date;
  /** When the hold lapses (the sweep releases it). */
  until: Date;
  changedAt: Date;
  /** The products a late payment could not take again (the order is refunded). */
  soldOut?: string[];
};

/** The fields of a product the stock reads and writes; the rest is the products repo's. */
type StockedProductDoc = {
  _id: string;
  productName: string;
  stock?: number | null;
  lowStockAt?: number;
  stockLevel?: StockLevel;
  /** Reservations holding units of this product now. */
  stockHolds?: string[];
};

/** A line that could not be held: the product's name and how many are left to sell. */
export type Shortage = { productId: string; productName: string; left: number };
export type TakeResult = { outcome: 'taken'; late: boolean } | { outcome: 'sold-out'; soldOut: string[] };

const IN_BETWEEN: ReservationState[] = ['holding', 'taking', 'releasing', 'retaking'];

/** The lines of a cart or an order as a reservation keeps them. */
export const reservedLines = (lines: ReservedLine[]): ReservedLine[] =>
  lines.map(({ productId, productName, qty }) => ({ productId, productName, qty }));

/**
 * How many of a product its buyer may have: what is left to sell and what they hold themselves
 * (`own`, their open checkouts' units by product, are theirs until they lapse); null when not counted.
 */
export const availableOf = (
  product: Pick<StockedProductDoc, '_id' | 'stock'>,
  own: ReadonlyMap<string, number>,
) => (typeof product.stock === 'number' ? product.stock + (own.get(product._id) ?? 0) : null);

/** The shortage a buyer hears of, before any payment order is made. */
export const shortageMessage = ({ productName, left }: Shortage) =>
  left === 0
    ? `Sorry, ${productName} has just sold out`
    : `Only ${left.toLocaleString('en-IN')} of ${productName} left; change the quantity in your cart`;

export function stockRepo(
  db: Db,
  hooks: {
    /** Marks the public products changed (a product's `inStock` or `fewLeft` may read differently). */
    changed: () => Promise<unknown>;
    /** Marks the products desk's counts changed: a count or the units held may have moved. */
    moved: () => Promise<unknown>;
    /** A product reached its low-stock mark or none; `key` is unique to that crossing. */
    lowStock: (stock: LowStock, key: string) => Promise<unknown>;
  },
) {
  const products = db.collection<StockedProductDoc>('products');
  const reservations = db.collection<ReservationDoc>('stock_reservations');
  const busy = new ApiError(503, 'Your order is being updated; please try again in a moment');
  const { exclusively } = leases(db, 'stock_leases', { leaseMs: 30_000, waitMs: 15_000, busy });
  // The sweep leaves a reservation someone is working on to the next round.
  const ifFree = leases(db, 'stock_leases', { leaseMs: 30_000, waitMs: 0, busy }).exclusively;
  /** Works on reservation `id` alone, then tells the desk (even after a failure midway: it may have moved something). */
  const working = <T>(lease: typeof exclusively, id: string, work: () => Promise<T>) =>
    lease(id, () => work().finally(hooks.moved));

  const move = (
    id: string,
    from: ReservationState[],
    to: ReservationState,
    set: Partial<ReservationDoc> = {},
  ) =>
    reservations.findOneAndUpdate(
      { _id: id, state: { $in: from } },
      { $set: { state: to, changedAt: new Date(), ...set } },
      { returnDocument: 'after' },
    );

  /**
   * What one operation changed of the products: whether the public shop reads any differently (a count
   * at or below its mark shows as "few left" or sold out), and the low-stock crossings to tell of.
   */
  function changes() {
    let visible = false;
    const low: { stock: LowStock; key: string }[] = [];
    const mark = (doc: StockedProductDoc) => doc.lowStockAt ?? DEFAULT_LOW_STOCK_AT;
    return {
      /** A count that went from `before` to `after`. */
      note(doc: StockedProductDoc, before: number, after: number, key: string) {
        const lowStockAt = mark(doc);
        if (Math.min(before, after) <= lowStockAt) visible = true;
        const crossed = before > lowStockAt && after <= lowStockAt;
        if (after < before && (crossed || after === 0))
          low.push({
            stock: { productId: doc._id, productName: doc.productName, left: after, lowStockAt },
            key: `stock-low:${doc._id}:${key}`,
          });
      },
      async publish({ tellLow }: { tellLow: boolean }) {
        if (visible) await hooks.changed();
        if (tellLow) for (const { stock, key } of low) await hooks.lowStock(stock, key);
      },
    };
  }
  type Changes = ReturnType<typeof changes>;

  /**
   * Holds a line for reservation `id`: null when held (now or before) or not counted, else the shortage.
   */
  async function holdLine(id: string, line: ReservedLine, seen: Changes, phase: string) {
    for (let round = 0; round < HOLD_ROUNDS; round += 1) {
      const after = await products.findOneAndUpdate(
        { _id: line.productId, stock: { $gte: line.qty }, stockHolds: { $ne: id } },
        { $inc: { stock: -line.qty }, $push: { stockHolds: id } },
        { returnDocument: 'after' },
      );
      if (after) {
        const left = after.stock ?? 0;
        seen.note(after, left + line.qty, left, `${id}:${phase}`);
        await settleStockLevels(db, [after]);
        return null;
      }
      const now = await products.findOne(
        { _id: line.productId },
        { projection: { productName: 1, stock: 1, stockHolds: 1 } },
      );
      if (!now || typeof now.stock !== 'number' || now.stockHolds?.includes(id)) return null;
      if (now.stock < line.qty)
        return {
          productId: line.productId,
          productName: now.productName,
          left: now.stock,
        } satisfies Shortage;
    }
    throw new Error(`product ${line.productId}: its stock kept changing`);
  }

  /** Holds every line, stopping at the first that is short (what was held stays marked: give it back). */
  async function holdAll(id: string, lines: ReservedLine[], seen: Changes, phase: string) {
    for (const line of lines) {
      const short = await holdLine(id, line, seen, phase);
      if (short) return short;
    }
    return null;
  }

  /** Gives back what reservation `id` holds of each line, once (a product no longer counted only loses the mark). */
  async function giveBackAll(id: string, lines: ReservedLine[], seen: Changes) {
    for (const line of lines) {
      const after = await products.findOneAndUpdate(
        // `$gte: 0` matches a count, never null or absent (a product no longer counted).
        { _id: line.productId, stockHolds: id, stock: { $gte: 0 } },
        { $inc: { stock: line.qty }, $pull: { stockHolds: id } },
        { returnDocument: 'after' },
      );
      if (after) {
        seen.note(after, (after.stock ?? 0) - line.qty, after.stock ?? 0, id);
        await settleStockLevels(db, [after]);
      } else await products.updateOne({ _id: line.productId, stockHolds: id }, { $pull: { stockHolds: id } });
    }
  }

  /** The units are sold: only the marks go. */
  async function clearAll(id: string, lines: ReservedLine[]) {
    for (const line of lines)
      await products.updateOne({ _id: line.productId, stockHolds: id }, { $pull: { stockHolds: id } });
  }

  /** Finishes a release: releasing → released. */
  async function finishRelease(doc: ReservationDoc) {
    const seen = changes();
    await giveBackAll(doc._id, doc.lines, seen);
    await seen.publish({ tellLow: false });
    return move(doc._id, ['releasing'], 'released');
  }

  /** Finishes a take: taking → taken. */
  async function finishTake(doc: ReservationDoc) {
    await clearAll(doc._id, doc.lines);
    return move(doc._id, ['taking'], 'taken');
  }

  /** Releases reservation `id` if it is still in one of the states `from`; answers whether it did. */
  const releaseFrom = async (id: string, from: ReservationState[]) => {
    const releasing = await move(id, from, 'releasing');
    if (!releasing) return false;
    await finishRelease(releasing);
    return true;
  };

  /** Takes the stock of a paid order whose reservation is not held: again if it is there, else sold out. */
  async function retake(doc: ReservationDoc): Promise<TakeResult> {
    const retaking = await move(doc._id, ['released', 'holding', 'retaking'], 'retaking');
    if (!retaking) throw new Error(`reservation ${doc._id} changed while it was taken again`);
    const seen = changes();
    const short = await holdAll(doc._id, doc.lines, seen, 'retake');
    if (!short) {
      const taking = await move(doc._id, ['retaking'], 'taking');
      if (taking) await finishTake(taking);
      await seen.publish({ tellLow: true });
      return { outcome: 'taken', late: true };
    }
    // The lines taken again are given back; the customer hears which product had gone.
    const soldOut = [short.productName];
    const releasing = await move(doc._id, ['retaking'], 'releasing', { soldOut });
    if (releasing) await finishRelease(releasing);
    await seen.publish({ tellLow: false });
    return { outcome: 'sold-out', soldOut };
  }

  /** Units held by reservations not yet paid or lapsed, per product. */
  async function heldUnits(filter: { userId?: string } = {}) {
    const open = await reservations
      .find({ ...filter, state: { $in: ['holding', 'held'] } }, { projection: { lines: 1 } })
      .toArray();
    const units = new Map<string, number>();
    for (const { lines } of open)
      for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.qty);
    return units;
  }

  return {
    async init() {
      await reservations.createIndex({ state: 1, until: 1 });
      await reservations.createIndex({ userId: 1, state: 1 });
    },

    /**
     * Holds `lines` for the payment order `id` about to be made. `short` names the first line there is
     * not enough of (nothing is held then); the buyer hears of it before any payment order exists.
     */
    async reserve(
      id: string,
      userId: string,
      lines: ReservedLine[],
      now = new Date(),
    ): Promise<{ outcome: 'held' } | { outcome: 'short'; short: Shortage }> {
      return working(exclusively, id, async () => {
        await reservations.insertOne({
          _id: id,
          userId,
          lines,
          state: 'holding',
          at: now,
          until: new Date(now.getTime() + HOLD_MS),
          changedAt: now,
        });
        const seen = changes();
        const short = await holdAll(id, lines, seen, 'hold');
        if (short) {
          await giveBackAll(id, lines, seen);
          await reservations.deleteOne({ _id: id, state: 'holding' });
          await seen.publish({ tellLow: false });
          return { outcome: 'short', short };
        }
        if (!(await move(id, ['holding'], 'held'))) {
          // Only a sweep that found this request stuck past its lease gets here: it gave the units back.
          throw new Error(`reservation ${id} was released while it was made`);
        }
        await seen.publish({ tellLow: true });
        return { outcome: 'held' };
      });
    },

    /**
     * Takes the stock of a paid order, once. A hold still in place is simply kept; a hold already
     * released (the payment came late) is taken again if the stock is there, else the order is
     * `sold-out` (and stays so whenever this is asked again). An order from before stock was counted
     * gets its reservation here, as a released one.
     */
    async take(order: { id: string; userId: string; lines: ReservedLine[] }): Promise<TakeResult> {
      return working(exclusively, order.id, async () => {
        const at = new Date();
        await reservations.updateOne(
          { _id: order.id },
          {
            $setOnInsert: {
              userId: order.userId,
              lines: order.lines,
              state: 'released',
              at,
              until: at,
              changedAt: at,
            },
          },
          { upsert: true },
        );
        let doc = await reservations.findOne({ _id: order.id });
        if (doc?.state === 'releasing') doc = await finishRelease(doc);
        if (!doc) throw new Error(`reservation ${order.id} is missing`);
        if (doc.state === 'taken') return { outcome: 'taken', late: false };
        if (doc.state === 'held' || doc.state === 'taking') {
          const taking = await move(doc._id, ['held', 'taking'], 'taking');
          if (taking) await finishTake(taking);
          return { outcome: 'taken', late: false };
        }
        if (doc.soldOut) return { outcome: 'sold-out', soldOut: doc.soldOut };
        return retake(doc);
      });
    },

    /** Gives back what the reservation of order `id` holds (it lapsed, or its buyer's cart changed). */
    release: (id: string) => working(exclusively, id, () => releaseFrom(id, ['held', 'releasing'])),

    /** Whether the order's reservation holds its stock now (its payment order may still be used). */
    async isHeld(id: string) {
      return (await reservations.countDocuments({ _id: id, state: 'held' }, { limit: 1 })) === 1;
    },

    /** The reservations a buyer holds now. */
    heldBy: (userId: string) => reservations.find({ userId, state: 'held' }).toArray(),

    /** Reservations whose hold has lapsed by `now`, oldest first. */
    lapsed: (now: Date, limit = 200) =>
      reservations
        .find({ state: 'held', until: { $lt: now } })
        .sort({ until: 1 })
        .limit(limit)
        .toArray(),

    /** Reservations a stopped process left in between two states. */
    stuck: (now: Date) =>
      reservations
        .find({ state: { $in: IN_BETWEEN }, changedAt: { $lt: new Date(now.getTime() - STUCK_MS) } })
        .limit(200)
        .toArray(),

    /**
     * Finishes what a stopped process left of a reservation that needs no decision (its units given back
     * or its marks cleared); answers false for one that does (`retaking`: a late payment, see `take`),
     * and for one another process is working on.
     */
    async finish(doc: ReservationDoc) {
      if (doc.state === 'retaking') return false;
      try {
        return await working(ifFree, doc._id, async () => {
          if (doc.state === 'taking') return Boolean(await finishTake(doc));
          return releaseFrom(doc._id, [doc.state]);
        });
      } catch (error) {
        if (error === busy) return false;
        throw error;
      }
    },

    /** Units held by checkouts not yet paid or lapsed, per product (the desk's "reserved"). */
    async heldByProduct(ids: string[]) {
      const units = await heldUnits();
      return new Map(ids.map((id) => [id, units.get(id) ?? 0]));
    },

    /** Every unit held now (the service's metrics). */
    async heldTotal() {
      let total = 0;
      for (const units of (await heldUnits()).values()) total += units;
      return total;
    },

    /**
     * How many of each product `userId` may have: what is left to sell and what they hold themselves
     * (their own checkout's units are theirs until it lapses); null when not counted.
     */
    async availableTo(userId: string, ids: string[]) {
      const available = new Map<string, number | null>();
      if (ids.length === 0) return available;
      const [found, own] = await Promise.all([
        products.find({ _id: { $in: ids } }, { projection: { stock: 1 } }).toArray(),
        heldUnits({ userId }),
      ]);
      for (const doc of found) available.set(doc._id, availableOf(doc, own));
      return available;
    },
    /** The units `userId` holds in their own open checkouts, by product (see `availableOf`). */
    ownUnits: (userId: string) => heldUnits({ userId }),
  };
}
export type StockRepo = ReturnType<typeof stockRepo>;
