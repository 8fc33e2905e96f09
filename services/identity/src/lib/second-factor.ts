import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import type { Sealed } from '@aspire/service-kit/seal';
import { sealer } from '@aspire/service-kit/seal';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Aspire College';
const PERIOD_S = 30;
/** A code from the step before or after the current one is accepted (clocks that drift a little). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
// Without look-alikes (0/o, 1/l/i), so a code copied from paper is typed right.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const totp = (email: string, secret: Secret) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret,
  });

/** `xxxx-xxxx` from crypto randomness. */
const recoveryCode = () => {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join('')}-${Array.from({ length: 4 }, pick).join('')}`;
};

/**
 * Staff members' authenticators (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) and recovery codes. Secrets are
 * sealed with a key derived from IDENTITY_KEY_SECRET and bound to their account; recovery codes are kept
 * as HMACs under another key from the same secret, so the database alone reveals neither.
 */
export function secondFactors(keySecret: string) {
  const secrets = sealer(keySecret, { salt: 'aspire-identity', info: 'totp-secret-seal' });
  const codeKey = Buffer.from(hkdfSync('sha256', keySecret, 'aspire-identity', 'recovery-code-hmac', 32));
  const hashRecoveryCode = (code: string) =>
    createHmac('sha256', codeKey).update(code.trim().toLowerCase().replace('-', '')).digest('base64url');

  return {
    /** A new authenticator for an account: its secret sealed for storage, the address and QR code. */
    async create(userId: string, email: string) {
      const secret = new Secret({ size: 20 });
      return { sealed: secrets.seal(secret.base32, userId), ...(await enrolment(email, secret)) };
    },
    /** What the enrolment screen shows again for a pending authenticator. */
    enrolment: (userId: string, email: string, sealed: Sealed) =>
      enrolment(email, Secret.fromBase32(secrets.open(sealed, userId))),
    /** The time step of a valid 6-digit code (within one step either side of now), or null. */
    stepOf(userId: string, sealed: Sealed, code: string, now: Date): number | null {
      const generator = totp('', Secret.fromBase32(secrets.open(sealed, userId)));
      const timestamp = now.getTime();
      const delta = generator.validate({ token: code, timestamp, window: WINDOW });
      return delta === null ? null : generator.counter({ timestamp }) + delta;
    },
    /** Ten new recovery codes, to show once, and their hashes, to store. */
    recoveryCodes() {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
      return { codes, hashes: codes.map(hashRecoveryCode) };
    },
    hashRecoveryCode,
  };
}
export type SecondFactors = ReturnType<typeof secondFactors>;

async function enrolment(email: string, secret: Secret) {
  const otpauthUrl = totp(email, secret).toString();
  return { otpauthUrl, secret: secret.base32, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg' }) };
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
