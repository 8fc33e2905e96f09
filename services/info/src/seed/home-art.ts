import { readdirSync, readFileSync } from 'node:fs';
import type { SizedPicture } from '@aspire/contracts/home';

/** `services/info/media/home/`: the committed art of the home page's slides. */
const HOME_ART_DIR = new URL('../../media/home/', import.meta.url);
const SVG_SIZE = /<svg\b[^>]*?\swidth="(\d+)"[^>]*?\sheight="(\d+)"/;

/** The committed art's address (`/api/info/media/home/<file>.svg`) and its size, as its own `<svg>` says. */
export function readHomeArt(folder = HOME_ART_DIR): ReadonlyMap<string, Omit<SizedPicture, 'src'>> {
  const art = new Map<string, Omit<SizedPicture, 'src'>>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.svg'))) {
    const size = SVG_SIZE.exec(readFileSync(new URL(file, folder), 'utf8'));
    if (!size) throw new Error(`The home art ${file} does not give its width and height`);
    art.set(`/api/info/media/home/${file}`, { width: Number(size[1]), height: Number(size[2]) });
  }
  return art;
}

/** Read once when the service starts. */
export const HOME_ART = readHomeArt();
