const DRAIN_TIMEOUT_MS = 180_000;

/**
 * Waits for the work of requests a load left behind to end before the next measurement: `/ready` pings
 * the database behind whatever the service still has queued there. `base` is the service's origin.
 */
export async function drained(base: string, service: string) {
  const until = Date.now() + DRAIN_TIMEOUT_MS;
  while (Date.now() < until) {
    const sent = performance.now();
    const response = await fetch(`${base}/api/${service}/ready`).catch(() => undefined);
    if (response?.ok && performance.now() - sent < 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.error(`  ${service} still busy after ${DRAIN_TIMEOUT_MS / 1000} s; measuring on`);
}
