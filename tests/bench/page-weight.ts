import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../shared/build/src/chromium.ts';

type Weight = {
  route: string;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  requestsBeforeRender: number;
  chainDepth: number;
  /** From the start of the navigation to the app hydrated in place (the bootstrap's `aspire:hydrated`). */
  hydratedMs: number;
};

/**
 * Bytes on the wire (as sent, compressed) of JavaScript, CSS and images on a cold first load of each
 * route, left alone until the network is quiet (the home page's widgets below the fold are not reached,
 * so their code is not counted), how many requests started before first contentful paint, the longest
 * chain of requests (each started by the one before) among those, and when the app had hydrated.
 */
export async function pageWeight(base: string, routes: string[]): Promise<Weight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const weights: Weight[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const requests = new Map<
        string,
        { url: string; type: string; parent?: string; start: number; bytes: number }
      >();
      cdp.on('Network.requestWillBeSent', (event) => {
        const parent =
          event.initiator.url ??
          event.initiator.stack?.callFrames[0]?.url ??
          event.initiator.stack?.parent?.callFrames[0]?.url;
        requests.set(event.requestId, {
          url: event.request.url,
          type: event.type ?? 'Other',
          parent,
          start: event.timestamp,
          bytes: 0,
        });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const request = requests.get(event.requestId);
        if (request) request.bytes = event.encodedDataLength;
      });
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => performance.getEntriesByName('aspire:hydrated').length > 0);
      const hydratedMs = await page.evaluate(
        () => performance.getEntriesByName('aspire:hydrated')[0]!.startTime,
      );
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.now(),
      );
      const navigationStart = Math.min(...[...requests.values()].map((r) => r.start));
      const beforeRender = [...requests.values()].filter((r) => (r.start - navigationStart) * 1000 <= fcp);
      const byUrl = new Map(beforeRender.map((r) => [r.url, r]));
      const depth = (url: string | undefined, seen = new Set<string>()): number => {
        const request = url ? byUrl.get(url) : undefined;
        if (!request || seen.has(request.url)) return 0;
        seen.add(request.url);
        return 1 + depth(request.parent, seen);
      };
      const sum = (type: string) =>
        [...requests.values()].filter((r) => r.type === type).reduce((n, r) => n + r.bytes, 0);
      weights.push({
        route,
        jsBytes: sum('Script'),
        cssBytes: sum('Stylesheet'),
        imageBytes: sum('Image'),
        requestsBeforeRender: beforeRender.length,
        chainDepth: Math.max(0, ...beforeRender.map((r) => depth(r.url))),
        hydratedMs: Math.round(hydratedMs),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
