import { MongoClient } from 'mongodb';
import { inject } from 'vitest';
import type { Database } from '../mongo.ts';

/**
 * The test database again, through a client that reports every command it sends, so a test can pin
 * down how many round trips a hot path makes (each costs the database CPU a request pays for). An app
 * built on `database` sends its commands through it; those on `background` collections (what the
 * app's workers poll) are left out, as they come whenever their timers say.
 */
export async function commandCounter(tested: Database, background = ['mail_outbox']) {
  const client = new MongoClient(inject('mongodbUri'), { monitorCommands: true });
  await client.connect();
  let sent: string[] = [];
  client.on('commandStarted', ({ commandName, command }) => {
    const collection = String(command[commandName]);
    if (!background.includes(collection)) sent.push(`${commandName} ${collection}`);
  });
  const database: Database = { ...tested, client, db: client.db(tested.db.databaseName) };
  return {
    database,
    /** The commands `action` sends, as `<command> <collection>`, in the order they were sent. */
    async commandsOf(action: () => Promise<unknown>) {
      sent = [];
      await action();
      return sent;
    },
    close: () => client.close(),
  };
}
