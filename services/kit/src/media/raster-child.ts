/** The drawing process of `drawingProcess`: draws each SVG it is sent and answers the copies or the reason. */
import { svgToWebp } from './raster.ts';

process.on('message', async ({ id, svg }: { id: number; svg: Uint8Array }) => {
  try {
    process.send?.({ id, drawn: await svgToWebp(svg) });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The server that started it has gone.
process.on('disconnect', () => process.exit(0));
