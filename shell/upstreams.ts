/**
 * The instances of one service behind the shell's proxy (`SERVICE_<NAME>_URL` may list several,
 * comma-separated), taken in turn, as a production reverse proxy's upstream block does. An instance that
 * fails its readiness check (`/api/<service>/ready`, every `checkEveryMs`) or refuses a connection is
 * skipped until its readiness answers again; when every instance is down, each is still tried, so a
 * lone instance that is back answers at once.
 */
export type UpstreamPool = {
  /** The instances to try for one request, in order: the next one in turn first, those down last. */
  candidates(): string[];
  /** A request could not reach `url`: skip it until its readiness answers. */
  markDown(url: string): void;
  /** Stops the readiness checks. */
  stop(): void;
};

export function upstreamPool(
  service: string,
  urls: string[],
  { checkEveryMs = 1_000, checkTimeoutMs = 1_000 }: { checkEveryMs?: number; checkTimeoutMs?: number } = {},
): UpstreamPool {
  const down = new Set<string>();
  let turn = 0;

  async function check(url: string) {
    try {
      const response = await fetch(`${url}/api/${service}/ready`, {
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) down.delete(url);
      else down.add(url);
    } catch {
      down.add(url);
    }
  }
  // One instance has nowhere else to send a request: nothing to check.
  const timer =
    urls.length > 1
      ? setInterval(() => {
          for (const url of urls) void check(url);
        }, checkEveryMs)
      : undefined;
  timer?.unref();

  return {
    candidates() {
      const up = urls.filter((url) => !down.has(url));
      const ready = up.length > 0 ? up : urls;
      const start = turn++ % ready.length;
      return [...ready.slice(start), ...ready.slice(0, start), ...urls.filter((url) => !ready.includes(url))];
    },
    markDown(url) {
      if (urls.length > 1) down.add(url);
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** The instances a `SERVICE_<NAME>_URL` value lists (`http://a:4003,http://b:4003`), without trailing slashes. */
export const upstreamUrls = (value: string) =>
  value
    .split(',')
    .map((url) => url.trim().replace(/\/$/, ''))
    .filter(Boolean);
