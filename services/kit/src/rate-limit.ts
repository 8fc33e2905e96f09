import { isIPv4, isIPv6 } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { kitSettings } from './env.ts';
import { ApiError } from './envelope.ts';

let configuredHops: number | undefined;
const trustedHops = () => (configuredHops ??= kitSettings().TRUST_PROXY_HOPS);

/**
 * The caller's address, the key of every per-address limit. Each of the `hops` proxies in front of the
 * service (TRUST_PROXY_HOPS, default 1: the shell's) appends the address it saw to `x-forwarded-for`, so
 * the entry `hops` places from the right is the last one a proxy of ours wrote; anything further left is
 * whatever the client claimed. With fewer entries than hops the leftmost is taken; with 0 hops, or no
 * header, the socket's address. IPv6 addresses are reduced to their /64, the block one subscriber holds.
 */
export function clientAddress(c: Context, hops = trustedHops()): string {
  const forwarded = c.req
    .header('x-forwarded-for')
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address =
    hops > 0 && forwarded?.length
      ? forwarded[Math.max(0, forwarded.length - hops)]!
      : env?.incoming?.socket?.remoteAddress;
  return address ? addressKey(address) : 'unknown';
}

/**
 * One key per client: an IPv4 address as it is (also when written IPv4-mapped, `::ffff:1.2.3.4`), an
 * IPv6 address as its /64 (`2001:db8:0:1::/64`); a port or brackets a proxy added are dropped.
 */
export function addressKey(raw: string): string {
  const address = raw.replace(/^\[([^\]]+)\](:\d+)?$/, '$1').replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address) || !isIPv6(address)) return address.slice(0, 64);
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros, `::` expanded and any zone dropped. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (`::ffff:1.2.3.4`) stands for the last two groups.
  const groups = [...split(head), ...(tail === undefined ? [] : ['::']), ...split(tail)].flatMap((group) => {
    if (!isIPv4(group)) return [group];
    const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  });
  const gap = groups.indexOf('::');
  if (gap >= 0) groups.splice(gap, 1, ...Array<string>(9 - groups.length).fill('0'));
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
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
