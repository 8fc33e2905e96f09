import { latest } from './latest.ts';

/** A service's data as the shell last saw it: one value that every write changes, and when it changed. */
export type ServiceMark = { mark: string; changedAt: number };
/** Each service's mark; undefined for one that could not be asked. */
export type ServiceMarks = Record<string, ServiceMark | undefined>;

/**
 * What the services say of their data (`GET /api/<service>/changes`), asked at most every `everyMs`
 * and shared by every request: a handful of small reads a second for the whole site, whatever the
 * traffic. `changedAt` is when the shell first saw a mark, for the page cache to allow for instances
 * of a service that see a write a moment after the one that made it.
 */
export function dataMarks(
  apiBase: string,
  services: readonly string[],
  { everyMs = 1_000, now = Date.now }: { everyMs?: number; now?: () => number } = {},
) {
  const seen = new Map<string, ServiceMark>();
  const markOf = async (service: string) => {
    const response = await fetch(`${apiBase}/${service}/changes`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`${service} answered ${response.status}`);
    const { data } = (await response.json()) as { data: { mark: string } };
    if (seen.get(service)?.mark !== data.mark) seen.set(service, { mark: data.mark, changedAt: now() });
    return seen.get(service);
  };
  return latest(
    async (): Promise<ServiceMarks> =>
      Object.fromEntries(
        await Promise.all(
          services.map(async (service) => [service, await markOf(service).catch(() => undefined)]),
        ),
      ),
    everyMs,
    now,
  );
}
