import { isDuplicateKey } from '@aspire/service-kit/mongo';
import type { Db } from 'mongodb';

/** A webhook event the shop has taken, by Razorpay's `x-razorpay-event-id` (`_id`, so unique). */
type WebhookEventDoc = { _id: string; event: string; at: Date };

/** The webhook events already taken (`_id` is the event id, so no other index): a replay changes nothing. */
export function webhookEventsRepo(db: Db) {
  const events = db.collection<WebhookEventDoc>('webhook_events');
  return {
    /** Takes an event id; false when it was taken before (a replay or a retry of a handled event). */
    async claim(eventId: string, event: string) {
      try {
        await events.insertOne({ _id: eventId, event, at: new Date() });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    /** Gives an event id back when handling it failed, so Razorpay's retry of it is taken. */
    async release(eventId: string) {
      await events.deleteOne({ _id: eventId });
    },
  };
}
export type WebhookEventsRepo = ReturnType<typeof webhookEventsRepo>;
