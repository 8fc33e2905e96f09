import { eventListSchema, eventQuerySchema, eventSchema, idParamsSchema } from '@aspire/contracts/info';
import { ApiError, encodeOk, okEncoded, params, query, type ServiceEnv } from '@aspire/service-kit';
import { todayInIndia } from '@aspire/service-kit/india-days';
import { Hono } from 'hono';
import { EDITED_CONTENT } from './cache.ts';
import type { RouteDeps } from './deps.ts';

export const EVENT_NOT_FOUND = 'Event not found';

/**
 * `GET /event?when=upcoming|past|all` (the site's date decides) and `GET /event/:id`: published events
 * only. Answers are kept per day, so a new day sorts upcoming and past afresh.
 */
export function eventRoutes({ repo, now }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/event', query(eventQuerySchema), async (c) => {
    const { when } = c.req.valid('query');
    const today = todayInIndia(now());
    const answer = await repo.pages.events.get(`list:${when}:${today}`, async () =>
      encodeOk(eventListSchema.parse(await repo.listEvents(when, today))),
    );
    c.header('cache-control', EDITED_CONTENT);
    return okEncoded(c, answer);
  });
  api.get('/event/:id', params(idParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    const today = todayInIndia(now());
    // A 404 is not kept (a failed computation never is).
    const answer = await repo.pages.events.get(`event:${id}:${today}`, async () => {
      const event = await repo.getEvent(id, today);
      if (!event) throw new ApiError(404, EVENT_NOT_FOUND);
      return encodeOk(eventSchema.parse(event));
    });
    c.header('cache-control', EDITED_CONTENT);
    return okEncoded(c, answer);
  });
  return api;
}
