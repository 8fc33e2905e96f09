import type { Hono } from 'hono';
import type { ServiceEnv } from './app.ts';
import { followTokenVersions } from './auth.ts';
import { jsonLogger, type Logger, silentLogger } from './logger.ts';
import { connectDatabase, type Database } from './mongo.ts';
import { startServer } from './server.ts';

/**
 * Starts a service process: one Mongo client, the service's own start-up (indexes, idempotent seed),
 * then the HTTP server; SIGTERM stops the server, runs what the start-up registered with `onClose`
 * (background loops), then closes the client.
 */
export async function runService(options: {
  name: string;
  port: number;
  mongodbUri: string;
  dbName: string;
  logLevel?: 'info' | 'silent';
  start: (
    database: Database,
    logger: Logger,
    onClose: (stop: () => unknown) => void,
  ) => Promise<Pick<Hono<ServiceEnv>, 'fetch'>>;
}) {
  const logger = options.logLevel === 'silent' ? silentLogger : jsonLogger(options.name);
  // A rejection nobody awaited (seen once from the driver's pool while the database restarted) is
  // logged, not allowed to take down a service whose requests are all still answered in the envelope.
  process.on('unhandledRejection', (reason) => {
    jsonLogger(options.name)('error', 'unhandled rejection', {
      error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason),
    });
  });
  const database = await connectDatabase(options.mongodbUri, options.dbName);
  // Every service but identity (which reads its own users) follows the versions of signed-out tokens.
  const jwks = process.env.IDENTITY_JWKS_URL;
  if (options.name !== 'identity' && jwks)
    followTokenVersions(jwks.replace(/jwks\.json$/, 'token-versions.json'));
  const closers: (() => unknown)[] = [];
  const app = await options.start(database, logger, (stop) => closers.push(stop));
  const onClose = async () => {
    for (const stop of closers) {
      try {
        await stop();
      } catch (error) {
        logger('warn', 'a shutdown step failed', { error: String(error) });
      }
    }
    await database.close();
  };
  return startServer({ app, port: options.port, logger, name: options.name, onClose });
}
