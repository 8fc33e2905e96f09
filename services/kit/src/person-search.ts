/**
 * Finding a person's records by the start of what staff remember of them: a first or family name, an
 * e-mail address, or a phone number typed any way (with or without +91, a leading 0, spaces or
 * dashes). Each record keeps lower-cased search keys, each in an index of its own, and a search is one
 * prefix range per key (`searchRanges`), which the embedded database answers from that index.
 */
import type { Filter } from 'mongodb';

export type PersonKeys = {
  nameLower: string;
  /** The last word of the name: staff look people up by their family name as often as by the first. */
  familyNameLower: string;
  emailLower: string;
  /** Every digit of the phone, country code first. */
  phoneDigits: string;
  /** The national number of an Indian phone (else every digit). */
  phoneNational: string;
};

/** The last word of a name, lower-cased. */
export const familyNameOf = (name: string) => name.trim().toLowerCase().split(/\s+/).at(-1) ?? '';

/** The phone's search keys: every digit (country code first) and the national number. */
export function phoneKeys(phone: string) {
  const digits = phone.replace(/\D/g, '');
  // Indian numbers are most of the college's; others are found by their full digits.
  const national = phone.startsWith('+91') ? digits.slice(2) : digits;
  return { phoneDigits: digits, phoneNational: national };
}

/** The search keys of a person (phone in E.164 where it parses). */
export const personKeys = (name: string, email: string, phone: string): PersonKeys => ({
  nameLower: name.toLowerCase(),
  familyNameLower: familyNameOf(name),
  emailLower: email.toLowerCase(),
  ...phoneKeys(phone),
});

/** The values of a field that start with `text` (lower-cased already). */
export const prefixRange = (text: string) => ({ $gte: text, $lt: `${text}\uffff` });

/** The ranges `q` searches: each on one indexed key; a record matching any of them is found. */
export function searchRanges(q: string | undefined): Filter<PersonKeys>[] {
  const text = q?.trim().toLowerCase();
  if (!text) return [];
  const ranges: Filter<PersonKeys>[] = [{ nameLower: prefixRange(text) }, { emailLower: prefixRange(text) }];
  if (!/\s/.test(text)) ranges.push({ familyNameLower: prefixRange(text) });
  if (/^\+?[\d\s()-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (text.startsWith('+')) ranges.push({ phoneDigits: prefixRange(digits) });
    else {
      const national = digits.replace(/^0/, '');
      if (national) ranges.push({ phoneNational: prefixRange(national) });
      if (digits.length > 2) ranges.push({ phoneDigits: prefixRange(digits) });
    }
  }
  return ranges;
}
