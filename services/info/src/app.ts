import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';

export type Deps = { database: Database; logger: Logger; corsOrigins?: string[] };

/** Builds the info service from its dependencies. */
export async function buildApp({ database, logger, corsOrigins }: Deps) {
  return createServiceApp({ name: 'info', logger, ready: database.ready, corsOrigins }, () => {});
}
