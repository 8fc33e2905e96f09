import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';

export type Deps = { database: Database; logger: Logger; corsOrigins?: string[] };

/** Builds the identity service from its dependencies. */
export async function buildApp({ database, logger, corsOrigins }: Deps) {
  return createServiceApp({ name: 'identity', logger, ready: database.ready, corsOrigins }, () => {});
}
