import { z } from 'zod';

const INVALID_EMAIL = 'Enter a valid email address';
/** zod's own e-mail pattern, with host-name labels of 1–63 characters that begin and end with a letter or digit. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/**
 * An address mail can reach, as the documented `format: email` means it: at most 254 characters, a
 * local part of at most 64 (RFC 5321), and no label with `--` in its 3rd and 4th places (reserved for
 * internationalised names, which the site does not take).
 */
export const emailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL })
  .max(254, 'Email is too long')
  .refine(
    (email) =>
      email.lastIndexOf('@') <= 64 &&
      !email
        .slice(email.lastIndexOf('@') + 1)
        .split('.')
        .some((label) => label.slice(2, 4) === '--'),
    INVALID_EMAIL,
  );
