import { ok, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from './deps.ts';

const sinceSchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'since must be a time in epoch milliseconds (0 for all)')
    .transform(Number),
});

/**
 * Service to service, on identity's own port and outside `/api/` (the site's proxy never forwards it):
 * the token versions that moved since a time, so the other services refuse signed-out tokens. A
 * service asks from a little before the `asOf` of its previous answer (0 would give all).
 */
export function internalRoutes({ users }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/token-versions', query(sinceSchema), async (c) => {
    // Taken before reading, so a change made while reading is in this answer or the next.
    const asOf = Date.now();
    const versions = await users.versionsChangedSince(new Date(c.req.valid('query').since));
    c.header('cache-control', 'no-store');
    return ok(c, { versions, asOf });
  });
  return api;
}
