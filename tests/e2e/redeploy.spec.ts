import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from './support/page-errors.ts';
import { appInPlace, remotePort } from './support/site.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INFO = path.join(ROOT, 'mfe-info');
/** The folder the running info remote serves. */
const SERVED = path.join(INFO, 'dist');
const OLD_WORDS = 'Learn and meet with us';
const NEW_WORDS = 'Learn and gather with us';

/** Every file under `folder`, as paths relative to it. */
const filesOf = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));

/**
 * The info remote built again as a new release would be, with the eyebrow of /events reworded: a real
 * `rsbuild build` of its config (web and server), into a folder of its own, then precompressed.
 */
function buildReworded(out: string) {
  const config = path.join(out, 'reworded.config.mjs');
  writeFileSync(
    config,
    `import config from ${JSON.stringify(path.join(INFO, 'rsbuild.config.ts'))};
const out = ${JSON.stringify(path.join(out, 'dist'))};
export default {
  ...config,
  environments: {
    web: { ...config.environments.web, output: { distPath: { root: out } } },
    node: { ...config.environments.node, output: { ...config.environments.node.output, distPath: { root: out + '/server' } } },
  },
  plugins: [...config.plugins, { name: 'reworded', setup(api) {
    api.transform({ test: /events-page\\.tsx$/ }, ({ code }) => code.replace(${JSON.stringify(OLD_WORDS)}, ${JSON.stringify(NEW_WORDS)}));
  } }],
};`,
  );
  const node = (...args: string[]) =>
    execFileSync(process.execPath, args, {
      cwd: INFO,
      stdio: 'pipe',
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    });
  node(
    path.join(INFO, 'node_modules/@rsbuild/core/bin/rsbuild.js'),
    'build',
    '--config',
    config,
    '--log-level',
    'error',
  );
  node(path.join(ROOT, 'shared/build/src/precompress.ts'), path.join(out, 'dist'));
  return path.join(out, 'dist');
}

/**
 * Deploys a build as README "Deploying one part" says: its files copied over the served folder, the
 * old ones kept, `version.json` last. Returns what puts the folder back as it was.
 */
function deploy(build: string) {
  const files = filesOf(build).sort((a, b) => Number(a === 'version.json') - Number(b === 'version.json'));
  const replaced = new Map(
    files
      .filter((file) => existsSync(path.join(SERVED, file)))
      .map((file) => [file, readFileSync(path.join(SERVED, file))]),
  );
  for (const file of files) {
    mkdirSync(path.dirname(path.join(SERVED, file)), { recursive: true });
    copyFileSync(path.join(build, file), path.join(SERVED, file));
  }
  return () => {
    for (const file of files) {
      const before = replaced.get(file);
      if (before) writeFileSync(path.join(SERVED, file), before);
      else rmSync(path.join(SERVED, file));
    }
  };
}

/** The info remote's files a page fetches from now on (paths in its folder). */
function infoFilesFetched(page: Page) {
  const fetched: string[] = [];
  const origin = `http://localhost:${remotePort('info')}/`;
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) fetched.push(new URL(request.url()).pathname.slice(1));
  });
  return fetched;
}

test.describe.configure({ timeout: 90_000 });

test('a remote redeployed with new files: a page opened before keeps its own files, one opened after loads the new', async ({
  browser,
  request,
}) => {
  const work = mkdtempSync(path.join(tmpdir(), 'aspire-redeploy-'));
  const build = buildReworded(work);
  const added = new Set(filesOf(build).filter((file) => !existsSync(path.join(SERVED, file))));

  // A visitor opens the shop before the deploy (no code of the info remote loaded yet), and stays.
  const context = await browser.newContext();
  const before = await context.newPage();
  const beforeErrors = collectErrors(before);
  const fetchedBefore = infoFilesFetched(before);
  await before.goto('/shop');
  await appInPlace(before);

  const restore = deploy(build);
  try {
    // The shell sees the new version within a second or so: the server HTML of /events has the new words.
    await expect
      .poll(async () => (await (await request.get('/events')).text()).includes(NEW_WORDS), {
        timeout: 10_000,
      })
      .toBe(true);

    // The visitor who came before goes on to /events in the same page: the release the page was sent
    // with, its files and its words, though a newer one is deployed.
    await before.getByRole('button', { name: 'Menu' }).click();
    await before
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('link', { name: 'Upcoming and Past Events' })
      .click();
    await expect(before.locator('main')).toContainText(OLD_WORDS);
    expect(fetchedBefore.filter((file) => added.has(file))).toEqual([]);
    expect(beforeErrors).toEqual([]);

    // A visitor who comes now gets the new release, in the server's HTML and in the code that hydrates it.
    const after = await context.newPage();
    const afterErrors = collectErrors(after);
    const fetchedAfter = infoFilesFetched(after);
    const response = await after.goto('/events');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(NEW_WORDS);
    // Pinned: the page names the manifest of the version it was rendered with.
    const { version } = JSON.parse(readFileSync(path.join(build, 'version.json'), 'utf8')) as {
      version: string;
    };
    expect(html).toContain(`/mf-manifest.${version}.json`);
    await appInPlace(after);
    await after.waitForLoadState('networkidle');
    await expect(after.locator('main')).toContainText(NEW_WORDS);
    expect(
      fetchedAfter.filter((file) => /__federation_expose_events_page/.test(file) && added.has(file)),
    ).not.toEqual([]);
    expect(afterErrors).toEqual([]);
  } finally {
    await context.close();
    restore();
    rmSync(work, { recursive: true });
  }
  // The site is back on the release it started with.
  await expect
    .poll(async () => (await (await request.get('/events')).text()).includes(OLD_WORDS), { timeout: 10_000 })
    .toBe(true);
});
