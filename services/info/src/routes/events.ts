import { eventListSchema, eventQuerySchema, eventSchema, idParamsSchema } from '@aspire/contracts/info';
import { ApiError, ok, params, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { publicContent } from './cache.ts';
import type { RouteDeps } from './deps.ts';

/** `GET /event?when=upcoming|past|all` (the server's date decides) and `GET /event/:id`. */
export function eventRoutes({ repo, now }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/event', publicContent, query(eventQuerySchema), async (c) => {
    const { when } = c.req.valid('query');
    return ok(c, eventListSchema.parse(await repo.listEvents(when, now())));
  });
  api.get('/event/:id', publicContent, params(idParamsSchema), async (c) => {
    const event = await repo.getEvent(c.req.valid('param').id, now());
    if (!event) throw new ApiError(404, 'Event not found');
    return ok(c, eventSchema.parse(event));
  });
  return api;
}
