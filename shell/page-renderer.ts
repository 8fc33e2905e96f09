import { Worker } from 'node:worker_threads';
import type { RemoteName } from '@aspire/config/site-map';
import type { RenderAnswer, RenderRequest } from './render-worker.ts';

/** Longer than any render should take: the page is then sent as the plain app. */
const RENDER_TIMEOUT_MS = 10_000;

/** The remotes a page is rendered with: their web and server manifests, and the name of that tuple. */
export type RenderRemotes = {
  key: string;
  manifests: Partial<Record<RemoteName, string>>;
  serverManifests: Partial<Record<RemoteName, string>>;
};

type RenderWorker = {
  worker: Worker;
  waiting: Map<number, (answer: Omit<RenderAnswer, 'id'>) => void>;
};

/**
 * Renders pages in worker threads, so a render never blocks the server's other answers: one worker per
 * tuple of remote versions, since a worker's federation runtime keeps the remote code it loaded for
 * good. A render with a new tuple starts a new worker; the others end once they have no render under
 * way. A worker that fails is replaced at the next render; a render that fails, times out or meets a
 * failed worker answers `ok: false` (never throws), and the caller sends the plain app.
 */
export function pageRenderer({ dist, apiOrigin }: { dist: string; apiOrigin: string }) {
  const workers = new Map<string, RenderWorker>();
  let newest = '';
  let nextId = 0;

  const failAll = ({ waiting }: RenderWorker, problem: string) => {
    for (const answer of waiting.values()) answer({ page: { ok: false, problems: [problem] }, ms: 0 });
    waiting.clear();
  };
  /** Ends the workers of older tuples that have nothing under way. */
  const endIdle = () => {
    for (const [key, running] of workers)
      if (key !== newest && running.waiting.size === 0) {
        workers.delete(key);
        void running.worker.terminate();
      }
  };

  function workerFor(key: string) {
    const existing = workers.get(key);
    if (existing) return existing;
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { dist },
      // The render reads the API as a signed-out visitor would, through this server's own proxy.
      env: { ...process.env, API_ORIGIN: apiOrigin },
    });
    const running: RenderWorker = { worker, waiting: new Map() };
    worker.on('message', ({ id, ...answer }: RenderAnswer) => {
      running.waiting.get(id)?.(answer);
      running.waiting.delete(id);
      endIdle();
    });
    worker.on('error', (error) => failAll(running, `render worker failed: ${String(error?.stack ?? error)}`));
    worker.on('exit', () => {
      if (workers.get(key) === running) workers.delete(key);
      failAll(running, 'render worker stopped');
    });
    // An idle worker does not keep the server from stopping.
    worker.unref();
    workers.set(key, running);
    return running;
  }

  return {
    /** The page at `url`, rendered with the remotes `remotes` names, in that tuple's worker. */
    render(url: string, { key, manifests, serverManifests }: RenderRemotes) {
      const id = nextId++;
      newest = key;
      const running = workerFor(key);
      endIdle();
      return new Promise<Omit<RenderAnswer, 'id'>>((resolve) => {
        const timer = setTimeout(() => {
          running.waiting.delete(id);
          resolve({
            page: { ok: false, problems: [`no answer within ${RENDER_TIMEOUT_MS} ms`] },
            ms: RENDER_TIMEOUT_MS,
          });
          endIdle();
        }, RENDER_TIMEOUT_MS);
        running.waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        running.worker.postMessage({ id, url, manifests, serverManifests } satisfies RenderRequest);
      });
    },
    /** The tuples whose workers run now (the metrics count them). */
    running: () => [...workers.keys()],
  };
}
