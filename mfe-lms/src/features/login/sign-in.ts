import { call, http, schemaOf } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import type { SignIn } from '@aspire/contracts/identity';

/**
 * Signs a learner in with identity's LMS login (spec section 7, `/auth/lms/login`) and stores the one
 * session of the site: signed in here is signed in on the site, and the other way round.
 */
export async function signInLearner(credentials: SignIn) {
  const { accessToken, ...profile } = await call(
    http.post('identity/auth/lms/login', { json: credentials }),
    // The answer's schema loads with the first sign-in, not with the page.
    schemaOf(() => import('@aspire/contracts/identity'), 'signInResultSchema'),
  );
  useSession.getState().signIn(accessToken, profile);
  return profile;
}
