/** Small pieces both of the catalog's mail families use: names, times, campus phones. */
import { SITE } from '@aspire/config/site';

/** A value from a form as one line (a subject or a greeting never spans lines). */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The first word of a full name, to greet by. */
export const firstNameOf = (fullName: string) => oneLine(fullName).split(' ')[0] ?? '';

const RECEIVED = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** When a form arrived, as the college reads it: `1 March 2026 at 3:30 pm IST`. */
export const receivedTime = (at: Date | string) => `${RECEIVED.format(new Date(at))} IST`;

type Office = (typeof SITE.offices)[number];

/** The offices a location names (`Chennai`), or every office when it names none or several. */
export function officesFor(location: string | undefined): readonly Office[] {
  const named = SITE.offices.filter((office) =>
    (location ?? '').toLowerCase().includes(office.city.toLowerCase()),
  );
  return named.length === 1 ? named : SITE.offices;
}

/** "call our Chennai campus on …", or every campus with its phone. */
export function callUs(offices: readonly Office[]) {
  const [only] = offices;
  if (offices.length === 1 && only) return `call our ${only.city} campus on ${only.phone}`;
  return `call us in ${offices.map((office) => `${office.city} on ${office.phone}`).join(' or in ')}`;
}
