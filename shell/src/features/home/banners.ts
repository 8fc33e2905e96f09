import { schemaOf } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';

/**
 * The home page's banners and counts, as the web editors published them (the desk refreshes this key).
 * Its contract is loaded with the read: a server-rendered home page has the answer already, so its first
 * script carries no validator.
 */
export const homeQuery = () =>
  apiQuery(
    'info/home',
    schemaOf(() => import('@aspire/contracts/home'), 'homeSchema'),
  );

/** The media query of the phone art; the CSS module's narrow rules use the same width. */
export const NARROW = '(max-width: 767px)';

export const SLIDE_INTERVAL_MS = 4_000;

/** The seeded art's proportions, which hold the carousel's space while its slides load. */
export const DEFAULT_RATIOS = { wide: '1600 / 600', narrow: '720 / 960' };
