import { type ChildProcess, fork } from 'node:child_process';
import type { WebpCopy } from './raster.ts';

export type DrawnCopies = { full: WebpCopy; phone?: WebpCopy };
type Reply = { id: number; drawn?: DrawnCopies; error?: string };
type Waiting = { resolve: (drawn: DrawnCopies) => void; reject: (error: Error) => void };
/** A child and the drawings sent to it, not yet answered. */
type Drawer = { process: ChildProcess; waiting: Map<number, Waiting> };

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
  let current: Drawer | undefined;
  let nextId = 0;
  let idle: NodeJS.Timeout | undefined;

  function start(): Drawer {
    const child = fork(new URL('./raster-child.ts', import.meta.url), [], {
      serialization: 'advanced',
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const drawer: Drawer = { process: child, waiting: new Map() };
    child.on('message', ({ id, drawn, error }: Reply) => {
      const caller = drawer.waiting.get(id);
      drawer.waiting.delete(id);
      if (drawn) caller?.resolve(drawn);
      else caller?.reject(new Error(error));
    });
    child.on('exit', (code, signal) => {
      if (current === drawer) current = undefined;
      const ended = new Error(`The drawing process ended (${signal ?? `code ${code}`})`);
      for (const caller of drawer.waiting.values()) caller.reject(ended);
      drawer.waiting.clear();
    });
    // A server that is stopping does not wait for it.
    child.unref();
    child.channel?.unref();
    return drawer;
  }

  function stop() {
    clearTimeout(idle);
    current?.process.kill();
    current = undefined;
  }

  function draw(svg: Uint8Array): Promise<DrawnCopies> {
    clearTimeout(idle);
    const drawer = current ?? start();
    current = drawer;
    const id = nextId++;
    return new Promise<DrawnCopies>((resolve, reject) => {
      drawer.waiting.set(id, { resolve, reject });
      drawer.process.send({ id, svg });
    }).finally(() => {
      if (current?.waiting.size === 0) idle = setTimeout(stop, idleMs).unref();
    });
  }

  return { draw, stop, isRunning: () => current !== undefined };
}
