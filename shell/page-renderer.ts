import { Worker } from 'node:worker_threads';
import type { RemoteName } from '@aspire/config/site-map';
import type { RenderAnswer, RenderRequest } from './render-worker.ts';

/** Longer than any render should take: the page is then sent as the plain app. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders pages in a worker thread, so a render never blocks the server's other answers. A worker that
 * fails is replaced at the next render; a render that fails, times out or meets a failed worker
 * answers `ok: false` (never throws), and the caller sends the plain app.
 */
export function pageRenderer({ dist, apiOrigin }: { dist: string; apiOrigin: string }) {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<number, (answer: Omit<RenderAnswer, 'id'>) => void>();
  const failAll = (problem: string) => {
    for (const answer of waiting.values()) answer({ page: { ok: false, problems: [problem] }, ms: 0 });
    waiting.clear();
  };

  function started() {
    if (worker) return worker;
    const fresh = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { dist },
      // The render reads the API as a signed-out visitor would, through this server's own proxy.
      env: { ...process.env, API_ORIGIN: apiOrigin },
    });
    fresh.on('message', ({ id, ...answer }: RenderAnswer) => {
      waiting.get(id)?.(answer);
      waiting.delete(id);
    });
    fresh.on('error', (error) => failAll(`render worker failed: ${String(error?.stack ?? error)}`));
    fresh.on('exit', () => {
      if (worker === fresh) worker = null;
      failAll('render worker stopped');
    });
    // An idle worker does not keep the server from stopping.
    fresh.unref();
    worker = fresh;
    return fresh;
  }

  return {
    /** The page at `url`, rendered with the remotes whose web manifests `manifests` names. */
    render(url: string, manifests: Partial<Record<RemoteName, string>>) {
      const id = nextId++;
      return new Promise<Omit<RenderAnswer, 'id'>>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve({
            page: { ok: false, problems: [`no answer within ${RENDER_TIMEOUT_MS} ms`] },
            ms: RENDER_TIMEOUT_MS,
          });
        }, RENDER_TIMEOUT_MS);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        started().postMessage({ id, url, manifests } satisfies RenderRequest);
      });
    },
  };
}
