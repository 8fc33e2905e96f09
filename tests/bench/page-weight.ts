import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../shared/build/src/chromium.ts';

type Weight = {
  route: string;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  requestsBeforeRender: number;
  chainDepth: number;
  /** From the visitor's first key to the app in place of the stored copy, CPU slowed 4× as a phone's. */
  appReadyAfterKeyMs: number;
};

/**
 * Bytes on the wire (as sent, compressed) of JavaScript, CSS and images on a cold first load of each
 * route with its app started (as on the visitor's first key), how many requests started before first contentful paint, and the longest chain of requests
 * (each started by the one before) among those.
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
      // A prerendered page fetches its app when the visitor reaches for it: counted as if they had, and
      // what that first reach costs them is timed on a CPU slowed as Lighthouse's phone preset does.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluate(() =>
        addEventListener(
          'keydown',
          (event) => performance.mark('bench:first-key', { startTime: event.timeStamp }),
          {
            once: true,
            capture: true,
          },
        ),
      );
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => performance.getEntriesByName('aspire:app-shown').length > 0);
      const appReadyAfterKeyMs = await page.evaluate(
        () =>
          performance.getEntriesByName('aspire:app-shown')[0]!.startTime -
          performance.getEntriesByName('bench:first-key')[0]!.startTime,
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.waitForLoadState('networkidle');
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
        appReadyAfterKeyMs: Math.round(appReadyAfterKeyMs),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}
