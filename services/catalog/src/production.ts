import type { ProductionCheck } from '@aspire/config/production';
import { officeAddressCheck } from '@aspire/service-kit/production';

/** What the catalog refuses to start with under NODE_ENV=production, besides the checks every part shares. */
export const CATALOG_PRODUCTION_CHECKS: ProductionCheck[] = [
  officeAddressCheck('ADMISSIONS_EMAIL', 'the admissions office'),
  officeAddressCheck('CONTACT_EMAIL', 'the front desk'),
];
