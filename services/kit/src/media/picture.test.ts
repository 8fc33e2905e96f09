import { MEDIA_MAX_BYTES, MEDIA_MIN_SIDE } from '@aspire/contracts/media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../envelope.ts';
import { pixelAt, testPicture } from '../testing/pictures.ts';
import {
  PICTURE_MISSING,
  PICTURE_TOO_LARGE,
  PICTURE_TOO_MANY_PIXELS,
  PICTURE_TOO_SMALL,
  PICTURE_TYPE,
  PICTURE_UNREADABLE,
  readPicture,
} from './picture.ts';

/** The refusal `readPicture` throws for `bytes`: its status and its field error on `file`. */
async function refusal(bytes: Uint8Array) {
  const error = await readPicture(bytes).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { status, message, errors } = error as ApiError;
  expect(errors).toEqual({ file: message });
  return { status, message };
}

const text = (value: string) => new TextEncoder().encode(value);

describe('reading an uploaded picture', () => {
  it('turns a phone’s sideways JPEG upright and keeps none of its EXIF (no camera owner, no GPS)', async () => {
    // Stored 800×400 with orientation 6: shown 400×800, its stored left (red) at the top.
    const picture = await readPicture(await testPicture({ width: 800, height: 400, orientation: 6 }));
    expect(picture).toMatchObject({ type: 'image/jpeg', width: 400, height: 800 });
    const page = picture.variants.find((variant) => variant.width === 600)!;
    expect(page.pixels).toEqual({ width: 300, height: 600 });
    const metadata = await sharp(page.data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 600 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(page.data.toString('latin1')).not.toMatch(/Test Camera Owner|TestCam/);
    const [top, bottom] = [await pixelAt(page.data, 150, 20), await pixelAt(page.data, 150, 580)];
    expect(top[0]).toBeGreaterThan(180);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(180);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('writes one WebP per width, fitted inside it and never enlarged', async () => {
    const large = await readPicture(await testPicture({ width: 1600, height: 1200 }));
    expect(large.variants.map(({ width, pixels }) => [width, pixels.width, pixels.height])).toEqual([
      [160, 160, 120],
      [600, 600, 450],
      [1200, 1200, 900],
    ]);
    const small = await readPicture(await testPicture({ width: 400, height: 500, format: 'png' }));
    expect(small.variants.map(({ pixels }) => pixels)).toEqual([
      { width: 128, height: 160 },
      { width: 400, height: 500 },
      { width: 400, height: 500 },
    ]);
    for (const { data } of [...large.variants, ...small.variants])
      expect((await sharp(data).metadata()).format).toBe('webp');
  });

  it('takes JPEG, PNG, WebP and AVIF by their bytes, and says which it was sent as', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const bytes = await testPicture({ width: 320, height: 320, format });
      const picture = await readPicture(bytes);
      expect(picture).toMatchObject({ type: `image/${format}`, bytes: bytes.byteLength, width: 320 });
    }
  });

  it('refuses text, SVG, PDF and GIF with 415, whatever their names say', async () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect/></svg>');
    const pdf = text('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    const gif = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const bytes of [text('just some words, not a picture'), svg, pdf, gif]) {
      expect(await refusal(bytes)).toEqual({ status: 415, message: PICTURE_TYPE });
    }
    expect(PICTURE_TYPE).toBe('Upload a JPEG, PNG, WebP or AVIF picture');
  });

  it('refuses a truncated picture with 422', async () => {
    const whole = await testPicture({ width: 1200, height: 900, noise: true });
    for (const bytes of [whole.subarray(0, whole.length / 2), whole.subarray(0, 200)]) {
      expect(await refusal(bytes)).toEqual({ status: 422, message: PICTURE_UNREADABLE });
    }
    expect(PICTURE_UNREADABLE).toBe('This picture could not be read');
  });

  it('refuses a picture too small for the pages with 422, naming the minimum', async () => {
    const narrow = await testPicture({ width: 900, height: MEDIA_MIN_SIDE - 1 });
    expect(await refusal(narrow)).toEqual({ status: 422, message: PICTURE_TOO_SMALL });
    expect(PICTURE_TOO_SMALL).toContain(`${MEDIA_MIN_SIDE} pixels`);
    expect((await readPicture(await testPicture({ width: 900, height: MEDIA_MIN_SIDE }))).height).toBe(
      MEDIA_MIN_SIDE,
    );
  });

  it('refuses a decompression bomb (a small file of 60 megapixels) from its header', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(512 * 1024);
    expect(await refusal(bomb)).toEqual({ status: 422, message: PICTURE_TOO_MANY_PIXELS });
  });

  it('refuses an empty upload with 400 and one over MEDIA_MAX_BYTES with 413, before reading it', async () => {
    expect(await refusal(new Uint8Array(0))).toEqual({ status: 400, message: PICTURE_MISSING });
    const oversized = new Uint8Array(MEDIA_MAX_BYTES + 1);
    oversized.set(await testPicture());
    expect(await refusal(oversized)).toEqual({ status: 413, message: PICTURE_TOO_LARGE });
    expect(PICTURE_TOO_LARGE).toBe('A picture may be at most 8 MB');
  });
});
