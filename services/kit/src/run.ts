import { type ProductionCheck, refuseUnsafeProduction } from '@aspire/config/production';
import type { Hono } from 'hono';
import type { ServiceEnv } from './app.ts';
import { followTokenVersions, tokenVersionsUrl } from './auth.ts';
import { kitSettings } from './env.ts';
import { jsonLogger, type Logger, silentLogger } from './logger.ts';
import { connectDatabase, type Database } from './mongo.ts';
import { kitChecks, MAIL_CHECKS } from './production.ts';
import { startServer } from './server.ts';

/**
 * Starts a service process: with NODE_ENV=production, first refuses unsafe settings (the kit's checks
 * and the service's `productionChecks`); then one Mongo client, the service's own start-up (indexes,
 * idempotent seed), then the HTTP server. SIGTERM stops the server, runs what the start-up registered
 * with `onClose` (background loops), then closes the client.
 */
export async function runService(options: {
  name: string;
  port: number;
  mongodbUri: string;
  dbName: string;
  logLevel?: 'info' | 'silent';
  /** Settings only this service has that must not reach production as they are in development. */
  productionChecks?: ProductionCheck[];
  /** The service sends e-mail: SMTP_URL, MAIL_FROM and MAIL_ENCRYPTION_KEY are checked in production. */
  sendsMail?: boolean;
  start: (
    database: Database,
    logger: Logger,
    onClose: (stop: () => unknown) => void,
  ) => Promise<Pick<Hono<ServiceEnv>, 'fetch'>>;
}) {
  refuseUnsafeProduction(options.name, [
    ...kitChecks(options.name),
    ...(options.sendsMail ? MAIL_CHECKS : []),
    ...(options.productionChecks ?? []),
  ]);
  const logger = options.logLevel === 'silent' ? silentLogger : jsonLogger(options.name);
  // A rejection nobody awaited (seen once from the driver's pool while the database restarted) is
  // logged, not allowed to take down a service whose requests are all still answered in the envelope.
  process.on('unhandledRejection', (reason) => {
    jsonLogger(options.name)('error', 'unhandled rejection', {
      error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason),
    });
  });
  const database = await connectDatabase(options.mongodbUri, options.dbName);
  const closers: (() => unknown)[] = [];
  // Every service but identity (which reads its own users) follows the versions of signed-out tokens,
  // from identity's address as configured or defaulted, never off.
  if (options.name !== 'identity') {
    const settings = kitSettings();
    const versions = followTokenVersions(tokenVersionsUrl(settings.IDENTITY_JWKS_URL), {
      staleAfterMs: settings.REVOCATION_STALE_AFTER_MS,
      logger,
    });
    closers.push(versions.stop);
  }
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
