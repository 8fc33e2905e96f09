import { readFileSync, statSync } from 'node:fs';

/**
 * A file the build writes while the server runs (prerendered pages and their index): read through
 * `parse`, and read again only when its modification time changes. An absent or unreadable file gives
 * `missing`, so a server started before its first build serves the plain app.
 */
export function buildFile<T>(file: string, parse: (text: string) => T, missing: T): () => T {
  let seenMtimeMs = Number.NaN;
  let value = missing;
  return () => {
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {}
    if (mtimeMs !== seenMtimeMs) {
      seenMtimeMs = mtimeMs;
      try {
        value = mtimeMs ? parse(readFileSync(file, 'utf8')) : missing;
      } catch {
        value = missing;
      }
    }
    return value;
  };
}
