import { Hono } from 'hono';
import { z } from 'zod';
import { kitSettings } from './env.ts';
import { ok } from './envelope.ts';
import { body } from './validate.ts';

/** A hundred years either way: far enough for any test, near enough to stay a valid date. */
const MAX_OFFSET_MS = 100 * 365 * 24 * 60 * 60 * 1000;

export const clockMoveSchema = z.object({
  offsetMs: z
    .int('Give the offset as a whole number of milliseconds')
    .min(-MAX_OFFSET_MS, 'Move the clock by a hundred years at most')
    .max(MAX_OFFSET_MS, 'Move the clock by a hundred years at most'),
});

/**
 * The time as the site sees it: what is upcoming or past, when a scheduled item goes out. End-to-end
 * tests run the services with `TEST_CLOCK=1` so they can move it (`moveTo`, `POST /dev/clock`) instead
 * of waiting; the production profile refuses that setting, so the real site always runs on real time.
 * Each process keeps its own offset: a test moves the clock of every service it relies on.
 */
export function siteClock({ movable = kitSettings().TEST_CLOCK }: { movable?: boolean } = {}) {
  let offsetMs = 0;
  return {
    movable,
    now: () => new Date(Date.now() + offsetMs),
    /** Sets the clock `offset` ms from real time (not from where it was moved to before). */
    moveTo(offset: number) {
      if (!movable) throw new Error('The site clock is not movable: set TEST_CLOCK=1 (never in production)');
      offsetMs = offset;
    },
  };
}
export type SiteClock = ReturnType<typeof siteClock>;

/** `POST /dev/clock` `{ offsetMs }` → `{ now }`, only on a movable clock: otherwise the route does not exist (404). */
export function clockRoutes(clock: SiteClock) {
  const api = new Hono();
  if (!clock.movable) return api;
  api.post('/dev/clock', body(clockMoveSchema), (c) => {
    clock.moveTo(c.req.valid('json').offsetMs);
    return ok(c, { now: clock.now().toISOString() });
  });
  return api;
}
