import type { Db } from 'mongodb';
import { normaliseEmail } from './users.ts';

export type OutboxMessage = { to: string; subject: string; text: string; link: string; createdAt: Date };

/**
 * Development mail (DEV_OUTBOX=1 only; production refuses it): e-mails the service would send are
 * recorded here, links included, for the local site and the tests to read.
 */
export function outboxRepo(db: Db) {
  const outbox = db.collection<OutboxMessage>('outbox');
  return {
    async init() {
      await outbox.createIndex({ to: 1, createdAt: -1 }, { name: 'to_created' });
    },
    add: (message: OutboxMessage) => outbox.insertOne({ ...message }),
    forEmail: (email: string) =>
      outbox
        .find({ to: normaliseEmail(email) }, { projection: { _id: 0 } })
        .sort({ createdAt: -1 })
        .limit(20)
        .toArray(),
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
