import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { drawingProcess } from './drawing-process.ts';
import { SVG_UNDRAWABLE } from './raster.ts';

const art = (width: number, height: number) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#3e1b4c"/></svg>`,
  );
const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 100 && !condition(); tries++) await new Promise((r) => setTimeout(r, 20));
};

describe('the drawing process', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('draws in a child process, several at once, and ends after its idle time', async () => {
    const drawer = drawingProcess({ idleMs: 200 });
    stop = drawer.stop;
    expect(drawer.isRunning()).toBe(false);
    const [wide, small] = await Promise.all([drawer.draw(art(1600, 600)), drawer.draw(art(64, 64))]);
    expect(await sharp(wide.full.data).metadata()).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 480,
    });
    expect(wide.phone).toMatchObject({ width: 560, height: 210 });
    expect(small).toEqual({ full: expect.objectContaining({ width: 64, height: 64 }) });
    expect(drawer.isRunning()).toBe(true);
    await until(() => !drawer.isRunning());
    expect(drawer.isRunning()).toBe(false);
    // And starts again for the next drawing.
    expect((await drawer.draw(art(64, 64))).full.width).toBe(64);
  });

  it('refuses what it cannot draw with the reason, and carries on', async () => {
    const drawer = drawingProcess();
    stop = drawer.stop;
    await expect(drawer.draw(new TextEncoder().encode('<svg><rect'))).rejects.toThrow(SVG_UNDRAWABLE);
    expect((await drawer.draw(art(64, 64))).full.width).toBe(64);
  });

  it('refuses the drawings a dead process held, and the next drawing starts a new one', async () => {
    const drawer = drawingProcess();
    stop = drawer.stop;
    const held = drawer.draw(art(1600, 600));
    drawer.stop();
    await expect(held).rejects.toThrow('The drawing process ended (SIGTERM)');
    expect((await drawer.draw(art(64, 64))).full.width).toBe(64);
  });

  it('sends a drawing made as the last process ends to a new one, which that end does not touch', async () => {
    const drawer = drawingProcess();
    stop = drawer.stop;
    await drawer.draw(art(64, 64));
    drawer.stop();
    expect((await drawer.draw(art(1000, 400))).full.width).toBe(1000);
  });
});
