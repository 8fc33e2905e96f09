import { closeSync, existsSync, openSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';

export type ServerLog = {
  /** `<dir>/<name>.log`; the run before this one's is kept as `<name>.log.previous`. */
  file: string;
  /** Open for appending: give it to the server as its stderr, then call `handedOver`. */
  fd: number;
  handedOver: () => void;
  /** The log's last few thousand characters, for an error saying why the server stopped. */
  tail: () => string;
};

/**
 * A development server's log (FerretDB's, Mailpit's), in a file of its own rather than a pipe to this
 * process. A server blocks on a full pipe, and a pipe fills as soon as this process stops reading it:
 * a test harness waiting on a child with `spawnSync` held FerretDB's warnings, and with them the
 * replies they were written for, until the driver gave up after 10 s.
 */
export function openServerLog(dir: string, name: string): ServerLog {
  const file = path.join(dir, `${name}.log`);
  if (existsSync(file)) renameSync(file, `${file}.previous`);
  const fd = openSync(file, 'a');
  return {
    file,
    fd,
    handedOver: () => closeSync(fd),
    tail: () => readFileSync(file, 'utf8').slice(-4_000),
  };
}
