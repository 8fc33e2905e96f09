import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ServiceEnv } from './app.ts';
import type { Logger } from './logger.ts';

/** Serves an app on a port and stops cleanly on SIGTERM/SIGINT: no new connections, then `onClose`. */
export function startServer(options: {
  app: Pick<Hono<ServiceEnv>, 'fetch'>;
  port: number;
  hostname?: string;
  logger: Logger;
  name: string;
  onClose?: () => Promise<void>;
}) {
  const { app, port, logger, name } = options;
  const server = serve({ fetch: app.fetch, port, hostname: options.hostname ?? '127.0.0.1' }, (info) =>
    logger('info', 'listening', { service: name, port: info.port }),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger('info', 'stopping', { signal });
    const force = setTimeout(() => process.exit(1), 5_000);
    force.unref();
    server.close(async () => {
      await options.onClose?.();
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
