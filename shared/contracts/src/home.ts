// zod/mini: the shell's home page reads this on its first screen, where the whole of zod would cost
// more script than the page itself.
import * as z from 'zod/mini';

/** A picture as the page draws it: its size reserves its space before it loads. */
export const sizedPictureSchema = z.object({
  src: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});
export type SizedPicture = z.infer<typeof sizedPictureSchema>;

/** One slide of the carousel: the wide picture, and the phone picture shown under 768 px if it has one. */
export const homeBannerSchema = z.object({
  alt: z.string().check(z.minLength(1)),
  wide: sizedPictureSchema,
  narrow: z.optional(sizedPictureSchema),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/**
 * `GET /api/info/home`: the published slides in their order, and the counts (like "15,000+ Alumni
 * Graduated") in the college's order.
 */
export const homeSchema = z.object({
  banners: z.array(homeBannerSchema),
  counts: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type HomeContent = z.infer<typeof homeSchema>;
