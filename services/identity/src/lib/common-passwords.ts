import { ApiError } from '@aspire/service-kit';
import { dictionary } from '@zxcvbn-ts/language-common';

export const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';
export const LIKE_EMAIL = 'This password is your email address. Choose one that is harder to guess.';

/**
 * zxcvbn-ts's ranked list of common and breached passwords (about 49,000), lower-cased once into a Set:
 * a few MB of memory and a constant-time look-up.
 */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

/** Why a new password is refused (on the list, or the account's email or its local part), if it is. */
export function weakPasswordProblem(password: string, email: string): string | undefined {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (candidate === address || candidate === address.split('@')[0]) return LIKE_EMAIL;
  if (COMMON.has(candidate)) return TOO_COMMON;
  return undefined;
}

/** Refuses a weak new password with a 400 whose field error sits under `field`. */
export function refuseWeakPassword(password: string, email: string, field: string) {
  const problem = weakPasswordProblem(password, email);
  if (problem) throw new ApiError(400, problem, { [field]: problem });
}
