import { infoIdSchema } from '@aspire/contracts/info';

const MAX_ID = 80;

/** A title as an id the site accepts ("Open Day, Bengaluru!" → `open-day-bengaluru`), or '' for none. */
export function slugOf(title: string) {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ID)
    .replace(/^-+|-+$/g, '');
  return infoIdSchema.safeParse(slug).success ? slug : '';
}
