import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';

/** The last number given in a series (`_id` = the series, `ASP/26-27`). */
type CounterDoc = { _id: string; last: number; updatedAt: Date };

/**
 * The receipts' counters: one document per series, counted up with one atomic `$inc`, so two instances
 * asking at once get two numbers, one each, in turn.
 */
export function invoiceCounters(db: Db) {
  const counters = db.collection<CounterDoc>('invoice_counters');
  const take = (series: string) =>
    counters.findOneAndUpdate(
      { _id: series },
      { $inc: { last: 1 }, $set: { updatedAt: new Date() } },
      { upsert: true, returnDocument: 'after' },
    );
  return {
    /** The next number of `series` (the first is 1). */
    async next(series: string): Promise<number> {
      let counter: CounterDoc | null;
      try {
        counter = await take(series);
      } catch (error) {
        // Two first numbers of a new series at once: both upserts insert, one is refused; it counts again.
        if (!isDuplicateKey(error)) throw error;
        counter = await take(series);
      }
      if (!counter) throw new Error(`the counter of ${series} was not written`);
      return counter.last;
    },
  };
}
