import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The generic `serif` of the art (`Georgia, serif`) is drawn in Times New Roman or its metric twin
 * Liberation Serif, as browsers draw it where Georgia is missing; fontconfig's own choice (DejaVu Serif
 * on Linux) is about a quarter wider, so a copy's titles would not fit as the SVG's do.
 */
const FONTS_CONF = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <alias binding="strong"><family>serif</family><prefer><family>Times New Roman</family><family>Liberation Serif</family></prefer></alias>
</fontconfig>
`;
/** Points fontconfig (read by libvips as it first draws text) at FONTS_CONF, unless the machine set its own. */
function useBrowserFonts() {
  if (process.env.FONTCONFIG_FILE) return;
  // One file for every process, replaced whole (never seen half written by another).
  const file = path.join(tmpdir(), 'aspire-fonts.conf');
  writeFileSync(`${file}.${process.pid}`, FONTS_CONF);
  renameSync(`${file}.${process.pid}`, file);
  process.env.FONTCONFIG_FILE = file;
}

/**
 * sharp, loaded on first use so a service that never draws or reads a picture never loads libvips. Each
 * input is new or drawn once and kept by its caller, so sharp keeps no cache; one thread per image, and
 * images one at a time (`oneAtATime`), keep a service's memory small (it runs in about 150 MB).
 */
let sharpLoaded: Promise<typeof import('sharp').default> | undefined;
export const loadSharp = () => {
  useBrowserFonts();
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
