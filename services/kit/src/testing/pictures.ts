import sharp from 'sharp';

export type TestPictureOptions = {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** An EXIF orientation (6: the camera was turned; shown turned a quarter clockwise). */
  orientation?: number;
  /** Random pixels, which compress badly: a large file. */
  noise?: boolean;
};

/**
 * A picture made for a test, as a phone or camera would send it: red on its left half and blue on its
 * right as stored (so a test can tell which way up it came out), with EXIF that names the camera's
 * owner and where it was (Chennai); JPEG unless `format` says otherwise.
 */
export async function testPicture({
  width = 800,
  height = 600,
  format = 'jpeg',
  orientation,
  noise = false,
}: TestPictureOptions = {}): Promise<Buffer> {
  const half = Math.ceil(width / 2);
  const image = noise
    ? sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
    : sharp({ create: { width, height, channels: 3, background: '#d00000' } }).composite([
        {
          input: { create: { width: width - half, height, channels: 3, background: '#0000d0' } },
          left: half,
          top: 0,
        },
      ]);
  return image
    .withExif({
      IFD0: { Copyright: 'Test Camera Owner', Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 4/1 0/1' },
    })
    .withMetadata(orientation ? { orientation } : {})
    .toFormat(format)
    .toBuffer();
}

/** The colour of a decoded picture's pixel at (x, y) as [r, g, b]. */
export async function pixelAt(picture: Uint8Array, x: number, y: number) {
  const { data } = await sharp(picture)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data] as [number, number, number];
}
