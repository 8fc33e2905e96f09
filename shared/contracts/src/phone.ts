import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

export const INVALID_PHONE = 'Enter a 10-digit mobile number, or an international number starting with +';

/**
 * A phone number from anywhere, stored in E.164 (`+919840012345`, `+447700900123`). A number without a
 * country code is read as Indian, so the 10 digits typed today keep working; libphonenumber-js decides
 * what a valid number is for each country.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, INVALID_PHONE)
  .transform((typed, context) => {
    const parsed = parsePhoneNumberFromString(typed, 'IN');
    if (!parsed?.isValid()) {
      context.addIssue({ code: 'custom', message: INVALID_PHONE });
      return z.NEVER;
    }
    return parsed.number;
  });

/** How a stored E.164 number is shown to people: `+91 98400 12345`. */
export const displayPhone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
