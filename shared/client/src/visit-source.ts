import type { VisitSource } from '@aspire/contracts/admissions';

/**
 * Where this visit came from (UTM parameters of the landing address, another site's referrer), kept for
 * the tab's session so a form sent pages later still says how the visitor found the college. Only the
 * type comes from the contracts: this runs in the shell's first script, which carries no zod.
 */

const KEY = 'aspire.visit-source';

const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<string, keyof VisitSource>;

// The contract's limits: a longer value would make the service refuse a form the visitor cannot fix.
const UTM_MAX = 100;
const ADDRESS_MAX = 500;

const clip = (value: string, max: number) => value.trim().slice(0, max);

/** The referrer's site and page, without its query (which may carry what someone searched for). */
function externalReferrer(referrer: string, here: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const from = new URL(referrer);
    if (from.origin === new URL(here).origin) return undefined;
    return clip(`${from.origin}${from.pathname}`, ADDRESS_MAX);
  } catch {
    return undefined;
  }
}

/** What the landing address and referrer tell, or null when they tell nothing (a direct or inner visit). */
export function sourceOf(landing: string, referrer: string): VisitSource | null {
  const url = new URL(landing);
  const source: VisitSource = {};
  for (const [parameter, field] of Object.entries(UTM_FIELDS)) {
    const value = clip(url.searchParams.get(parameter) ?? '', UTM_MAX);
    if (value) source[field] = value;
  }
  const from = externalReferrer(referrer, landing);
  if (from) source.referrer = from;
  if (Object.keys(source).length === 0) return null;
  source.landingPage = clip(`${url.pathname}${url.search}`, ADDRESS_MAX);
  return source;
}

/**
 * Called once as the shell starts: the first touch of the visit wins, so a later page of the same visit
 * (or a reload) never replaces it, and a visit that tells nothing never stores an empty one.
 */
export function rememberVisitSource() {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const source = sourceOf(location.href, document.referrer);
    if (source) sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage refused (private mode, quota): the forms simply send no source.
  }
}

/** The visit's source for a form's `source` field: what was remembered, or `{}`. */
export function visitSource(): VisitSource {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    // Only the known text fields, whatever the storage holds.
    const fields: (keyof VisitSource)[] = [...Object.values(UTM_FIELDS), 'referrer', 'landingPage'];
    return Object.fromEntries(
      fields.flatMap((field) => {
        const value = (stored as Record<string, unknown>)[field];
        return typeof value === 'string' && value ? [[field, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}
