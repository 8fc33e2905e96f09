import { emailSchema } from '@aspire/contracts/email';
import { ok, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from './deps.ts';

/**
 * Development mail box: the e-mails sent to an address, newest first. Mounted only when DEV_OUTBOX=1
 * (the site launcher in development and the end-to-end tests); absent in production.
 */
export function outboxRoutes({ outbox }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/outbox', query(z.object({ email: emailSchema })), async (c) => {
    c.header('cache-control', 'no-store');
    return ok(c, await outbox.forEmail(c.req.valid('query').email));
  });
  return api;
}
