import type { requireAuth } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { MediaStore } from '@aspire/service-kit/media/store';
import type { InfoRepo } from '../repo/info.ts';

/** Identity's public key set, as `requireAuth` takes it. */
export type JWTVerifyGetKey = Parameters<typeof requireAuth>[0];

/** What every route module of info is built from. */
export type RouteDeps = {
  repo: InfoRepo;
  /** The site's clock (the kit's `siteClock`): events are upcoming or past by it, scheduled items go out by it. */
  now: () => Date;
  /** Identity's public keys, for the staff routes. */
  keys: JWTVerifyGetKey;
  audit: AuditLog;
  /** Pictures and PDFs staff upload for the content desk. */
  media: MediaStore;
};
