/**
 * A render worker: renders pages with the shell's server build (dist/server/server.js), whose Module
 * Federation runtime loads the remotes' server code over HTTP. A worker has its own federation state,
 * so remote versions never mix within one: page-renderer.ts starts one per tuple of remote versions.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { RemoteName } from '@aspire/config/site-map';
import {
  type ChunkGroupFiles,
  type FederationManifest,
  type PageFile,
  type PageScripts,
  pageScripts,
  pageStyles,
} from './page-files.ts';
import { renderedModules, routeModules } from './src/app/route-modules.ts';
import type { RenderedPage, RenderOptions } from './src/server/render-page.tsx';

export type RenderRequest = {
  id: number;
  url: string;
  manifests: Partial<Record<RemoteName, string>>;
  serverManifests: Partial<Record<RemoteName, string>>;
};
export type RenderAnswer = {
  id: number;
  page:
    | (RenderedPage & { ok: false })
    | (RenderedPage & {
        ok: true;
        styles: PageFile[];
        /** The scripts it runs before it can hydrate. */
        scripts: PageScripts;
        /** The services whose API the render read: the data the page stands on. */
        reads: string[];
      });
  ms: number;
};

const { dist } = workerData as { dist: string };
const bundle = createRequire(import.meta.url)(path.join(dist, 'server/server.js')) as {
  renderPage(url: string, options: RenderOptions): Promise<RenderedPage>;
};
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;
const chunkGroups = readJson<Record<string, ChunkGroupFiles>>('chunk-groups.json');
const group = (name: string): ChunkGroupFiles => chunkGroups[name] ?? { files: [], consumes: [] };
const shell = {
  ownFiles: [...group('bootstrap').files, ...group('kit-styles').files],
  // What index.ts starts (the app's start in a task after the federation runtime's own).
  groups: [group('start-remotes'), group('bootstrap')],
  manifest: readJson<FederationManifest>('mf-manifest.json'),
};

/**
 * The services each render reads, by the API addresses it fetches (renders run side by side, each in
 * its own async context).
 */
const reading = new AsyncLocalStorage<Set<string>>();
const API = `${process.env.API_ORIGIN}/api/`;
const fetchAsIs = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith(API)) reading.getStore()?.add(url.slice(API.length).split(/[/?]/)[0]!);
  return fetchAsIs(input, init);
};

/** The remotes' web manifests, read once each: this worker's remote versions never change. */
const webManifests = new Map<string, Promise<FederationManifest>>();
function webManifest(address: string) {
  let manifest = webManifests.get(address);
  if (!manifest) {
    manifest = fetch(address, { signal: AbortSignal.timeout(5_000) }).then(async (response) => {
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      return (await response.json()) as FederationManifest;
    });
    webManifests.set(address, manifest);
    manifest.catch(() => webManifests.delete(address));
  }
  return manifest;
}

/**
 * The style sheets of a page, those of every remote module its HTML holds, and its scripts, those of
 * the modules it hydrates at once (the home page's widgets load their code later, on approach).
 */
async function filesOf(pathname: string, manifests: RenderRequest['manifests']) {
  const remotes = await Promise.all(
    renderedModules(pathname).map(async ({ remote, module }) => ({
      remote,
      module,
      manifest: await webManifest(manifests[remote]!),
    })),
  );
  const atOnce = new Set(routeModules(pathname).map(({ remote, module }) => `${remote}/${module}`));
  const hydratedAtOnce = remotes.filter(({ remote, module }) => atOnce.has(`${remote}/${module}`));
  return { styles: pageStyles(shell, remotes), scripts: pageScripts(shell, hydratedAtOnce) };
}

async function render({ url, manifests, serverManifests }: RenderRequest): Promise<RenderAnswer['page']> {
  const reads = new Set<string>();
  const page = await reading.run(reads, () => bundle.renderPage(url, { serverManifests }));
  if (!page.ok) return page;
  return { ...page, ...(await filesOf(new URL(url).pathname, manifests)), reads: [...reads] };
}

parentPort!.on('message', async (request: RenderRequest) => {
  const started = performance.now();
  const page = await render(request).catch((error: unknown) => ({
    ok: false as const,
    problems: [String((error as Error)?.stack ?? error)],
  }));
  parentPort!.postMessage({ id: request.id, page, ms: performance.now() - started } satisfies RenderAnswer);
});
