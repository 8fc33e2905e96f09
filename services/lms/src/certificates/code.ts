import { randomBytes } from 'node:crypto';

/** Crockford's base32, as the contract's code pattern: no I, L, O or U to misread from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new certificate code, `ASP-7K2M-Q9XD`: eight characters from the system's random source, 40 bits,
 * so a code cannot be guessed from another one. Uniqueness is the store's (its `_id`); a collision is
 * drawn again there. Each byte gives one character by its low five bits: 256 is a multiple of 32, so
 * every character is equally likely.
 */
export function newCertificateCode() {
  const chars = [...randomBytes(8)].map((byte) => ALPHABET[byte & 31]).join('');
  return `ASP-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
