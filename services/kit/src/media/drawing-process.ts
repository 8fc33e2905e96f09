import { type ChildProcess, fork } from 'node:child_process';
import type { WebpCopy } from './raster.ts';

export type DrawnCopies = { full: WebpCopy; phone?: WebpCopy };
type Reply = { id: number; drawn?: DrawnCopies; error?: string };
type Waiting = { resolve: (drawn: DrawnCopies) => void; reject: (error: Error) => void };

/** How long the drawing process stays after its last drawing. */
const IDLE_MS = 30_000;

/**
 * `svgToWebp` in a child process, started by the first drawing and ended `idleMs` after the last: once it
 * has drawn, libvips with its fonts keeps 60–140 MB of a process's memory (measured in the shell: 106 →
 * 247 MB after the site's 228 pieces of art), which a server should not carry for art it draws once and
 * keeps. A drawing the child cannot make is refused with its reason; if the child dies, the drawings it
 * held are refused and the next one starts a new child.
 */
export function drawingProcess({ idleMs = IDLE_MS } = {}) {
  let child: ChildProcess | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  let idle: NodeJS.Timeout | undefined;

  function start() {
    const started = fork(new URL('./raster-child.ts', import.meta.url), [], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', ({ id, drawn, error }: Reply) => {
      const caller = waiting.get(id);
      waiting.delete(id);
      if (drawn) caller?.resolve(drawn);
      else caller?.reject(new Error(error));
    });
    started.on('exit', () => {
      if (child === started) child = undefined;
      for (const caller of waiting.values()) caller.reject(new Error('The drawing process ended'));
      waiting.clear();
    });
    // A server that is stopping does not wait for it.
    started.unref();
    started.channel?.unref();
    return started;
  }

  function stop() {
    clearTimeout(idle);
    child?.kill();
    child = undefined;
  }

  function draw(svg: Uint8Array): Promise<DrawnCopies> {
    clearTimeout(idle);
    const drawer = child ?? start();
    child = drawer;
    const id = nextId++;
    return new Promise<DrawnCopies>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      drawer.send({ id, svg });
    }).finally(() => {
      if (waiting.size === 0) idle = setTimeout(stop, idleMs).unref();
    });
  }

  return { draw, stop, isRunning: () => child !== undefined };
}
