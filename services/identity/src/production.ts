import { type ProductionCheck, secretProblem } from '@aspire/config/production';

/** What identity refuses to start with under NODE_ENV=production, besides the checks every part shares. */
export const IDENTITY_PRODUCTION_CHECKS: ProductionCheck[] = [
  {
    setting: 'IDENTITY_KEY_SECRET',
    problem: (env) => {
      const problem = secretProblem(env.IDENTITY_KEY_SECRET);
      return problem && `${problem} (it encrypts the signing keys in the database and its backups)`;
    },
  },
];
