import { isSignedIn, useSession } from '@aspire/client/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from '../lib/next-path.ts';

/**
 * The learner area's guard: a visitor who is not signed in (on the site or in the LMS: it is one
 * session) goes to the LMS login, which brings them back here afterwards.
 */
export function RequireLearner({ children }: { children: ReactNode }) {
  const signedIn = useSession(isSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
