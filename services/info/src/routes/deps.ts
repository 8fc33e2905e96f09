import type { InfoRepo } from '../repo/info.ts';

/** What every route module of info is built from. */
export type RouteDeps = {
  repo: InfoRepo;
  /** The server's clock; events are upcoming or past by it (tests pass a fixed one). */
  now: () => Date;
};
