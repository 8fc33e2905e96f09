import type { Db } from 'mongodb';
import { normaliseEmail } from './users.ts';

export type OutboxMessage = { to: string; subject: string; text: string; link: string; createdAt: Date };

/** Development mail: e-mails the service would send are recorded here (and printed in its log). */
export function outboxRepo(db: Db) {
  const outbox = db.collection<OutboxMessage>('outbox');
  return {
    async init() {
      await outbox.createIndex({ to: 1, createdAt: -1 }, { name: 'to_created' });
    },
    add: (message: OutboxMessage) => outbox.insertOne({ ...message }),
    /** How many e-mails went to an address since a moment (to cap reset mails per address). */
    countSince: (email: string, since: Date) =>
      outbox.countDocuments({ to: normaliseEmail(email), createdAt: { $gt: since } }),
    forEmail: (email: string) =>
      outbox
        .find({ to: normaliseEmail(email) }, { projection: { _id: 0 } })
        .sort({ createdAt: -1 })
        .limit(20)
        .toArray(),
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
