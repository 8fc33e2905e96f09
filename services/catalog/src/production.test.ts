import { productionProblems } from '@aspire/config/production';
import { describe, expect, it } from 'vitest';
import { CATALOG_PRODUCTION_CHECKS } from './production.ts';

/** Only the catalog's own settings: the shared ones are the kit's and the config's tests. */
const own = (env: Record<string, string | undefined>) =>
  productionProblems(CATALOG_PRODUCTION_CHECKS, { NODE_ENV: 'production', ...env }).filter((line) =>
    /^(ADMISSIONS|CONTACT)_EMAIL /.test(line),
  );

describe('the catalog’s production checks', () => {
  it('refuses to run without the admissions office’s and the front desk’s addresses', () => {
    expect(own({})).toEqual([
      'ADMISSIONS_EMAIL is missing: set the e-mail address of the admissions office (it receives every notification of theirs)',
      'CONTACT_EMAIL is missing: set the e-mail address of the front desk (it receives every notification of theirs)',
    ]);
    expect(own({ ADMISSIONS_EMAIL: 'admissions', CONTACT_EMAIL: 'front desk@college' })).toHaveLength(2);
  });

  it('accepts both addresses', () => {
    expect(
      own({ ADMISSIONS_EMAIL: 'admissions@aspire.example.org', CONTACT_EMAIL: 'contact@aspire.example.org' }),
    ).toEqual([]);
  });

  it('asks nothing outside production', () => {
    expect(productionProblems(CATALOG_PRODUCTION_CHECKS, { NODE_ENV: 'development' })).toEqual([]);
  });
});
