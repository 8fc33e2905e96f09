/**
 * The visitor's address behind reverse proxies. Each proxy appends the address it was reached from to
 * `x-forwarded-for`, so the list reads left to right from the farthest hop to the nearest. Only the
 * entries our own proxies wrote can be believed (a visitor can send any list): with `hops` proxies of
 * ours in front, the visitor is the entry `hops` places from the right, the socket's peer being the
 * last proxy (or the visitor when there is none).
 */

/** A socket's IPv4 peer as Node reports it on a dual-stack listener (`::ffff:1.2.3.4`), written plainly. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The `x-forwarded-for` to send on: the list received, with the peer we were reached from appended. */
export function appendForwardedFor(received: string | undefined, peer: string | undefined): string {
  const hops = (received ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (peer) hops.push(plainAddress(peer));
  return hops.join(', ');
}

/**
 * The visitor's address for logs and limits, trusting `hops` proxies in front of this process; the
 * farthest entry when the list is shorter than that (a proxy that does not append).
 */
export function clientAddress(forwardedFor: string | undefined, peer: string | undefined, hops: number) {
  const chain = appendForwardedFor(forwardedFor, peer).split(', ');
  return chain[Math.max(0, chain.length - 1 - hops)] ?? '';
}

/** `TRUST_PROXY_HOPS`: how many proxies of ours stand in front of this process. */
export function trustedProxyHops(value: string | undefined, fallback: number) {
  if (value === undefined || value === '') return fallback;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY_HOPS must be a whole number ≥ 0, not "${value}"`);
  return hops;
}
