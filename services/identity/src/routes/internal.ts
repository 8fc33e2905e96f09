import { ERASURE_SERVICES, erasureAckSchema } from '@aspire/contracts/privacy';
import { ApiError, body, ok, params, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { RouteDeps } from './deps.ts';

const sinceSchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'since must be a time in epoch milliseconds (0 for all)')
    .transform(Number),
});
const serviceSchema = z.object({
  service: z.enum(ERASURE_SERVICES, { error: `service must be one of ${ERASURE_SERVICES.join(', ')}` }),
});
export const NO_SUCH_ERASURE = 'There is no such erasure';
const erasureParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, NO_SUCH_ERASURE) });

/**
 * Service to service, on identity's own port and outside `/api/` (the site's proxy never forwards it):
 * the token versions that moved since a time, so the other services refuse signed-out tokens (a
 * service asks from a little before the `asOf` of its previous answer; 0 gives all); and the erasures
 * each service has still to carry out, which it acknowledges once its part is erased.
 */
export function internalRoutes({ users, erasures, erasure, now }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/token-versions', query(sinceSchema), async (c) => {
    // Taken before reading, so a change made while reading is in this answer or the next.
    const asOf = Date.now();
    const versions = await users.versionsChangedSince(new Date(c.req.valid('query').since));
    c.header('cache-control', 'no-store');
    return ok(c, { versions, asOf });
  });

  api.get('/erasures', query(serviceSchema), async (c) => {
    const waiting = await erasures.waitingFor(c.req.valid('query').service);
    c.header('cache-control', 'no-store');
    return ok(c, {
      erasures: waiting.map((doc) => ({
        id: doc._id.toHexString(),
        userId: doc.userId.toHexString(),
        email: erasures.addressOf(doc) ?? '',
        requestedAt: doc.requestedAt.toISOString(),
      })),
    });
  });

  api.post('/erasures/:id/ack', params(erasureParams), body(erasureAckSchema), async (c) => {
    const found = await erasures.findById(c.req.valid('param').id);
    if (!found) throw new ApiError(404, NO_SUCH_ERASURE);
    await erasures.acknowledge(found._id, c.req.valid('json').service, now());
    const acknowledged = (await erasures.findById(found._id.toHexString())) ?? found;
    const settled = await erasure.settle(acknowledged);
    return ok(c, { done: settled.doneAt !== null });
  });
  return api;
}
