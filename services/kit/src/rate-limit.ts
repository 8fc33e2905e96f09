import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './envelope.ts';

/**
 * The caller's address. Behind our reverse proxy the last `x-forwarded-for` hop is the one the proxy
 * saw (earlier hops are whatever the client claimed); without a proxy, the socket's address.
 */
export function clientAddress(c: Context): string {
  const last = c.req
    .header('x-forwarded-for')
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .at(-1);
  if (last) return last.slice(0, 64);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

const MAX_TRACKED = 10_000;

/**
 * At most `limit` requests per `windowMs` from one address (sliding window, kept in this process), then
 * 429 with Retry-After. Meant for forms a person fills in by hand: sign-up, admissions, enquiries, contact.
 */
export function rateLimit(options: { limit: number; windowMs: number; what: string }): MiddlewareHandler {
  const hits = new Map<string, number[]>();
  return createMiddleware(async (c, next) => {
    const now = Date.now();
    const address = clientAddress(c);
    const recent = (hits.get(address) ?? []).filter((at) => now - at < options.windowMs);
    if (recent.length >= options.limit) {
      const retryAfter = Math.ceil((recent[0]! + options.windowMs - now) / 1000);
      c.header('retry-after', String(retryAfter));
      throw new ApiError(
        429,
        `Too many ${options.what} from your connection. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
      );
    }
    recent.push(now);
    hits.delete(address);
    hits.set(address, recent);
    if (hits.size > MAX_TRACKED) hits.delete(hits.keys().next().value!);
    await next();
  });
}
