import { createQueryClient } from '@aspire/client/query-client';
import type { RemoteName } from '@aspire/config/site-map';
import { type PageHead, PageHeadContext, SiteOriginContext } from '@aspire/ui/page-meta.ts';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { dehydratePageData, isNotFoundRead, keepNotFoundReads } from '../app/page-data.ts';
import { routes } from '../app/router.tsx';
import { failedReads, pendingPublicReads } from './public-reads.ts';

export type RenderOptions = {
  /** Where each remote's server manifest lives (`<remote origin>/server/mf-manifest.json`). */
  serverManifests: Partial<Record<RemoteName, string>>;
};

export type RenderedPage =
  | { ok: false; problems: string[] }
  | {
      ok: true;
      /** The HTML inside `#root`. */
      html: string;
      head: PageHead;
      /** The data cache the page was rendered from, for the browser to start from. */
      queryState: unknown;
      /** 404 when the page says what was asked for is not there (an unknown course, product, post). */
      status: number;
    };

let registered = '';
/** Registers the remotes' server manifests, again only when one has moved. */
function registerServerRemotes(manifests: RenderOptions['serverManifests']) {
  const key = JSON.stringify(manifests);
  if (key === registered) return;
  registerRemotes(
    Object.entries(manifests).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: registered !== '' },
  );
  registered = key;
}

const handler = createStaticHandler(routes);

type Render = {
  client: QueryClient;
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
  origin: string;
};

/** One pass over the tree: its HTML, the head it wrote, and the errors React met. */
async function renderOnce({ client, router, context, origin }: Render) {
  const head: PageHead = {};
  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PageHeadContext value={head}>
      <SiteOriginContext value={origin}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </SiteOriginContext>
    </PageHeadContext>,
    {
      onError: (error) => void errors.push(String((error as Error)?.stack ?? error)),
      // Every boundary inline, in place: an outlined one is moved by an inline script the policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, head, errors };
}

/** Passes over the tree at most: each fetches what the previous one asked for (a read waiting on another's data). */
const MAX_PASSES = 3;

/**
 * Renders the page at `url` as a signed-out visitor sees it, from live data: the app is rendered, the
 * public reads it asked for are fetched, and it is rendered again until it asks for nothing new. A
 * failed read (but one answered 404, which the page shows as "not found") or a render error makes it
 * `ok: false`, with what went wrong.
 */
export async function renderPage(url: string, { serverManifests }: RenderOptions): Promise<RenderedPage> {
  registerServerRemotes(serverManifests);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { ok: false, problems: [`answered ${context.status}`] };
  // One data cache per render: nothing of one page reaches another.
  const client = createQueryClient();
  const render: Render = {
    client,
    router: createStaticRouter(handler.dataRoutes, context),
    context,
    origin: new URL(url).origin,
  };
  let rendered = await renderOnce(render);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = pendingPublicReads(client);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    keepNotFoundReads(client);
    rendered = await renderOnce(render);
  }
  const problems = [
    ...rendered.errors,
    ...failedReads(client, { except: isNotFoundRead }).map((key) => `read ${key} failed`),
    ...pendingPublicReads(client).map((query) => `read ${JSON.stringify(query.queryKey)} still waiting`),
  ];
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    html: rendered.html,
    head: rendered.head,
    queryState: dehydratePageData(client),
    status: rendered.head.notFound ? 404 : context.statusCode,
  };
}
