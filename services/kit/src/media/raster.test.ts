import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_RASTER_WIDTH, PHONE_RASTER_WIDTH, SVG_UNDRAWABLE, svgToWebp } from './raster.ts';

const art = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#5b2a6e"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#f5c518"/></svg>`;

describe('drawing SVG art as WebP', () => {
  it('draws art at its own size when it fits, with no phone copy when it is no wider than a phone', async () => {
    const { full, phone } = await svgToWebp(art(480, 300));
    expect(full).toMatchObject({ width: 480, height: 300 });
    expect(await sharp(full.data).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
    expect(phone).toBeUndefined();
  });

  it('draws wide art at most MAX_RASTER_WIDTH wide, and a phone copy PHONE_RASTER_WIDTH wide', async () => {
    const { full, phone } = await svgToWebp(art(1600, 600));
    expect(full).toMatchObject({ width: MAX_RASTER_WIDTH, height: 480 });
    expect(phone).toMatchObject({ width: PHONE_RASTER_WIDTH, height: 210 });
    expect(await sharp(phone!.data).metadata()).toMatchObject({ format: 'webp', width: 560, height: 210 });
    // Drawn, not blank: the middle is the circle's yellow, the corner the background's purple.
    const { data, info } = await sharp(full.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).slice(0, 3)];
    expect(at(640, 240)[0]).toBeGreaterThan(200);
    expect(at(5, 5)[0]).toBeLessThan(120);
  });

  it('takes the widths asked for', async () => {
    const { full, phone } = await svgToWebp(art(1600, 600), { width: 800, phoneWidth: 400 });
    expect([full.width, phone?.width]).toEqual([800, 400]);
  });

  it('draws serif text as browsers do where Georgia is missing (Times New Roman or its twin)', async () => {
    const width = async (family: string) => {
      const text = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="60"><text x="0" y="40" font-size="32" font-family="${family}">Aspire College &amp; Trust</text></svg>`;
      const { full } = await svgToWebp(text);
      return (await sharp(full.data).trim().toBuffer({ resolveWithObject: true })).info.width;
    };
    expect(await width('Georgia, serif')).toBe(await width("'Times New Roman'"));
  });

  it('refuses what is not a drawable SVG', async () => {
    await expect(svgToWebp('this is not a drawing')).rejects.toThrow(SVG_UNDRAWABLE);
    await expect(svgToWebp('<svg xmlns="http://www.w3.org/2000/svg"><rect')).rejects.toThrow(SVG_UNDRAWABLE);
    await expect(svgToWebp(new Uint8Array(0))).rejects.toThrow(SVG_UNDRAWABLE);
  });
});
