import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDb } from '../dev/embedded-db.ts';

/** Vitest global setup: one real FerretDB for the whole run (or MONGODB_URI when it is set). */
export default async function setup(project: TestProject) {
  if (process.env.MONGODB_URI) {
    project.provide('mongodbUri', process.env.MONGODB_URI);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aspire-vitest-db-'));
  const db = await startEmbeddedDb({ dataDir });
  project.provide('mongodbUri', db.uri);
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
