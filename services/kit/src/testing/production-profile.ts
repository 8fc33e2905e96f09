/**
 * The production profile of a service, tried on the real process (`node services/<name>/src/server.ts`):
 * with NODE_ENV=production and unsafe settings it exits 1 with one line per setting before it touches
 * the database; with safe ones it starts, follows identity's token versions service-to-service and
 * answers /metrics on its own port. Each service adds the settings only it has.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import path from 'node:path';
import type { Environment } from '@aspire/config/production';
import { MongoClient } from 'mongodb';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { freePort } from '../dev/embedded-db.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Settings that pass every shared production check. */
const SAFE: Environment = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.aspirecollege.in',
  CORS_ORIGINS: 'https://www.aspirecollege.in',
  LOG_LEVEL: 'silent',
};

function startService(name: string, env: Environment) {
  const child = spawn(process.execPath, [path.join(ROOT, `services/${name}/src/server.ts`)], {
    // Nothing of the test run's own environment (NODE_ENV=test, MONGODB_URI) leaks in.
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, stderr: () => stderr };
}

const stop = async (child: ChildProcess, exited: Promise<number | null>) => {
  if (child.exitCode === null) child.kill('SIGTERM');
  return exited;
};

export function describeProductionProfile(
  name: string,
  service: {
    /** What the service needs besides the shared settings to start in production. */
    safe?: Environment;
    /** Its own unsafe settings, and the settings whose refusal lines they must cause. */
    unsafe?: Environment;
    refused?: string[];
  } = {},
) {
  describe(`${name} production profile`, () => {
    it('refuses unsafe settings with one line each and exit 1, before connecting to the database', async () => {
      // A stand-in database that only counts who connects to it.
      let connections = 0;
      const database = createTcpServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      database.listen(0, '127.0.0.1');
      await once(database, 'listening');
      const { port } = database.address() as { port: number };
      try {
        const run = startService(name, {
          ...SAFE,
          ...service.safe,
          MONGODB_URI: `mongodb://127.0.0.1:${port}`,
          SITE_URL: 'http://localhost:3000',
          CORS_ORIGINS: 'http://localhost:3000',
          DEMO_ACCOUNTS: '1',
          ...service.unsafe,
        });
        expect(await run.exited).toBe(1);
        const refused = [
          'SITE_URL',
          'DEMO_ACCOUNTS',
          'CORS_ORIGINS',
          ...(name === 'identity' ? [] : ['IDENTITY_JWKS_URL']),
          ...(service.refused ?? []),
        ];
        const lines = run
          .stderr()
          .split('\n')
          .filter((line) => line.includes('refusing to start'));
        for (const setting of refused)
          expect(lines).toContainEqual(
            expect.stringMatching(
              new RegExp(`^\\[${name}\\] refusing to start with NODE_ENV=production: ${setting} \\S`),
            ),
          );
        expect(lines).toHaveLength(refused.length);
        expect(connections).toBe(0);
      } finally {
        database.close();
      }
    });

    it("starts with safe settings, follows identity's versions service-to-service and serves /metrics", async () => {
      // A stand-in of identity's service-to-service route, which records what it is asked.
      const asked: string[] = [];
      const identity = createHttpServer((request, response) => {
        asked.push(request.url ?? '');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: true, data: { versions: {}, asOf: Date.now() } }));
      });
      identity.listen(0, '127.0.0.1');
      await once(identity, 'listening');
      const identityPort = (identity.address() as { port: number }).port;
      const dbName = `test_production_${name}_${process.pid}`;
      onTestFinished(async () => {
        identity.close();
        const client = await MongoClient.connect(inject('mongodbUri'));
        await client.db(dbName).dropDatabase();
        await client.close();
      });
      const port = await freePort();
      const run = startService(name, {
        ...SAFE,
        ...service.safe,
        MONGODB_URI: inject('mongodbUri'),
        DB_NAME: dbName,
        PORT: String(port),
        IDENTITY_JWKS_URL: `http://127.0.0.1:${identityPort}/api/identity/.well-known/jwks.json`,
      });
      try {
        await expect
          .poll(
            async () => {
              if (run.child.exitCode !== null) throw new Error(`exited: ${run.stderr()}`);
              return (await fetch(`http://127.0.0.1:${port}/api/${name}/ready`).catch(() => null))?.status;
            },
            { timeout: 20_000, interval: 200 },
          )
          .toBe(200);
        if (name !== 'identity') {
          await expect.poll(() => asked.length).toBeGreaterThan(0);
          expect(asked[0]).toMatch(/^\/internal\/token-versions\?since=\d+$/);
        }
        const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toContain('http_requests_total{');
      } finally {
        expect(await stop(run.child, run.exited)).toBe(0);
      }
    }, 40_000);
  });
}
