import { productionProblems } from '@aspire/config/production';
import { describe, expect, it } from 'vitest';
import { kitChecks } from './production.ts';

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

  it('let identity, which signs and checks its own tokens, go without a JWKS address', () => {
    expect(productionProblems(kitChecks('identity'), { ...safe, IDENTITY_JWKS_URL: undefined })).toEqual([]);
  });
});
