/**
 * sharp, loaded on first use so a service that never draws or reads a picture never loads libvips. Each
 * input is new or drawn once and kept by its caller, so sharp keeps no cache; one thread per image, and
 * images one at a time (`oneAtATime`), keep a service's memory small (it runs in about 150 MB).
 */
let sharpLoaded: Promise<typeof import('sharp').default> | undefined;
export const loadSharp = () => {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
};

let previous: Promise<unknown> = Promise.resolve();
/** Runs `work` after every image started before it has been processed. */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = previous.then(work, work);
  previous = turn.catch(() => {});
  return turn;
}
