import { loadSharp, oneAtATime } from './image-tools.ts';

/** Widest copy: the art is shown at most this wide on any screen. */
export const MAX_RASTER_WIDTH = 1280;
/** Width of the phones' copies: a 412-pixel-wide screen at a device pixel ratio of about 1.4. */
export const PHONE_RASTER_WIDTH = 560;
export const SVG_UNDRAWABLE = 'This SVG could not be drawn';

/** One drawn copy: WebP bytes and their pixels. */
export type WebpCopy = { data: Uint8Array; width: number; height: number };

/**
 * Draws an SVG as WebP at its own size, or `width` wide if it is wider (never enlarged), and, when it
 * is wider than `phoneWidth`, a second copy that wide for phones. The art is drawn at the size asked
 * (not drawn large and shrunk), so lines and letters stay sharp. A file that is not a drawable SVG is
 * refused with SVG_UNDRAWABLE.
 */
export async function svgToWebp(
  svg: string | Uint8Array,
  { width = MAX_RASTER_WIDTH, phoneWidth = PHONE_RASTER_WIDTH }: { width?: number; phoneWidth?: number } = {},
): Promise<{ full: WebpCopy; phone?: WebpCopy }> {
  const sharp = await loadSharp();
  const input = typeof svg === 'string' ? Buffer.from(svg) : svg;
  return oneAtATime(async () => {
    // sharp refuses an empty input as it is made, before reading it.
    const header = await (async () => sharp(input).metadata())().catch(() => undefined);
    const natural = header?.width ?? 0;
    if (header?.format !== 'svg' || natural < 1) throw new Error(SVG_UNDRAWABLE);
    const draw = async (wide: number): Promise<WebpCopy> => {
      const scale = Math.min(1, wide / natural);
      try {
        const { data, info } = await sharp(input, { density: 72 * scale, failOn: 'error' })
          .resize({ width: Math.round(natural * scale) })
          .webp({ quality: 50 })
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height };
      } catch {
        throw new Error(SVG_UNDRAWABLE);
      }
    };
    const full = await draw(width);
    return full.width > phoneWidth ? { full, phone: await draw(phoneWidth) } : { full };
  });
}
