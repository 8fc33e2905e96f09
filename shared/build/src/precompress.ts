/**
 * Writes a brotli copy (`<file>.br`, quality 11) beside every text asset of the built apps, which the
 * static servers send to browsers that accept brotli (about 15-20% smaller than gzip for our scripts).
 * The server build (`dist/server`) is left alone: no browser fetches it.
 * Usage: node shared/build/src/precompress.ts <dist folder>…
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TEXT = /\.(js|css|svg|json|html|txt|xml|vtt)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : TEXT.test(entry.name) ? [file] : [];
  });
}

const SERVER_BUILD = 'server';

for (const dist of process.argv.slice(2)) {
  const server = path.join(dist, SERVER_BUILD);
  for (const file of walk(dist).filter((file) => !file.startsWith(`${server}${path.sep}`))) {
    if (statSync(file).size < 1024) continue;
    const source = readFileSync(file);
    const compressed = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    if (compressed.length < source.length * 0.9) writeFileSync(`${file}.br`, compressed);
  }
}
