/**
 * GSTINs: 15 characters, the state's two-digit code, the holder's PAN (5 letters, 4 digits, a letter),
 * the registration's number within that PAN (1–9, A–Z), `Z`, then a check character (the GST network's
 * mod-36 Luhn over the first fourteen).
 */
import { findState, type IndianState } from '@aspire/contracts/indian-states';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string) {
  let sum = 0;
  for (const [index, character] of [...first14].entries()) {
    const product = ALPHABET.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` is not a GSTIN, or undefined when it is one. */
export function gstinProblem(gstin: string) {
  if (!SHAPE.test(gstin))
    return 'must be 15 characters: the state code, the PAN, the entity number, Z and the check character';
  if (!stateOfGstin(gstin)) return `starts with ${gstin.slice(0, 2)}, which is no state's code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'has a wrong check character (its last one): check it for a mistyped character';
  return undefined;
}

/** The state a GSTIN is registered in (its first two digits). */
export const stateOfGstin = (gstin: string): IndianState | undefined => findState(gstin.slice(0, 2));

/**
 * The development seller's GSTIN: Tamil Nadu (33), a made-up trust's PAN, a valid check character, so
 * the tax invoice is what one sees locally. Production refuses it (src/production.ts).
 */
export const DEV_SELLER_GSTIN = '33AAATA1234C1ZO';
