import { eventListSchema, eventQuerySchema, eventSchema, idParamsSchema } from '@aspire/contracts/info';
import { ApiError, ok, params, query, type ServiceEnv } from '@aspire/service-kit';
import type { Hono } from 'hono';
import type { InfoRepo } from '../repo/info.ts';
import { publicContent } from './cache.ts';

/** `GET /event?when=upcoming|past|all` (the server's date decides) and `GET /event/:id`. */
export function eventRoutes(api: Hono<ServiceEnv>, repo: InfoRepo, now: () => Date) {
  api.get('/event', publicContent, query(eventQuerySchema), async (c) => {
    const { when } = c.req.valid('query');
    return ok(c, eventListSchema.parse(await repo.listEvents(when, now())));
  });
  api.get('/event/:id', publicContent, params(idParamsSchema), async (c) => {
    const event = await repo.getEvent(c.req.valid('param').id, now());
    if (!event) throw new ApiError(404, 'Event not found');
    return ok(c, eventSchema.parse(event));
  });
}
