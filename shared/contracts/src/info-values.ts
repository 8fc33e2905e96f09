/**
 * The info contract's fixed values (the lists its enums are made of, and the places a legal text names),
 * apart from its schemas so a public page that only shows them does not bring zod with it.
 */

/** Which events a list asks for. */
export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export const POST_KINDS = ['blog', 'news'] as const;
export const GALLERY_CATEGORIES = ['campus', 'elearning', 'peaceexpo', 'workshop'] as const;
export const LEADER_ROLES = ['chairman', 'managing-trustee', 'treasurer'] as const;

/** The pages whose texts staff edit; they are never added or removed, only edited. */
export const PAGE_SLUGS = ['terms', 'privacy', 'scholarship'] as const;
/** How each page is drawn: a legal text in numbered sections, or the scholarship page's own parts. */
export const PAGE_LAYOUTS = { terms: 'legal', privacy: 'legal', scholarship: 'scholarship' } as const;

/**
 * The places a legal text names and the page fills in as the site has them now (its addresses as links,
 * the grievance officer, the erasure times, the notice's version and date), so that they never go stale.
 */
export const PAGE_PLACES = [
  '{email}',
  '{grievance-email}',
  '{account}',
  '{grievance-name}',
  '{grievance-role}',
  '{grievance-phone}',
  '{grievance-address}',
  '{erasure-days}',
  '{erasure-link-hours}',
  '{notice-version}',
  '{updated}',
] as const;
export type PagePlace = (typeof PAGE_PLACES)[number];
/** A `{word}` in a text: a place the page fills in, if it is one of PAGE_PLACES. */
export const PAGE_PLACE_PATTERN = /\{[a-z-]+\}/g;
