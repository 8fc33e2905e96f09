import { readFile } from 'node:fs/promises';
import { ApiError, params, type ServiceEnv } from '@aspire/service-kit';
import { renderPdf } from '@aspire/service-kit/pdf';
import { Hono } from 'hono';
import { z } from 'zod';
import { magazinePdf } from '../seed/magazines.ts';
import { immutableMedia } from './cache.ts';

const MEDIA_DIR = new URL('../../media/', import.meta.url);
export const MEDIA_FOLDERS = [
  'events',
  'posts',
  'gallery',
  'magazines',
  'alumni',
  'testimonials',
  'testimonial-wall',
  'faculty',
  'leadership',
  'community',
  'tiles',
  'banners',
  'home',
] as const;

const mediaParams = z.object({
  folder: z.enum(MEDIA_FOLDERS, { error: 'Unknown media folder' }),
  file: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}\.(svg|pdf)$/, 'Must be a file name ending in .svg or .pdf'),
});

/**
 * `GET /media/:folder/:file`: the SVG art committed under `services/info/media/` and the magazine
 * PDFs rendered from the issues' content, kept in memory once rendered. Only the committed folders'
 * names match here; any other `/media/:id/:file` is a picture staff uploaded (the kit's media routes).
 */
export function mediaRoutes() {
  const api = new Hono<ServiceEnv>();
  const cache = new Map<string, Uint8Array<ArrayBuffer> | null>();

  async function load(folder: string, file: string) {
    const key = `${folder}/${file}`;
    if (!cache.has(key)) {
      if (file.endsWith('.pdf')) {
        const doc = folder === 'magazines' ? magazinePdf(file.slice(0, -4)) : undefined;
        cache.set(key, doc ? await renderPdf(doc) : null);
      } else {
        const bytes = await readFile(new URL(key, MEDIA_DIR)).catch(() => null);
        cache.set(key, bytes ? new Uint8Array(bytes) : null);
      }
    }
    return cache.get(key) ?? null;
  }

  api.get(
    `/media/:folder{(?:${MEDIA_FOLDERS.join('|')})}/:file`,
    immutableMedia,
    params(mediaParams),
    async (c) => {
      const { folder, file } = c.req.valid('param');
      const bytes = await load(folder, file);
      if (!bytes) throw new ApiError(404, 'Media not found');
      const pdf = file.endsWith('.pdf');
      return c.body(bytes, 200, {
        'Content-Type': pdf ? 'application/pdf' : 'image/svg+xml; charset=utf-8',
        ...(pdf ? { 'Content-Disposition': `inline; filename="aspire-magazine-${file}"` } : {}),
      });
    },
  );
  return api;
}
