/**
 * A render worker: renders pages with the shell's server build (dist/server/server.js), whose Module
 * Federation runtime loads the remotes' server code over HTTP. A worker has its own federation state,
 * so remote versions never mix within one (#23 step 7 keys workers by them). Started by page-renderer.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { RemoteName } from '@aspire/config/site-map';
import { type PageStyle, pageStyles, type StyleManifest } from './page-styles.ts';
import { renderedModules } from './src/app/route-modules.ts';
import type { RenderedPage, RenderOptions } from './src/server/render-page.tsx';

export type RenderRequest = { id: number; url: string; manifests: Partial<Record<RemoteName, string>> };
export type RenderAnswer = {
  id: number;
  page: (RenderedPage & { ok: false }) | (RenderedPage & { ok: true; styles: PageStyle[] });
  ms: number;
};

const { dist } = workerData as { dist: string };
const bundle = createRequire(import.meta.url)(path.join(dist, 'server/server.js')) as {
  renderPage(url: string, options: RenderOptions): Promise<RenderedPage>;
};
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;
const chunkFiles = readJson<Record<string, string[]>>('chunk-groups.json');
const shell = {
  ownFiles: [...(chunkFiles.bootstrap ?? []), ...(chunkFiles['kit-styles'] ?? [])],
  manifest: readJson<StyleManifest>('mf-manifest.json'),
};

async function stylesOf(pathname: string, manifests: RenderRequest['manifests']) {
  const remotes = await Promise.all(
    renderedModules(pathname).map(async ({ remote, module }) => {
      const response = await fetch(manifests[remote]!, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`${remote}'s manifest answered ${response.status}`);
      return { remote, module, manifest: (await response.json()) as StyleManifest };
    }),
  );
  return pageStyles(shell, remotes);
}

async function render({ url, manifests }: RenderRequest): Promise<RenderAnswer['page']> {
  const serverManifests = Object.fromEntries(
    Object.entries(manifests).map(([name, manifest]) => [
      name,
      new URL('server/mf-manifest.json', manifest).href,
    ]),
  );
  const page = await bundle.renderPage(url, { serverManifests });
  if (!page.ok) return page;
  return { ...page, styles: await stylesOf(new URL(url).pathname, manifests) };
}

parentPort!.on('message', async (request: RenderRequest) => {
  const started = performance.now();
  const page = await render(request).catch((error: unknown) => ({
    ok: false as const,
    problems: [String((error as Error)?.stack ?? error)],
  }));
  parentPort!.postMessage({ id: request.id, page, ms: performance.now() - started } satisfies RenderAnswer);
});
