/** The guardian's single-use confirmation link: 32 random bytes, kept only as a hash. */
import { createHash, randomBytes } from 'node:crypto';
import { CONSENT_DAYS } from './mail/guardian-mails.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newConsentToken(now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + CONSENT_DAYS * 24 * 60 * 60_000),
  };
}
