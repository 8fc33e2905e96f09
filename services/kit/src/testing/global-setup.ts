import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedDb } from '../dev/embedded-db.ts';
import { startMailCatcher } from '../dev/mail-catcher.ts';

/**
 * Vitest global setup: one real FerretDB (the services' tests use MONGODB_URI instead when it is set)
 * and one Mailpit for the whole run, so every test that sends mail goes through real SMTP and reads
 * what arrived from Mailpit's API.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-vitest-'));
  const mail = await startMailCatcher({
    smtpPort: await freePort(),
    httpPort: await freePort(),
    dataDir: path.join(dataDir, 'mail'),
  });
  project.provide('smtpUrl', mail.smtpUrl);
  project.provide('mailApiUrl', mail.apiUrl);
  // Started with MONGODB_URI too: the tests of our FerretDB patches always run on it.
  const db = await startEmbeddedDb({ dataDir: path.join(dataDir, 'db') }).catch((error: unknown) => {
    if (!process.env.MONGODB_URI) throw error;
    throw new Error(`the tests of our FerretDB patches run on FerretDB even with MONGODB_URI: ${error}`);
  });
  // Over its socket, as the site's services connect.
  project.provide('mongodbUri', process.env.MONGODB_URI || db.localUri);
  project.provide('embeddedDbUri', db.localUri);
  return async () => {
    await Promise.all([db.stop(), mail.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
