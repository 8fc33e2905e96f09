import { SITE } from '@aspire/config/site';
import type { LegalPage } from '@aspire/contracts/info';
import { PAGE_PLACE_PATTERN, type PagePlace } from '@aspire/contracts/info-values';
import { ERASURE_DAYS, ERASURE_LINK_HOURS, PRIVACY_NOTICE_VERSION } from '@aspire/contracts/privacy-notice';

const mailLink = (address: string) => `[${address}](mailto:${address})`;
/** Markdown's own marks in a value, kept as text. */
const plain = (value: string | number) => String(value).replace(/([\\`*_[\]<>#|])/g, '\\$1');

/** What each place of a legal text becomes, as the site has it now (addresses as links). */
const placeValues = (page: Pick<LegalPage, 'updated'>): Record<PagePlace, string> => ({
  '{email}': mailLink(SITE.email),
  '{grievance-email}': mailLink(SITE.grievance.email),
  '{account}': '[your account page](/account)',
  '{grievance-name}': plain(SITE.grievance.name),
  '{grievance-role}': plain(SITE.grievance.role),
  '{grievance-phone}': plain(SITE.grievance.phone),
  '{grievance-address}': plain(SITE.grievance.address),
  '{erasure-days}': plain(ERASURE_DAYS),
  '{erasure-link-hours}': plain(ERASURE_LINK_HOURS),
  '{notice-version}': plain(PRIVACY_NOTICE_VERSION),
  '{updated}': plain(page.updated),
});

/** The text with each place filled in; a `{word}` that is no place stays as it is. */
export function fillPlaces(text: string, page: Pick<LegalPage, 'updated'>) {
  const values: Record<string, string> = placeValues(page);
  return text.replace(PAGE_PLACE_PATTERN, (place) => values[place] ?? place);
}

/** A legal text's sections: each `## ` heading with the Markdown under it (the contract has the text start with one). */
export function sectionsOf(body: string) {
  return body
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const [title = '', ...rest] = part.split('\n');
      return { title: title.trim(), text: rest.join('\n').trim() };
    });
}
