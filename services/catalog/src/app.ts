import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';

export type Deps = { database: Database; logger: Logger; corsOrigins?: string[] };

/** Builds the catalog service from its dependencies. */
export async function buildApp({ database, logger, corsOrigins }: Deps) {
  return createServiceApp({ name: 'catalog', logger, ready: database.ready, corsOrigins }, () => {});
}
