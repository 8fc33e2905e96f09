import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ChangeMarks } from './change-marks.ts';

// The body is kept as bytes (Uint8Array), which the Node adapter writes straight to the socket without
// building a fetch Response around it. `marks` are the service's change marks it was computed under.
type Entry = {
  marks: string;
  at: number;
  status: number;
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
};
const MAX_ENTRIES = 500;
const MAX_BODY = 1024 * 1024;
const UNCACHED = /\/(health|ready|openapi\.json)$/;
/** Another instance's write shows within this time: the marks are read at most this often under load. */
export const READ_CACHE_MARK_AGE_MS = 1_000;
/**
 * Kept: what the service marks `public`, except what must be revalidated every time (`no-cache`: the
 * service keeps its own copy, cleared on every write, and answers its ETag) and what browsers and caches
 * keep for good (`immutable`: pictures, streamed, which memory should not hold).
 */
const kept = (cacheControl: string) =>
  /\bpublic\b/.test(cacheControl) && !/\b(no-cache|no-store|immutable)\b/.test(cacheControl);

/**
 * Keeps the answers of public reads in memory, so they are not computed on every visit. Only what the
 * service itself marks `cache-control: public` (and not `no-cache`, `no-store` or `immutable`) is kept,
 * for requests without a token, and only while the service's change marks are the ones it was computed
 * under: a write on any instance shows here within READ_CACHE_MARK_AGE_MS (a write on this one, at
 * once). `ttlMs` is the longest an answer is kept, for writes made around the service (a restore, a
 * script) and answers that follow the clock.
 */
export function readCache(ttlMs: number, marks: ChangeMarks): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  return createMiddleware(async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET' || c.req.header('authorization') || UNCACHED.test(c.req.path)) {
      return next();
    }
    // Read before the answer is computed, so an answer is never kept under marks newer than its data.
    // Without them (the database away) nothing is served from memory or kept.
    const current = await marks.current(READ_CACHE_MARK_AGE_MS).catch(() => undefined);
    if (!current) return next();
    const key = c.req.url;
    const hit = entries.get(key);
    if (hit && hit.marks === current.all && Date.now() - hit.at < ttlMs) {
      const etag = hit.headers.etag;
      if (etag && c.req.header('if-none-match') === etag) return c.body(null, 304, hit.headers);
      return c.body(hit.body, hit.status as 200, hit.headers);
    }
    await next();
    const cacheControl = c.res.headers.get('cache-control') ?? '';
    if (c.res.status !== 200 || !kept(cacheControl) || c.res.headers.get('set-cookie')) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    if (body.byteLength > MAX_BODY) return;
    entries.delete(key);
    // Plain header names and values (lower-case names), so a hit builds no Headers object; not the
    // request's own id, which each hit gets afresh.
    const headers = Object.fromEntries(
      [...c.res.headers.entries()].filter(([name]) => name !== 'x-request-id'),
    );
    entries.set(key, { marks: current.all, at: Date.now(), status: c.res.status, body, headers });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  });
}
