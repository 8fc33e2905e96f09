import { productionProblems } from '@aspire/config/production';
import { describe, expect, it } from 'vitest';
import { kitChecks, MAIL_CHECKS, officeAddressCheck } from './production.ts';

/** Settings that pass every common check, so only the kit's own show. */
const safe = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.aspirecollege.in',
  MONGODB_URI: 'mongodb://db.internal:27017',
  IDENTITY_JWKS_URL: 'http://identity.internal:4001/api/identity/.well-known/jwks.json',
  CORS_ORIGINS: 'https://www.aspirecollege.in, https://aspirecollege.in',
};

describe('the kit production checks', () => {
  it('pass safe production settings, and anything outside production', () => {
    expect(productionProblems(kitChecks('catalog'), safe)).toEqual([]);
    expect(productionProblems(kitChecks('catalog'), {})).toEqual([]);
  });

  it('refuse a missing database or identity address, and a CORS origin that is not plain https', () => {
    const unsafe = { ...safe, MONGODB_URI: undefined, IDENTITY_JWKS_URL: undefined };
    expect(productionProblems(kitChecks('lms'), unsafe)).toEqual([
      'MONGODB_URI is missing: set the database address',
      "IDENTITY_JWKS_URL is missing: set identity's key set address (…/api/identity/.well-known/jwks.json)",
    ]);
    for (const [origins, problem] of [
      [
        'https://www.aspirecollege.in,http://localhost:3000',
        'has an origin that is not https (http://localhost:3000)',
      ],
      ['*', 'has an entry that is not an origin (*)'],
      [
        'https://aspirecollege.in/shop',
        'has an entry that is not just an origin (https://aspirecollege.in/shop)',
      ],
    ])
      expect(productionProblems(kitChecks('info'), { ...safe, CORS_ORIGINS: origins })).toEqual([
        `CORS_ORIGINS ${problem}`,
      ]);
  });

  it('refuse a movable clock, which would let anyone change what is published and when', () => {
    expect(productionProblems(kitChecks('info'), { ...safe, TEST_CLOCK: '1' })).toEqual([
      "TEST_CLOCK is on: anyone could move the site's clock",
    ]);
    expect(productionProblems(kitChecks('info'), { ...safe, TEST_CLOCK: '0' })).toEqual([]);
    expect(productionProblems(kitChecks('info'), { TEST_CLOCK: '1' })).toEqual([]);
  });

  it('let identity, which signs and checks its own tokens, go without a JWKS address', () => {
    expect(productionProblems(kitChecks('identity'), { ...safe, IDENTITY_JWKS_URL: undefined })).toEqual([]);
  });

  it('refuse, for a service that sends e-mail, a missing or local relay, sender or encryption key', () => {
    const mail = {
      ...safe,
      SMTP_URL: 'smtp://apikey:secret@email-smtp.ap-south-1.amazonaws.com:587',
      MAIL_FROM: 'Aspire College <no-reply@aspirecollege.in>',
      MAIL_ENCRYPTION_KEY: 'Zp4Lq8Wv2Nx6Rb1Tc9Hs3Jf7Kd5Gm0Ya',
    };
    expect(productionProblems(MAIL_CHECKS, mail)).toEqual([]);
    // A relay on this machine that is not a development catcher's port (a local MTA) is fine.
    expect(productionProblems(MAIL_CHECKS, { ...mail, SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual([]);
    expect(
      productionProblems(MAIL_CHECKS, {
        ...mail,
        SMTP_URL: undefined,
        MAIL_FROM: undefined,
        MAIL_ENCRYPTION_KEY: undefined,
      }),
    ).toEqual([
      'SMTP_URL is missing: set the SMTP relay e-mail goes through (smtp://user:password@host:587)',
      'MAIL_FROM is missing: set the sender of the e-mails (Aspire College <no-reply@your-domain>)',
      'MAIL_ENCRYPTION_KEY is missing (it encrypts queued e-mails, reset links included, in the database)',
    ]);
    for (const [url, problem] of [
      [
        'smtp://localhost:1025',
        'points at a development mail catcher on this machine (port 1025): no e-mail would reach anyone',
      ],
      [
        'smtp://127.0.0.1:4025',
        'points at a development mail catcher on this machine (port 4025): no e-mail would reach anyone',
      ],
      ['https://smtp.example.org', 'must be an smtp:// or smtps:// address'],
      ['smtp relay', 'is not an address'],
    ])
      expect(productionProblems(MAIL_CHECKS, { ...mail, SMTP_URL: url }), url).toEqual([
        `SMTP_URL ${problem}`,
      ]);
    expect(
      productionProblems(MAIL_CHECKS, {
        ...mail,
        MAIL_ENCRYPTION_KEY: 'dev-mail-encryption-key-for-this-machine-only',
      }),
    ).toEqual([
      'MAIL_ENCRYPTION_KEY is a value that ships in the repository; generate your own (it encrypts queued e-mails, reset links included, in the database)',
    ]);
  });

  it('refuse a missing or malformed college mailbox, and accept a real one', () => {
    const admissions = [officeAddressCheck('ADMISSIONS_EMAIL', 'the admissions office')];
    const problem =
      'ADMISSIONS_EMAIL is missing: set the e-mail address of the admissions office (it receives every notification of theirs)';
    expect(productionProblems(admissions, { ...safe })).toEqual([problem]);
    expect(productionProblems(admissions, { ...safe, ADMISSIONS_EMAIL: 'admissions' })).toEqual([problem]);
    expect(
      productionProblems(admissions, { ...safe, ADMISSIONS_EMAIL: 'admissions@aspirecollege.in' }),
    ).toEqual([]);
  });
});
