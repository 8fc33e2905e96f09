/**
 * Build-time prerendering of the public routes: starts the built site (own ports and a throwaway copy
 * of the seed data), opens each public route signed out in Chromium, waits until the app has rendered
 * it with its data, and stores the rendered page (the app root's HTML) with the page's styles inlined in
 * `shell/dist/prerendered/`. The shell's server sends it inside the page, so the first paint needs no
 * JavaScript; the app then takes over (src/app/prerendered.ts).
 *
 * What makes it safe to keep: the visitor is signed out in the snapshot (no one's data in it); ids are
 * prefixed so the copy and the live app never clash; the styles are inlined and asset addresses made
 * relative to the site, so a remote redeploying (new hashed files) cannot break a stored page; the live
 * app replaces it within a second with the current content, and `pnpm build` regenerates it.
 * Usage: node shell/prerender.ts  (PRERENDER_PORT, default 5100-5490 by process)
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@aspire/build/chromium';
import { publicStaticPaths } from '@aspire/config/site-map';
import { launchSite } from '../scripts/launch-site.ts';
import { contentRoutes } from './content-routes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// Playwright is the test suite's dependency; the shell's build borrows it from there.
type Page = {
  goto(url: string, options: object): Promise<{ ok(): boolean; status(): number } | null>;
  waitForFunction(fn: () => unknown, arg: undefined, options: object): Promise<unknown>;
  waitForLoadState(state: string): Promise<void>;
  evaluate<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>;
};
type Browser = {
  newContext(options: object): Promise<{
    newPage(): Promise<Page>;
    addCookies(cookies: { name: string; value: string; url: string }[]): Promise<void>;
    close(): Promise<void>;
  }>;
  close(): Promise<void>;
};
type Playwright = {
  chromium: { launch(options: object): Promise<Browser> };
  devices: Record<string, object>;
};
const loaded = (await import(
  pathToFileURL(createRequire(path.join(ROOT, 'tests/package.json')).resolve('@playwright/test')).href
)) as Playwright & { default?: Playwright };
const playwright = loaded.chromium ? loaded : loaded.default!;
const { chromium, devices } = playwright;
// A port of its own (several builds may run on one machine): site on PORT…PORT+4, services PORT+1001….
// From 5100: fetch refuses the SIP ports 5060 and 5061, so a build whose pid put the site at 5060 could
// never read the catalog remote's manifest (and shipped without stored pages).
const PORT = Number(process.env.PRERENDER_PORT ?? 5100 + (process.pid % 40) * 10);
const BASE = `http://localhost:${PORT}`;
const OUT = path.join(import.meta.dirname, 'dist/prerendered');
/**
 * Every page is stored once per form: markup can depend on the screen width in script (the home
 * carousel's art), and the loading hints and held sizes below are measured on that form's screen.
 */
const FORMS = ['desktop', 'mobile'] as const;

const startSite = () =>
  launchSite({
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aspire-prerender-db-')),
  });

/** The public routes (the site map's private ones, a visitor's own data, are never prerendered). */
async function publicRoutes() {
  return [...new Set([...publicStaticPaths(), ...(await contentRoutes(`${BASE}/api`))])];
}

const fileName = (route: string, form: string) =>
  `${route.slice(1).replace(/[^A-Za-z0-9-]/g, '_') || 'index'}${form === 'mobile' ? '.mobile' : ''}.html`;

/**
 * Makes the stored copy stand beside the live app without clashing: ids get a prefix (and every
 * reference to them); landmarks become elements with the same roles (one <main> on the page); test
 * hooks are dropped.
 */
function asCopy(html: string) {
  return html
    .replace(/<(main|header|footer|nav)(\s|>)/g, (_, tag: string, next: string) => {
      const role = { main: 'main', header: 'banner', footer: 'contentinfo', nav: 'navigation' }[tag];
      return `<div role="${role}" data-landmark="${tag}"${next}`;
    })
    .replace(/<\/(main|header|footer|nav)>/g, '</div>')
    .replace(/\sdata-testid="[^"]*"/g, '')
    .replace(/\sid="([^"]+)"/g, ' id="pre-$1"')
    .replace(
      /\s(aria-labelledby|aria-describedby|aria-controls|for)="([^"]+)"/g,
      (_, attr, value: string) => {
        return ` ${attr}="${value
          .split(/\s+/)
          .map((id) => `pre-${id}`)
          .join(' ')}"`;
      },
    )
    .replace(/\shref="#([^"]+)"/g, ' href="#pre-$1"');
}

async function snapshot(browser: Browser, route: string, form: string) {
  const context = await browser.newContext({
    ...(form === 'mobile' ? devices['Pixel 7'] : { viewport: { width: 1280, height: 800 } }),
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // The plain app, not a stored copy of an earlier prerender (a cookie: it adds no header to the
  // cross-origin requests for the remotes, which would need a CORS preflight).
  await context.addCookies([{ name: 'aspire-prerender', value: '1', url: BASE }]);
  try {
    const page = await context.newPage();
    const response = await page.goto(`${BASE}${route}`, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
    // Widgets below the fold load when scrolled near: walk through the page, then back to the top.
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        // Walks down the page (and round again) so each deferred widget comes near the viewport.
        const atBottom = window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
        window.scrollTo(0, atBottom ? 0 : window.scrollY + 400);
        return (
          root?.querySelector('main') &&
          !root.querySelector(
            '[aria-busy="true"], [role="status"][class*="loading"], [role="alert"], [data-deferred]',
          )
        );
      },
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    const page$ = await page.evaluate(() => {
      const sheets = [...document.styleSheets].map((sheet) => {
        try {
          return { text: [...sheet.cssRules].map((rule) => rule.cssText).join('\n'), href: '' };
        } catch {
          return { text: '', href: sheet.href ?? '' };
        }
      });
      // The page's same-origin images (<img>, picture sources, backgrounds): the largest in the first
      // screen is the page's likely largest paint, which the server asks the browser to fetch first.
      const root = document.getElementById('root')!;
      const local = (url: string) => {
        const parsed = new URL(url, location.href);
        return parsed.origin === location.origin ? parsed.pathname : null;
      };
      const firstScreen = new Set<HTMLImageElement>();
      let heroImage = '';
      let heroArea = 0;
      let heroElement: Element | null = null;
      for (const element of root.querySelectorAll('*')) {
        const urls = [
          ...[...getComputedStyle(element).backgroundImage.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!),
          ...(element.getAttribute('src') ?? element.getAttribute('srcset') ?? '')
            .split(',')
            .map((candidate) => candidate.trim().split(' ')[0]!)
            .filter(
              (url) => url && (element instanceof HTMLImageElement || element instanceof HTMLSourceElement),
            ),
        ]
          .map(local)
          .filter((url) => url !== null);
        const shown = element instanceof HTMLImageElement ? local(element.currentSrc) : urls[0];
        if (!shown) continue;
        const box = element.getBoundingClientRect();
        const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
        const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        // A carousel's other slides sit in the same box, hidden: they are not in the first screen.
        const seen = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        const area = seen && width > 0 && height > 0 ? width * height : 0;
        if (area > 0 && element instanceof HTMLImageElement) firstScreen.add(element);
        if (area > heroArea) [heroImage, heroArea, heroElement] = [shown, area, element];
      }
      // Loading hints measured for this form, not guessed by the components: the images of the first
      // screen load at once, only the largest with high priority, and the rest wait for the visitor to
      // scroll near them, so nothing below the fold competes with the largest paint on a slow link.
      for (const image of root.querySelectorAll('img')) {
        image.loading = firstScreen.has(image) ? 'eager' : 'lazy';
        if (image === heroElement) image.setAttribute('fetchpriority', 'high');
        else image.removeAttribute('fetchpriority');
      }
      // Blocks wholly below the first screen are rendered only as the visitor nears them
      // (`content-visibility: auto`), held at the size measured here so nothing shifts: the first paint
      // and the images in view do not wait for the layout of the rest of the page.
      const BOXES = new Set(['block', 'flex', 'grid', 'flow-root', 'list-item']);
      const defer = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (
          box.top >= innerHeight &&
          box.height > 0 &&
          BOXES.has(style.display) &&
          ['static', 'relative'].includes(style.position)
        ) {
          // The held size is of the content box: padding and borders come on top of it.
          const edges = (...sides: string[]) =>
            sides.reduce((sum, side) => sum + Number.parseFloat(style.getPropertyValue(side)), 0);
          const width =
            box.width - edges('padding-left', 'padding-right', 'border-left-width', 'border-right-width');
          const height =
            box.height - edges('padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width');
          (element as HTMLElement).style.contentVisibility = 'auto';
          (element as HTMLElement).style.containIntrinsicSize =
            `auto ${width.toFixed(1)}px auto ${height.toFixed(1)}px`;
          return;
        }
        if (box.bottom > innerHeight) for (const child of element.children) defer(child);
      };
      defer(root);
      // What the app set as properties (a select's choice, a box's tick) written into the markup, so the
      // stored copy starts as the app does: a select with no option marked would show its first
      // enabled option, not the app's "Choose".
      for (const option of root.querySelectorAll('option'))
        option.toggleAttribute('selected', option.selected);
      for (const box of root.querySelectorAll<HTMLInputElement>(
        'input[type="checkbox"], input[type="radio"]',
      )) {
        box.toggleAttribute('checked', box.checked);
      }
      return {
        heroImage,
        html: root.innerHTML,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        sheets,
      };
    });
    const css: string[] = [];
    for (const sheet of page$.sheets) {
      if (sheet.text) css.push(sheet.text);
      else if (sheet.href) css.push(await (await fetch(sheet.href)).text());
    }
    // Addresses on this site become relative, so the stored page works on any host.
    const html = asCopy(page$.html.replaceAll(BASE, ''));
    if (/localhost:\d+/.test(html)) console.warn(`[prerender] ${route} refers to another origin's asset`);
    const style = css
      .join('\n')
      .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
      .replace(/<\/style/gi, '<\\/style');
    return {
      heroImage: page$.heroImage,
      title: page$.title,
      description: page$.description,
      fragment: `<div id="prerendered"><style>${style}</style>${html}</div>`,
    };
  } finally {
    await context.close();
  }
}

const site = await startSite();
const staging = mkdtempSync(path.join(path.dirname(OUT), '.prerendered-'));
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const index: Record<
    string,
    { title: string; description: string; files: Record<string, string>; heroImages: Record<string, string> }
  > = {};
  try {
    for (const route of await publicRoutes()) {
      for (const form of FORMS) {
        try {
          const shot = await snapshot(browser, route, form);
          writeFileSync(path.join(staging, fileName(route, form)), shot.fragment);
          index[route] ??= { title: shot.title, description: shot.description, files: {}, heroImages: {} };
          index[route].files[form] = fileName(route, form);
          if (shot.heroImage) index[route].heroImages[form] = shot.heroImage;
        } catch (error) {
          // A page that cannot be prerendered is served as before (rendered by the app).
          console.warn(`[prerender] ${route} (${form}) skipped: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [route, entry] of Object.entries(index)) if (!entry.files.desktop) delete index[route];
  writeFileSync(path.join(staging, 'routes.json'), JSON.stringify(index, null, 1));
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(path.dirname(OUT), { recursive: true });
  renameSync(staging, OUT);
  console.log(
    `[prerender] ${Object.keys(index).length} public routes prerendered into shell/dist/prerendered`,
  );
} finally {
  rmSync(staging, { recursive: true, force: true });
  if (site.exitCode === null && site.signalCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
}
