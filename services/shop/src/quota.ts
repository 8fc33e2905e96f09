const MAX_TRACKED = 10_000;

/**
 * At most `limit` uses per `windowMs` for one key (a buyer), counted in this process over a sliding
 * window. `take` answers 0 and counts one use, or the seconds to wait before the next is allowed.
 */
export function quota(options: { limit: number; windowMs: number }) {
  const uses = new Map<string, number[]>();
  return {
    take(key: string, now = Date.now()) {
      const recent = (uses.get(key) ?? []).filter((at) => now - at < options.windowMs);
      if (recent.length >= options.limit) return Math.ceil((recent[0]! + options.windowMs - now) / 1000);
      recent.push(now);
      uses.delete(key);
      uses.set(key, recent);
      if (uses.size > MAX_TRACKED) uses.delete(uses.keys().next().value!);
      return 0;
    },
  };
}
