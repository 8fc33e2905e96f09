/**
 * `pnpm keys rotate`: makes a new signing key for identity and retires the current one, which stays in
 * the JWKS until every token it signed has expired; running identities take the new key up within
 * 30 s, without a restart. Connects to MONGODB_URI when set, else to the running site's embedded
 * database (port 27018, or DB_PORT). The key is stored encrypted with IDENTITY_KEY_SECRET, which must be
 * the identity service's own (the development value outside production).
 */

import { DEV_KEY_SECRET, keySeal } from '../services/identity/src/lib/key-seal.ts';
import { RETIRED_KEY_PUBLISHED_MS } from '../services/identity/src/lib/tokens.ts';
import { keysRepo } from '../services/identity/src/repo/keys.ts';
import { isProduction } from '../shared/config/src/production.ts';
import { connectSiteDatabase } from './site-database.ts';

const [command] = process.argv.slice(2);
if (command !== 'rotate') {
  console.error('usage: pnpm keys rotate');
  process.exit(2);
}
const secret = process.env.IDENTITY_KEY_SECRET ?? (isProduction() ? undefined : DEV_KEY_SECRET);
if (!secret) {
  console.error('IDENTITY_KEY_SECRET is missing: set the secret the identity service runs with');
  process.exit(2);
}

const { client, stop } = await connectSiteDatabase({ startIfNone: false }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  const db = client.db(process.env.DB_NAME ?? 'aspire_identity');
  const keys = keysRepo(db, keySeal(secret), RETIRED_KEY_PUBLISHED_MS);
  // Seals a key still in clear first, and checks that this secret opens the current key.
  await keys.init(new Date());
  await keys.load(new Date());
  const kid = await keys.rotate(new Date());
  console.log(
    `new signing key ${kid}; the previous one stays published for ${RETIRED_KEY_PUBLISHED_MS / 60_000} minutes`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await stop();
}
