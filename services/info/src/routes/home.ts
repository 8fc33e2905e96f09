import { type HomeBanner, homeSchema, type SizedPicture } from '@aspire/contracts/home';
import { parseMediaUrl } from '@aspire/contracts/media';
import { encodeOk, okEncoded, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import type { FieldsOf } from '../repo/info.ts';
import { HOME_ART } from '../seed/home-art.ts';
import { EDITED_CONTENT } from './cache.ts';
import type { RouteDeps } from './deps.ts';

/**
 * `GET /home`: what the home page shows of the content desk, in one read: the published slides by their
 * place, each picture with its size (so the page reserves its space), and the counts. Kept encoded until
 * either kind changes (they share one change mark), like the other edited lists.
 */
export function homeRoutes({ repo, media }: RouteDeps) {
  const api = new Hono<ServiceEnv>();

  /** A picture with its size: the committed art's own, an upload's original's; null once it is gone. */
  async function sized(src: string): Promise<SizedPicture | null> {
    const art = HOME_ART.get(src);
    if (art) return { src, ...art };
    const upload = parseMediaUrl(src);
    const item = upload && (await media.library.get(upload.id));
    return item?.width && item.height ? { src, width: item.width, height: item.height } : null;
  }

  /** A slide as the page draws it; none when its wide picture was removed from the library. */
  async function banner(entry: FieldsOf<'home-banners'>): Promise<HomeBanner | null> {
    const [wide, narrow] = await Promise.all([sized(entry.wide), entry.narrow ? sized(entry.narrow) : null]);
    if (!wide) return null;
    return { alt: entry.alt, wide, ...(narrow && { narrow }) };
  }

  api.get('/home', query(z.strictObject({})), async (c) => {
    const encoded = await repo.pages['home-banners'].get('home', async () => {
      const [entries, counts] = await Promise.all([repo.homeBanners(), repo.listPublished('home-counts')]);
      const banners = (await Promise.all(entries.map(banner))).filter((slide) => slide !== null);
      return encodeOk(homeSchema.parse({ banners, counts }));
    });
    c.header('cache-control', EDITED_CONTENT);
    return okEncoded(c, encoded);
  });
  return api;
}
